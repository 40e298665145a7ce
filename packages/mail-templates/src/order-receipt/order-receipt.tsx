// The buyer's receipt of a paid order (issue 28): lines, totals, the shipping address, and the order's own
// link (the only way back to it; nobody else is sent it).
import { Text } from '@react-email/components';
import { formatDate, formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

export interface OrderReceiptInput extends MailContext {
  order: MailOrder;
  /** The buyer's page of the order: /commerce/order/{uuid} on the site's host. */
  orderUrl: string;
  /** The customer's page of all their bookings and orders (issue 30), at the foot of the message; none when absent. */
  portalUrl?: string | null;
}

export function OrderReceipt({ lang, business, order, orderUrl, portalUrl }: OrderReceiptInput) {
  const t = mailT(lang);
  const total = formatMoney(order.totalCents, order.currency, lang);
  const paid = order.paidAt ? formatDate(order.paidAt, lang, { timeZone: order.timeZone }) : '';
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('receipt.preview', { total })} portalUrl={portalUrl}>
      <MessageIntro heading={t('receipt.heading')} intro={t('receipt.intro', { number: order.number })} />
      <Text style={{ fontSize: '14px', color: '#71717a', margin: '0 0 12px' }}>
        {t('order.number', { number: order.number })}
        {paid ? ` · ${t('order.paidOn', { date: paid })}` : ''}
      </Text>
      <OrderSummary order={order} lang={lang} t={t} />
      <MessageAction business={business} href={orderUrl} label={t('receipt.viewOrder')} note={t('receipt.linkNote')} />
    </MailLayout>
  );
}

export const renderOrderReceipt = mailRenderer(OrderReceipt, (t, { order, business }) =>
  t('receipt.subject', { number: order.number, business: business.name }),
);
