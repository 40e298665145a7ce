// The owner's notice of a form answered (issue 28), in their own language: who answered which form, and the
// response in the back office (the answers themselves stay there, behind sign-in).
import { Heading, Text } from '@react-email/components';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { ActionButton, paragraph } from '../request-parts/request-parts.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';

export interface FormAnsweredInput {
  lang: Locale;
  business: MailBusiness;
  /** How the owner knows the customer: "Name (e-mail)" or the e-mail. */
  customer: string;
  formName: string;
  /** The response in the back office: /manage/forms/responses/{uuid}. */
  responseUrl: string;
}

export function FormAnswered({ lang, business, customer, formName, responseUrl }: FormAnsweredInput) {
  const t = mailT(lang);
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.formAnswered.preview', { form: formName })}>
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('quotes.formAnswered.heading')}
      </Heading>
      <Text style={paragraph}>{t('quotes.formAnswered.intro', { customer, form: formName })}</Text>
      <ActionButton business={business} href={responseUrl}>
        {t('quotes.formAnswered.action')}
      </ActionButton>
    </MailLayout>
  );
}

export async function renderFormAnswered(input: FormAnsweredInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t('quotes.formAnswered.subject', { customer: input.customer, form: input.formName });
  return renderMail(<FormAnswered {...input} />, subject, input.lang);
}
