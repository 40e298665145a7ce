// A section's heading, as every titled section opens: the title (the section's `aria-labelledby` target
// `{id}-title`), its lead paragraphs and its body paragraphs (plain text, one paragraph a line).
import { Paragraphs } from './paragraphs.js';

interface SectionHeadingProps {
  /** The section's id; the title is `{id}-title`. */
  id: string;
  title: string;
  lead: string | null | undefined;
  /** The lead's class: the sections' subtitle unless the section styles its own. */
  leadClassName?: string;
  body?: string | null;
}

export function SectionHeading({ id, title, lead, leadClassName = 'vs-section__subtitle', body }: SectionHeadingProps) {
  return (
    <>
      <h2 id={`${id}-title`} className="vs-section__title">
        {title}
      </h2>
      <Paragraphs text={lead} className={leadClassName} />
      <Paragraphs text={body} />
    </>
  );
}
