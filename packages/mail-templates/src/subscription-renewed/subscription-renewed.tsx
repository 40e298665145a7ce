// The customer's "your subscription was renewed" (issue 28): what was charged for which subscription, its
// renewal order, the next charge (in the business's time zone), and the order's own link.
import { Heading, Text } from '@react-email/components';
import { formatDate, formatMoney } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, MailOrder, RenderedMail } from '../types.js';
import { ActionButton } from '../request-parts/request-parts.js';

export interface SubscriptionRenewedInput {
  lang: Locale;
  business: MailBusiness;
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
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('orderUpdates.renewed.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>{t('orderUpdates.renewed.intro', words)}</Text>
      {next ? <Text style={{ fontSize: '14px', color: '#71717a' }}>{t('orderUpdates.renewed.nextCharge', { date: next })}</Text> : null}
      <OrderSummary order={order} lang={lang} t={t} />
      <ActionButton business={business} href={orderUrl}>
        {t('orderUpdates.viewOrder')}
      </ActionButton>
      <Text style={{ fontSize: '12px', color: '#71717a' }}>{t('orderUpdates.linkNote')}</Text>
    </MailLayout>
  );
}

export async function renderSubscriptionRenewed(input: SubscriptionRenewedInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t('orderUpdates.renewed.subject', { subscription: input.subscription.name });
  return renderMail(<SubscriptionRenewed {...input} />, subject, input.lang);
}
