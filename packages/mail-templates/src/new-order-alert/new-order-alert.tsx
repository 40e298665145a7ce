// The owner's alert of a new paid order (issue 28), in the owner's own language: who paid what, the
// order's lines, and the back office's orders screen.
import { Heading, Text } from '@react-email/components';
import { formatMoney } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, MailOrder, RenderedMail } from '../types.js';
import { ActionButton } from '../request-parts/request-parts.js';

export interface NewOrderAlertInput {
  lang: Locale;
  business: MailBusiness;
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
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('newOrder.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>{t('newOrder.intro', { customer, total, number: order.number })}</Text>
      <OrderSummary order={order} lang={lang} t={t} />
      <ActionButton business={business} href={ordersUrl}>
        {t('newOrder.openOrders')}
      </ActionButton>
    </MailLayout>
  );
}

export async function renderNewOrderAlert(input: NewOrderAlertInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const total = formatMoney(input.order.totalCents, input.order.currency, input.lang);
  const subject = t('newOrder.subject', { number: input.order.number, total });
  return renderMail(<NewOrderAlert {...input} />, subject, input.lang);
}
