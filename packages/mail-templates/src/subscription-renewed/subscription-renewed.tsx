// The customer's "your subscription was renewed" (issue 28): what was charged for which subscription, its
// renewal order, the next charge (in the business's time zone), and the order's own link.
import { Text } from '@react-email/components';
import { formatDate, formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { aside } from '../request-parts/request-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

export interface SubscriptionRenewedInput extends MailContext {
  /** The renewal order. */
  order: MailOrder;
  subscription: { name: string; nextChargeAt: Date | string | null };
  /** The renewal order's page (its subscription, with "Update card", shows there). */
  orderUrl: string;
}

export function SubscriptionRenewed({ lang, business, order, subscription, orderUrl }: SubscriptionRenewedInput) {
  const t = mailT(lang);
  const total = formatMoney(order.totalCents, order.currency, lang);
  const words = { total, subscription: subscription.name, number: order.number };
  const next = subscription.nextChargeAt ? formatDate(subscription.nextChargeAt, lang, { timeZone: order.timeZone }) : '';
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('orderUpdates.renewed.preview', words)}>
      <MessageIntro heading={t('orderUpdates.renewed.heading')} intro={t('orderUpdates.renewed.intro', words)} />
      {next ? <Text style={aside}>{t('orderUpdates.renewed.nextCharge', { date: next })}</Text> : null}
      <OrderSummary order={order} lang={lang} t={t} />
      <MessageAction business={business} href={orderUrl} label={t('orderUpdates.viewOrder')} note={t('orderUpdates.linkNote')} />
    </MailLayout>
  );
}

export const renderSubscriptionRenewed = mailRenderer(SubscriptionRenewed, (t, { subscription }) =>
  t('orderUpdates.renewed.subject', { subscription: subscription.name }),
);
