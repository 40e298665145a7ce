// The owner's notice of a form answered (issue 28), in their own language: who answered which form, and the
// response in the back office (the answers themselves stay there, behind sign-in).
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface FormAnsweredInput extends MailContext {
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
      <MessageIntro heading={t('quotes.formAnswered.heading')} intro={t('quotes.formAnswered.intro', { customer, form: formName })} />
      <MessageAction business={business} href={responseUrl} label={t('quotes.formAnswered.action')} />
    </MailLayout>
  );
}

export const renderFormAnswered = mailRenderer(FormAnswered, (t, { customer, formName }) =>
  t('quotes.formAnswered.subject', { customer, form: formName }),
);
