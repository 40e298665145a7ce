// The buyer's receipt of a paid order (issue 28): lines, totals, the shipping address, and the order's own
// link (the only way back to it; nobody else is sent it).
import { Heading, Text } from '@react-email/components';
import { formatDate, formatMoney } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, MailOrder, RenderedMail } from '../types.js';
import { ActionButton } from '../request-parts/request-parts.js';

export interface OrderReceiptInput {
  lang: Locale;
  business: MailBusiness;
  order: MailOrder;
  /** The buyer's page of the order: /commerce/order/{uuid} on the site's host. */
  orderUrl: string;
}

export function OrderReceipt({ lang, business, order, orderUrl }: OrderReceiptInput) {
  const t = mailT(lang);
  const total = formatMoney(order.totalCents, order.currency, lang);
  const paid = order.paidAt ? formatDate(order.paidAt, lang, { timeZone: order.timeZone }) : '';
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('receipt.preview', { total })}>
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('receipt.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>{t('receipt.intro', { number: order.number })}</Text>
      <Text style={{ fontSize: '14px', color: '#71717a', margin: '0 0 12px' }}>
        {t('order.number', { number: order.number })}
        {paid ? ` · ${t('order.paidOn', { date: paid })}` : ''}
      </Text>
      <OrderSummary order={order} lang={lang} t={t} />
      <ActionButton business={business} href={orderUrl}>
        {t('receipt.viewOrder')}
      </ActionButton>
      <Text style={{ fontSize: '12px', color: '#71717a' }}>{t('receipt.linkNote')}</Text>
    </MailLayout>
  );
}

export async function renderOrderReceipt(input: OrderReceiptInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t('receipt.subject', { number: input.order.number, business: input.business.name });
  return renderMail(<OrderReceipt {...input} />, subject, input.lang);
}
