// The owners' alert of a failed payment (issue 28), in each owner's own language: whose payment of how much
// failed, on which order (a checkout's order has no number until it is paid), or which subscription's renewal
// was declined, and the back office's orders screen.
import { Heading, Text } from '@react-email/components';
import { formatMoney } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';
import { ActionButton } from '../request-parts/request-parts.js';

export interface PaymentFailedInput {
  lang: Locale;
  business: MailBusiness;
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
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('orderUpdates.paymentFailed.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>{intro}</Text>
      <ActionButton business={business} href={ordersUrl} marginTop="8px">
        {t('orderUpdates.paymentFailed.openOrders')}
      </ActionButton>
    </MailLayout>
  );
}

export async function renderPaymentFailed(input: PaymentFailedInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const total = formatMoney(input.payment.totalCents, input.payment.currency, input.lang);
  const subject = t('orderUpdates.paymentFailed.subject', { customer: input.payment.customer, total });
  return renderMail(<PaymentFailed {...input} />, subject, input.lang);
}
