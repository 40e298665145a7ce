// The owners' alert of a failed payment (issue 28), in each owner's own language: whose payment of how much
// failed, on which order (a checkout's order has no number until it is paid), or which subscription's renewal
// was declined, and the back office's orders screen.
import { formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface PaymentFailedInput extends MailContext {
  payment: {
    /** The order's number; null while it has none (a checkout's order is numbered when paid). */
    number: number | null;
    currency: string;
    totalCents: number;
    /** How the owner knows the customer: a name with the e-mail, or the e-mail. */
    customer: string;
    /** A subscription's renewal: the subscription's name. */
    subscription: string | null;
  };
  /** The back office's orders screen of the business. */
  ordersUrl: string;
}

export function PaymentFailed({ lang, business, payment, ordersUrl }: PaymentFailedInput) {
  const t = mailT(lang);
  const total = formatMoney(payment.totalCents, payment.currency, lang);
  const words = { total, customer: payment.customer, number: payment.number ?? '', subscription: payment.subscription ?? '' };
  const intro =
    payment.subscription !== null && payment.number !== null
      ? t('orderUpdates.paymentFailed.introRenewal', words)
      : payment.number !== null
        ? t('orderUpdates.paymentFailed.introNumbered', words)
        : t('orderUpdates.paymentFailed.intro', words);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('orderUpdates.paymentFailed.preview', words)}>
      <MessageIntro heading={t('orderUpdates.paymentFailed.heading')} intro={intro} />
      <MessageAction business={business} href={ordersUrl} marginTop="8px" label={t('orderUpdates.paymentFailed.openOrders')} />
    </MailLayout>
  );
}

export const renderPaymentFailed = mailRenderer(PaymentFailed, (t, { payment, lang }) =>
  t('orderUpdates.paymentFailed.subject', { customer: payment.customer, total: formatMoney(payment.totalCents, payment.currency, lang) }),
);
