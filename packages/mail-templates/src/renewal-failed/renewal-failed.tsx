// The customer's "renewal failed" (issue 28): the declined amount for which subscription, and the link where a
// new card pays the renewal (the renewal order's page: its subscription with "Update card"), sent only to them.
import { Heading, Text } from '@react-email/components';
import { formatMoney } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, MailOrder, RenderedMail } from '../types.js';
import { ActionButton } from '../request-parts/request-parts.js';

export interface RenewalFailedInput {
  lang: Locale;
  business: MailBusiness;
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
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('orderUpdates.renewalFailed.heading')}
      </Heading>
      <Text style={{ fontSize: '14px' }}>{t('orderUpdates.renewalFailed.intro', words)}</Text>
      <Text style={{ fontSize: '14px' }}>{t('orderUpdates.renewalFailed.action')}</Text>
      <ActionButton business={business} href={updateCardUrl} marginTop="8px">
        {t('orderUpdates.renewalFailed.updateCard')}
      </ActionButton>
      <Text style={{ fontSize: '12px', color: '#71717a' }}>{t('orderUpdates.renewalFailed.linkNote')}</Text>
    </MailLayout>
  );
}

export async function renderRenewalFailed(input: RenewalFailedInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t('orderUpdates.renewalFailed.subject', { subscription: input.subscription.name });
  return renderMail(<RenewalFailed {...input} />, subject, input.lang);
}
