// The customer's "please fill in" (issue 28): a form the business sent them, or the forms their booking's
// services require. Their own forms link (a key only they are sent), the forms' names, and the appointment's
// time in the business's zone when it is a booking's.
import { formatDateTime } from '@vitrina/i18n';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface FormRequestInput extends MailContext {
  /** The customer's first name ('' when unknown). */
  name: string;
  /** The names of the forms asked. */
  forms: readonly string[];
  /** The appointment the forms are for, or null. */
  appointmentAt: Date | string | null;
  /** The business's IANA time zone. */
  timeZone: string | null;
  /** The customer's own page of the form(s) on the site. */
  formUrl: string;
}

const formsText = (forms: readonly string[]) => forms.map((f) => `“${f}”`).join(', ');

export function FormRequest({ lang, business, name, forms, appointmentAt, timeZone, formUrl }: FormRequestInput) {
  const t = mailT(lang);
  const list = formsText(forms);
  const when = appointmentAt ? formatDateTime(appointmentAt, lang, { timeZone, zoneName: true }) : '';
  const greeting = name.trim() ? t('quotes.formRequest.greeting', { name: name.trim() }) : '';
  const intro = when
    ? t('quotes.formRequest.introAppointment', { business: business.name, forms: list, date: when })
    : t('quotes.formRequest.intro', { business: business.name, forms: list });
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.formRequest.preview', { forms: list })}>
      <MessageIntro heading={t('quotes.formRequest.heading')} intro={[greeting, intro]} />
      <MessageAction business={business} href={formUrl} label={t('quotes.formRequest.action')} note={t('quotes.linkNote')} />
    </MailLayout>
  );
}

export const renderFormRequest = mailRenderer(FormRequest, (t, { business }) =>
  t('quotes.formRequest.subject', { business: business.name }),
);
