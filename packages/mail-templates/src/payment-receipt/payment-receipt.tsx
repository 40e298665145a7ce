// The customer's receipt of a payment on a quote, invoice or deposit (issue 28): what was paid now, the
// document's total, what is paid so far and the balance left (a deposit's: of its quote or invoice), and the
// page where the rest is paid (sent to nobody else).
import { Column, Row, Section, Text } from '@react-email/components';
import { formatDate, formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { aside } from '../request-parts/request-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface PaymentReceiptInput extends MailContext {
  payment: {
    /** The number of what the balance is of: the quote or invoice (a deposit's parent). */
    number: number;
    currency: string;
    amountCents: number;
    totalCents: number;
    paidCents: number;
    balanceCents: number;
    paidAt: Date | string | null;
    /** The business's IANA time zone. */
    timeZone: string | null;
  };
  /** The page of the quote or invoice on the site. */
  documentUrl: string;
}

const cell = { fontSize: '14px', margin: '4px 0' };

export function PaymentReceipt({ lang, business, payment, documentUrl }: PaymentReceiptInput) {
  const t = mailT(lang);
  const money = (cents: number) => formatMoney(cents, payment.currency, lang);
  const amount = money(payment.amountCents);
  const paidOn = payment.paidAt ? formatDate(payment.paidAt, lang, { timeZone: payment.timeZone }) : '';
  const rows: [string, string, boolean][] = [
    [t('quotes.receipt.paid'), amount, false],
    [t('quotes.receipt.total', { number: payment.number }), money(payment.totalCents), false],
    [t('quotes.receipt.paidSoFar'), money(payment.paidCents), false],
    [t('quotes.receipt.balance'), money(payment.balanceCents), true],
  ];
  const intro =
    payment.balanceCents > 0
      ? t('quotes.receipt.introPartial', { amount, number: payment.number, balance: money(payment.balanceCents) })
      : t('quotes.receipt.introFull', { amount, number: payment.number });
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.receipt.preview', { amount })}>
      <MessageIntro heading={t('quotes.receipt.heading')} intro={intro} />
      {paidOn ? <Text style={aside}>{t('order.paidOn', { date: paidOn })}</Text> : null}
      <Section style={{ borderTop: '1px solid #e4e4e7', marginTop: '8px' }}>
        {rows.map(([label, value, strong]) => (
          <Row key={label}>
            <Column>
              <Text style={{ ...cell, fontWeight: strong ? 700 : 400 }}>{label}</Text>
            </Column>
            <Column>
              <Text style={{ ...cell, textAlign: 'right', fontWeight: strong ? 700 : 400 }}>{value}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <MessageAction business={business} href={documentUrl} label={t('quotes.receipt.action')} note={t('quotes.linkNote')} />
    </MailLayout>
  );
}

export const renderPaymentReceipt = mailRenderer(PaymentReceipt, (t, { payment, lang }) =>
  t('quotes.receipt.subject', { amount: formatMoney(payment.amountCents, payment.currency, lang), number: payment.number }),
);
