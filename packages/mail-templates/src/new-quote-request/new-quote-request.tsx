// The owner's notice of a customer's quote request (issue 28), in their own language: who asks, for which
// services, their note, and the back office's quotes screen where it is priced and sent.
import { Heading, Section, Text } from '@react-email/components';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { ActionButton, WordsBlock, paragraph } from '../request-parts/request-parts.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';

export interface NewQuoteRequestInput {
  lang: Locale;
  business: MailBusiness;
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
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('quotes.newQuoteRequest.heading')}
      </Heading>
      <Text style={paragraph}>{t('quotes.newQuoteRequest.intro', { customer, number })}</Text>
      <Section>
        {lines.map((line, i) => (
          <Text key={i} style={{ fontSize: '14px', margin: '2px 0' }}>
            {line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}
          </Text>
        ))}
      </Section>
      <WordsBlock label={t('quotes.newQuoteRequest.customerNote')} words={note} />
      <ActionButton business={business} href={quotesUrl}>
        {t('quotes.newQuoteRequest.action')}
      </ActionButton>
    </MailLayout>
  );
}

export async function renderNewQuoteRequest(input: NewQuoteRequestInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t('quotes.newQuoteRequest.subject', { number: input.number, customer: input.customer });
  return renderMail(<NewQuoteRequest {...input} />, subject, input.lang);
}
