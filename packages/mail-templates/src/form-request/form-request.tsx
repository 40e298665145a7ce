// The customer's "please fill in" (issue 28): a form the business sent them, or the forms their booking's
// services require. Their own forms link (a key only they are sent), the forms' names, and the appointment's
// time in the business's zone when it is a booking's.
import { Heading, Text } from '@react-email/components';
import { formatDateTime } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { ActionButton, muted, paragraph } from '../request-parts/request-parts.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';

export interface FormRequestInput {
  lang: Locale;
  business: MailBusiness;
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
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.formRequest.preview', { forms: list })}>
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('quotes.formRequest.heading')}
      </Heading>
      {name.trim() ? <Text style={paragraph}>{t('quotes.formRequest.greeting', { name: name.trim() })}</Text> : null}
      <Text style={paragraph}>
        {when
          ? t('quotes.formRequest.introAppointment', { business: business.name, forms: list, date: when })
          : t('quotes.formRequest.intro', { business: business.name, forms: list })}
      </Text>
      <ActionButton business={business} href={formUrl}>
        {t('quotes.formRequest.action')}
      </ActionButton>
      <Text style={muted}>{t('quotes.linkNote')}</Text>
    </MailLayout>
  );
}

export async function renderFormRequest(input: FormRequestInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  return renderMail(<FormRequest {...input} />, t('quotes.formRequest.subject', { business: input.business.name }), input.lang);
}
