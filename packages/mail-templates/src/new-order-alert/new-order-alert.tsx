// The owner's alert of a new paid order (issue 28), in the owner's own language: who paid what, the
// order's lines, and the back office's orders screen.
import { formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

export interface NewOrderAlertInput extends MailContext {
  order: MailOrder;
  /** The back office's orders screen of the business. */
  ordersUrl: string;
}

/** How the owner knows the buyer: the shipping name when there is one, else the e-mail. */
function customerOf(order: MailOrder): string {
  const name = order.shipping ? [order.shipping.firstName, order.shipping.lastName].filter(Boolean).join(' ').trim() : '';
  return name ? `${name} (${order.email})` : order.email;
}

export function NewOrderAlert({ lang, business, order, ordersUrl }: NewOrderAlertInput) {
  const t = mailT(lang);
  const total = formatMoney(order.totalCents, order.currency, lang);
  const customer = customerOf(order);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('newOrder.preview', { customer, total })}>
      <MessageIntro heading={t('newOrder.heading')} intro={t('newOrder.intro', { customer, total, number: order.number })} />
      <OrderSummary order={order} lang={lang} t={t} />
      <MessageAction business={business} href={ordersUrl} label={t('newOrder.openOrders')} />
    </MailLayout>
  );
}

export const renderNewOrderAlert = mailRenderer(NewOrderAlert, (t, { order, lang }) =>
  t('newOrder.subject', { number: order.number, total: formatMoney(order.totalCents, order.currency, lang) }),
);
