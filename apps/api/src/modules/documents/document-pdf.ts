// The PDF of a receipt, quote, invoice or partial invoice (issue 31 "Documents"; spec §3 order display fields:
// number, dated, line items with quantity, each price and amount, subtotal, discount, total before tax,
// estimated tax, shipping, total, prior payments, total outstanding, due date, terms, note, payment
// information, bill to), in the business's language, currency and time zone. Labels are the order page's
// own (`commerce:order.*`) and `documents:*`; money is core-model's one formatter, dates i18n's. Pure: the
// same input gives the same text (document-data.ts reads it).
import { formatMoney, toMinorUnits } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { createI18n, formatCalendarDate, formatDate } from '@vitrina/i18n';
import { addressLines } from '@vitrina/mail-templates';
import type { DocumentInput } from './document-model.js';
import { INK, MUTED, amountRows, openPdf, section, table } from './pdf-kit.js';
import type { PdfFrame, Row } from './pdf-kit.js';

/**
 * A translator fixed to the business's language, over the `documents` and `commerce` namespaces. Untyped keys
 * (i18next's typed `t` cannot take the composed ones in reasonable time); the PDF tests read every label back.
 */
type TFunction = (key: string, options?: Record<string, unknown>) => string;

const translators = new Map<Locale, TFunction>();
function tOf(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n({ lng: locale }).getFixedT(locale) as unknown as TFunction;
    translators.set(locale, t);
  }
  return t;
}

type Order = DocumentInput['order'];

/** The customer's block: the postal address as the messages write it (mail-templates addressLines), e-mail, phone. */
function customerLines(order: Order, locale: Locale): string[] {
  const b = order.bill_to;
  const postal = addressLines({ ...b, address2: b.address2 ?? '', state: b.state ?? '', province: b.province ?? '' }, locale);
  return [...postal, b.email, b.phone].filter((s) => s && s.trim());
}

/** The top of the first page: the business at the left, the document's title, number and dates at the right. */
function heading(frame: PdfFrame, input: DocumentInput, t: TFunction): void {
  const { doc, left, width } = frame;
  const { order, business, kind } = input;
  const locale = business.locale;
  const date = (iso: string | null) => formatDate(iso, locale, { timeZone: business.timeZone });
  const half = width / 2;
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(business.name, left, top, { width: half - 10 });
  const contact = [...business.addressLines, business.email ?? '', business.phone ?? ''].filter(Boolean);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(contact.join('\n') || ' ', left, doc.y + 2, { width: half - 10 });
  const leftBottom = doc.y;

  const x = left + half;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(t(`documents:titles.${kind}`), x, top, { width: half, align: 'right' });
  doc
    .font('regular')
    .fontSize(11)
    .text(t('documents:pdf.number', { number: order.order_number ?? '' }), x, doc.y, { width: half, align: 'right' });
  const facts: [string, string][] = [[t('commerce:order.dated'), date(order.dated)]];
  if (kind === 'receipt' && input.paidAt) facts.push([t('documents:pdf.paidOn'), date(input.paidAt)]);
  if (kind !== 'receipt' && order.due_date) facts.push([t('commerce:order.dueDate'), formatCalendarDate(order.due_date, locale)]);
  facts.push([t('commerce:order.status'), t(`commerce:checkoutFlow.orderStates.${order.state}`)]);
  if (input.parentNumber) facts.push(['', t('documents:pdf.depositOf', { number: input.parentNumber })]);
  doc.moveDown(0.4).fontSize(9.5);
  for (const [label, value] of facts)
    doc.fillColor(INK).text(label ? `${label}: ${value}` : value, x, doc.y, { width: half, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 18;

  const billTo = kind === 'receipt' ? `${t('commerce:order.billTo')} / ${t('commerce:order.shipTo')}` : t('commerce:order.billTo');
  doc.font('bold').fontSize(10).fillColor(INK).text(billTo, left, doc.y, { width });
  doc
    .font('regular')
    .fontSize(10)
    .text(customerLines(order, locale).join('\n') || '—', left, doc.y + 2, { width });
  doc.moveDown(1);
}

function lineRows(input: DocumentInput, t: TFunction, money: (amount: string) => string): Row[] {
  return input.order.lines.map((line) => {
    const details = [line.variant_label, line.description, line.recurrence ? t(`documents:pdf.every.${line.recurrence}`) : '']
      .map((s) => s.trim())
      .filter(Boolean);
    return [[line.name, ...details], [String(line.quantity)], [money(line.each_price)], [money(line.total)]];
  });
}

function totals(input: DocumentInput, t: TFunction, money: (amount: string) => string) {
  const { order, kind, discountCode } = input;
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: t('commerce:order.subtotal'), amount: money(order.subtotal) },
    {
      label: discountCode ? t('documents:pdf.discountCode', { code: discountCode }) : t('commerce:order.discount'),
      amount: toMinorUnits(order.discount) ? money(`-${order.discount}`) : money('0'),
    },
    { label: t('commerce:order.totalBeforeTax'), amount: money(order.total_before_tax) },
    { label: t('commerce:order.estimatedTax'), amount: money(order.estimated_tax) },
  ];
  if (kind === 'receipt') rows.push({ label: t('commerce:order.shipping'), amount: money(order.shipping) });
  rows.push({ label: t('commerce:order.total'), amount: money(order.total), strong: true });
  rows.push({ label: t('commerce:order.priorPayments'), amount: money(order.prior_payments) });
  if (toMinorUnits(order.refunded)) rows.push({ label: t('documents:pdf.refunded'), amount: money(order.refunded) });
  const outstanding = kind === 'receipt' ? t('commerce:order.totalOutstanding') : t('documents:pdf.balanceDue');
  rows.push({ label: outstanding, amount: money(order.total_outstanding), strong: true });
  return rows;
}

