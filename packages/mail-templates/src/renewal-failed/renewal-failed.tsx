// The customer's "renewal failed" (issue 28): the declined amount for which subscription, and the link where a
// new card pays the renewal (the renewal order's page: its subscription with "Update card"), sent only to them.
import { formatMoney } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext, MailOrder } from '../types.js';

export interface RenewalFailedInput extends MailContext {
  /** The declined renewal order. */
  order: Pick<MailOrder, 'number' | 'currency' | 'totalCents'>;
  subscription: { name: string };
  /** Where the customer gives a new card: the renewal order's page. */
  updateCardUrl: string;
}

export function RenewalFailed({ lang, business, order, subscription, updateCardUrl }: RenewalFailedInput) {
  const t = mailT(lang);
  const words = { total: formatMoney(order.totalCents, order.currency, lang), subscription: subscription.name, number: order.number };
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('orderUpdates.renewalFailed.preview', words)}>
      <MessageIntro
        heading={t('orderUpdates.renewalFailed.heading')}
        intro={[t('orderUpdates.renewalFailed.intro', words), t('orderUpdates.renewalFailed.action')]}
      />
      <MessageAction
        business={business}
        href={updateCardUrl}
        marginTop="8px"
        label={t('orderUpdates.renewalFailed.updateCard')}
        note={t('orderUpdates.renewalFailed.linkNote')}
      />
    </MailLayout>
  );
}

export const renderRenewalFailed = mailRenderer(RenewalFailed, (t, { subscription }) =>
  t('orderUpdates.renewalFailed.subject', { subscription: subscription.name }),
);
