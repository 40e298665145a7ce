// The owner's copy of a visitor's contact-us message (issue 28), in their own language: who wrote, their
// phone, the message as written, and the back office's messages. A reply goes to the visitor (Reply-To).
import { Heading, Text } from '@react-email/components';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { ActionButton, WordsBlock, muted, paragraph } from '../request-parts/request-parts.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';

export interface NewContactMessageInput {
  lang: Locale;
  business: MailBusiness;
  message: { name: string; email: string; phone: string; text: string };
  /** The back office's messages screen. */
  messagesUrl: string;
}

export function NewContactMessage({ lang, business, message, messagesUrl }: NewContactMessageInput) {
  const t = mailT(lang);
  const name = message.name.trim() || message.email;
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.contactMessage.preview', { name, business: business.name })}>
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {t('quotes.contactMessage.heading')}
      </Heading>
      <Text style={paragraph}>{t('quotes.contactMessage.from', { name, email: message.email })}</Text>
      {message.phone.trim() ? <Text style={paragraph}>{t('quotes.contactMessage.phone', { phone: message.phone.trim() })}</Text> : null}
      <WordsBlock label={t('quotes.contactMessage.heading')} words={message.text} />
      <Text style={muted}>{t('quotes.contactMessage.replyNote', { name })}</Text>
      <ActionButton business={business} href={messagesUrl}>
        {t('quotes.contactMessage.action')}
      </ActionButton>
    </MailLayout>
  );
}

export async function renderNewContactMessage(input: NewContactMessageInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const name = input.message.name.trim() || input.message.email;
  return renderMail(<NewContactMessage {...input} />, t('quotes.contactMessage.subject', { name }), input.lang);
}
