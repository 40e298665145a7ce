// The customer's "your quote is ready" (issue 28): the business priced a quote and put it before them. The
// quote's lines and total, its validity, the owner's note, and the quote's own page (where it is approved,
// declined or paid), a link sent to nobody else.
import { Text } from '@react-email/components';
import { formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { WordsBlock, aside, calendarDateText, muted, paragraph } from '../request-parts/request-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

/** A quote, invoice or deposit as its customer's message shows it: its lines and totals, due date and note. */
export type MailDocument = MailOrder & {
  /** `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  /** The owner's note to the customer ('' when none). */
  note: string;
};

export interface QuoteReadyInput extends MailContext {
  quote: MailDocument;
  /** The quote's page on the site: /commerce/order/{uuid}. */
  quoteUrl: string;
}

export function QuoteReady({ lang, business, quote, quoteUrl }: QuoteReadyInput) {
  const t = mailT(lang);
  const total = formatMoney(quote.totalCents, quote.currency, lang);
  const until = calendarDateText(quote.dueDate, lang);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.quoteReady.preview', { total })}>
      <MessageIntro
        heading={t('quotes.quoteReady.heading')}
        intro={t('quotes.quoteReady.intro', { business: business.name, number: quote.number, total })}
      />
      {until ? <Text style={aside}>{t('quotes.quoteReady.validUntil', { date: until })}</Text> : null}
      <OrderSummary order={{ ...quote, shipping: null }} lang={lang} t={t} />
      <WordsBlock label={t('quotes.note', { business: business.name })} words={quote.note} />
      <MessageAction business={business} href={quoteUrl} label={t('quotes.quoteReady.action')} />
      <Text style={paragraph}>{t('quotes.quoteReady.decide')}</Text>
      <Text style={muted}>{t('quotes.linkNote')}</Text>
    </MailLayout>
  );
}

export const renderQuoteReady = mailRenderer(QuoteReady, (t, { quote, business, lang }) =>
  t('quotes.quoteReady.subject', {
    number: quote.number,
    business: business.name,
    total: formatMoney(quote.totalCents, quote.currency, lang),
  }),
);
