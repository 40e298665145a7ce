// The customer's link to their "your bookings and orders" page (issue 30), sent by the business from the
// customer's page in the back office: one button to the page, and the small print that the link is theirs.
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface CustomerPortalLinkInput extends MailContext {
  /** The customer's first name ('' when unknown). */
  name: string;
  /** Their page on the business's site. */
  portalUrl: string;
}

export function CustomerPortalLink({ lang, business, name, portalUrl }: CustomerPortalLinkInput) {
  const t = mailT(lang);
  const greeting = name.trim() ? t('customerPortal.greeting', { name: name.trim() }) : '';
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('customerPortal.preview', { business: business.name })}>
      <MessageIntro heading={t('customerPortal.heading')} intro={[greeting, t('customerPortal.intro', { business: business.name })]} />
      <MessageAction business={business} href={portalUrl} label={t('customerPortal.action')} note={t('customerPortal.note')} />
    </MailLayout>
  );
}

export const renderCustomerPortalLink = mailRenderer(CustomerPortalLink, (t, { business }) =>
  t('customerPortal.subject', { business: business.name }),
);