/** The payments received (card or otherwise) and the partial invoices asked, each with its amount. */
function paymentRows(input: DocumentInput, t: TFunction, money: (amount: string) => string): Row[] {
  const { order, business } = input;
  const rows: Row[] = order.transactions
    .filter((tx) => tx.status === 'succeeded')
    .map((tx) => {
      const date = formatDate(tx.created_at, business.locale, { timeZone: business.timeZone });
      const card = tx.card_last4 ? `${tx.card_brand ?? 'Card'} •••• ${tx.card_last4}` : '';
      const label = card ? t('documents:pdf.cardPayment', { date, card }) : t('documents:pdf.payment', { date });
      return [[label], [money(tx.amount)]];
    });
  for (const deposit of order.partial_invoices) {
    const state = t(`commerce:checkoutFlow.orderStates.${deposit.state}`);
    rows.push([[t('documents:pdf.depositLine', { number: deposit.order_number, state })], [money(deposit.total)]]);
  }
  return rows;
}

/** The document as PDF bytes. */
export async function renderDocumentPdf(input: DocumentInput): Promise<Buffer> {
  const { business, order, kind } = input;
  const locale = business.locale;
  const t = tOf(locale);
  const money = (amount: string) => formatMoney(toMinorUnits(amount) ?? 0, order.currency, locale);
  const title = `${t(`documents:titles.${kind}`)} ${t('documents:pdf.number', { number: order.order_number ?? '' })}`;
  const frame = openPdf({
    size: business.countryCode === 'US' || business.countryCode === 'CA' ? 'LETTER' : 'A4',
    title,
    author: business.name,
    lang: locale,
  });
  heading(frame, input, t);

  const { width } = frame;
  const numbers = 90;
  table(
    frame,
    [
      { width: width - 64 - numbers * 2 },
      { width: 64, align: 'right' },
      { width: numbers, align: 'right' },
      { width: numbers, align: 'right' },
    ],
    [[t('commerce:order.item')], [t('commerce:order.quantity')], [t('commerce:order.eachPrice')], [t('commerce:order.amount')]],
    lineRows(input, t, money),
  );
  amountRows(frame, totals(input, t, money));

  const payments = paymentRows(input, t, money);
  if (payments.length > 0) {
    frame.doc.moveDown(1);
    frame.doc.font('bold').fontSize(10).fillColor(INK).text(t('documents:pdf.payments'), frame.left, frame.doc.y, { width });
    frame.doc.moveDown(0.3);
    table(frame, [{ width: width - numbers }, { width: numbers, align: 'right' }], [[''], [t('commerce:order.amount')]], payments);
  }
  if (order.payment_information) section(frame, t('commerce:order.paymentInformation'), [order.payment_information]);
  if (order.state === 'rejected' && order.rejection_reason) {
    section(frame, t('commerce:order.status'), [t('documents:pdf.rejected', { reason: order.rejection_reason })]);
  }
  section(frame, t('commerce:order.terms'), [order.terms]);
  section(frame, t('commerce:order.note'), [order.note]);
  return frame.finish((page, pages) => `${business.name} · ${title} · ${t('documents:pdf.page', { page, pages })}`);
}
