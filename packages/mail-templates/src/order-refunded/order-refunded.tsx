// The customer's "refund issued" (issue 28): how much went back, in the order's currency as the site writes
// it, whether it was the whole order, and the order's own link (sent only to the buyer).
import { formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

export interface OrderRefundedInput extends MailContext {
  order: Pick<MailOrder, 'number' | 'currency'>;
  /** What this refund gave back, in minor units of the order's currency. */
  amountCents: number;
  /** Nothing of the order is left paid. */
  full: boolean;
  orderUrl: string;
}

const wordsOf = ({ lang, business, order, amountCents }: OrderRefundedInput) => ({
  business: business.name,
  number: order.number,
  amount: formatMoney(amountCents, order.currency, lang),
});

export function OrderRefunded(input: OrderRefundedInput) {
  const { lang, business, full, orderUrl } = input;
  const t = mailT(lang);
  const words = wordsOf(input);
  const intro = full ? t('orderUpdates.refunded.introFull', words) : t('orderUpdates.refunded.introPartial', words);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('orderUpdates.refunded.preview', words)}>
      <MessageIntro heading={t('orderUpdates.refunded.heading')} intro={[intro, t('orderUpdates.refunded.card')]} />
      <MessageAction
        business={business}
        href={orderUrl}
        marginTop="8px"
        label={t('orderUpdates.viewOrder')}
        note={t('orderUpdates.linkNote')}
      />
    </MailLayout>
  );
}

export const renderOrderRefunded = mailRenderer(OrderRefunded, (t, input) =>
  input.full ? t('orderUpdates.refunded.subjectFull', wordsOf(input)) : t('orderUpdates.refunded.subjectPartial', wordsOf(input)),
);
