// The owner's notice of a customer's quote request (issue 28), in their own language: who asks, for which
// services, their note, and the back office's quotes screen where it is priced and sent.
import { Section, Text } from '@react-email/components';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { WordsBlock } from '../request-parts/request-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface NewQuoteRequestInput extends MailContext {
  number: number;
  /** How the owner knows the customer: "Name (e-mail)" or the e-mail. */
  customer: string;
  /** What is asked: each line's name and quantity. */
  lines: readonly { name: string; quantity: number }[];
  /** The customer's note ('' when none). */
  note: string;
  /** The back office's quotes screen. */
  quotesUrl: string;
}

export function NewQuoteRequest({ lang, business, number, customer, lines, note, quotesUrl }: NewQuoteRequestInput) {
  const t = mailT(lang);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.newQuoteRequest.preview', { customer })}>
      <MessageIntro heading={t('quotes.newQuoteRequest.heading')} intro={t('quotes.newQuoteRequest.intro', { customer, number })} />
      <Section>
        {lines.map((line, i) => (
          <Text key={i} style={{ fontSize: '14px', margin: '2px 0' }}>
            {line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}
          </Text>
        ))}
      </Section>
      <WordsBlock label={t('quotes.newQuoteRequest.customerNote')} words={note} />
      <MessageAction business={business} href={quotesUrl} label={t('quotes.newQuoteRequest.action')} />
    </MailLayout>
  );
}

export const renderNewQuoteRequest = mailRenderer(NewQuoteRequest, (t, { number, customer }) =>
  t('quotes.newQuoteRequest.subject', { number, customer }),
);
