// The customer's invoice or deposit request (issue 28): an invoice the business wrote, or a deposit (a
// partial invoice) it asks on a quote or invoice. The amount due, the due date, the lines, the owner's note
// and the document's own page where it is paid (sent to nobody else).
import { Text } from '@react-email/components';
import { formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import type { MailDocument } from '../quote-ready/quote-ready.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { WordsBlock, aside, calendarDateText } from '../request-parts/request-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface InvoiceRequestInput extends MailContext {
  invoice: MailDocument;
  /** What is still to pay on it (its total less what is paid). */
  amountDueCents: number;
  /** A deposit's quote or invoice number; null for an invoice. */
  parentNumber: number | null;
  /** The invoice's page on the site: /commerce/order/{uuid}. */
  invoiceUrl: string;
}

const wordsOf = (input: InvoiceRequestInput) => (input.parentNumber === null ? 'invoice' : 'deposit');

export function InvoiceRequest(input: InvoiceRequestInput) {
  const { lang, business, invoice, invoiceUrl, parentNumber } = input;
  const t = mailT(lang);
  const words = wordsOf(input);
  const amount = formatMoney(input.amountDueCents, invoice.currency, lang);
  const due = calendarDateText(invoice.dueDate, lang);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t(`quotes.${words}.preview`, { amount })}>
      <MessageIntro
        heading={t(`quotes.${words}.heading`)}
        intro={t(`quotes.${words}.intro`, { business: business.name, number: invoice.number, amount, parent: parentNumber ?? '' })}
      />
      {due ? <Text style={aside}>{t('quotes.dueOn', { date: due })}</Text> : null}
      <OrderSummary order={{ ...invoice, shipping: null }} lang={lang} t={t} />
      <WordsBlock label={t('quotes.note', { business: business.name })} words={invoice.note} />
      <MessageAction business={business} href={invoiceUrl} label={t(`quotes.${words}.action`)} note={t('quotes.linkNote')} />
    </MailLayout>
  );
}

export const renderInvoiceRequest = mailRenderer(InvoiceRequest, (t, input) =>
  t(`quotes.${wordsOf(input)}.subject`, {
    number: input.invoice.number,
    business: input.business.name,
    amount: formatMoney(input.amountDueCents, input.invoice.currency, input.lang),
  }),
);
