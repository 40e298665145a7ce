// The customer's "refund issued" (issue 28): how much went back, in the order's currency as the site writes
// it, whether it was the whole order, and the order's own link (sent only to the buyer).
import { Heading, Text } from '@react-email/components';
import { formatMoney } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, MailOrder, RenderedMail } from '../types.js';
import { ActionButton } from '../request-parts/request-parts.js';

export interface OrderRefundedInput {
  lang: Locale;
  business: MailBusiness;
  order: Pick<MailOrder, 'number' | 'currency'>;
  /** What this refund gave back, in minor units of the order's currency. */
  amountCents: number;
  /** Nothing of the order is left paid. */
  full: boolean;
  orderUrl: string;
}

export function OrderRefunded({ lang, business, order, amountCents, full, orderUrl }: OrderRefundedInput) {
  const t = mailT(lang);
  const amount = formatMoney(amountCents, order.currency, lang);
  const words = { business: business.name, number: order.number, amount };
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('orderUpdates.refunded.preview', words)}>
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('orderUpdates.refunded.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>
        {full ? t('orderUpdates.refunded.introFull', words) : t('orderUpdates.refunded.introPartial', words)}
      </Text>
      <Text style={{ fontSize: '14px' }}>{t('orderUpdates.refunded.card')}</Text>
      <ActionButton business={business} href={orderUrl} marginTop="8px">
        {t('orderUpdates.viewOrder')}
      </ActionButton>
      <Text style={{ fontSize: '12px', color: '#71717a' }}>{t('orderUpdates.linkNote')}</Text>
    </MailLayout>
  );
}

export async function renderOrderRefunded(input: OrderRefundedInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const words = {
    number: input.order.number,
    business: input.business.name,
    amount: formatMoney(input.amountCents, input.order.currency, input.lang),
  };
  const subject = input.full ? t('orderUpdates.refunded.subjectFull', words) : t('orderUpdates.refunded.subjectPartial', words);
  return renderMail(<OrderRefunded {...input} />, subject, input.lang);
}
