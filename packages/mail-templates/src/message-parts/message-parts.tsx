// The two blocks nearly every message is built around: its heading with the opening paragraphs under it, and
// its one call to action (the button in the business's colour) with the small print under it. A message
// gives only its own words and link; the look stays the same in every message.
import { Heading, Text } from '@react-email/components';
import type { MailBusiness } from '../types.js';
import { ActionButton, muted, paragraph } from '../request-parts/request-parts.js';

/** The message's heading, then its opening paragraphs in order (blank ones are left out). */
export function MessageIntro({ heading, intro }: { heading: string; intro: string | readonly string[] }) {
  const paragraphs = (typeof intro === 'string' ? [intro] : intro).filter((p) => p !== '');
  return (
    <>
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {heading}
      </Heading>
      {paragraphs.map((p, i) => (
        <Text key={i} style={paragraph}>
          {p}
        </Text>
      ))}
    </>
  );
}

/** The call-to-action button, then its small print (what the link is, who it is for) when there is one. */
export function MessageAction({
  business,
  href,
  label,
  note = '',
  marginTop,
}: {
  business: MailBusiness;
  href: string;
  label: string;
  note?: string;
  /** The button's space above (ActionButton's default when absent). */
  marginTop?: string;
}) {
  return (
    <>
      <ActionButton business={business} href={href} marginTop={marginTop}>
        {label}
      </ActionButton>
      {note ? <Text style={muted}>{note}</Text> : null}
    </>
  );
}
