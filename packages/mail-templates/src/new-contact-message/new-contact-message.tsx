// The owner's copy of a visitor's contact-us message (issue 28), in their own language: who wrote, their
// phone, the message as written, and the back office's messages. A reply goes to the visitor (Reply-To).
import { Text } from '@react-email/components';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { WordsBlock, muted } from '../request-parts/request-parts.js';
import { mailRenderer } from '../render.js';
import { mailT } from '../texts.js';
import type { MailContext } from '../types.js';

export interface NewContactMessageInput extends MailContext {
  message: { name: string; email: string; phone: string; text: string };
  /** The back office's messages screen. */
  messagesUrl: string;
}

const nameOf = (message: NewContactMessageInput['message']) => message.name.trim() || message.email;

export function NewContactMessage({ lang, business, message, messagesUrl }: NewContactMessageInput) {
  const t = mailT(lang);
  const name = nameOf(message);
  const phone = message.phone.trim() ? t('quotes.contactMessage.phone', { phone: message.phone.trim() }) : '';
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t('quotes.contactMessage.preview', { name, business: business.name })}>
      <MessageIntro
        heading={t('quotes.contactMessage.heading')}
        intro={[t('quotes.contactMessage.from', { name, email: message.email }), phone]}
      />
      <WordsBlock label={t('quotes.contactMessage.heading')} words={message.text} />
      <Text style={muted}>{t('quotes.contactMessage.replyNote', { name })}</Text>
      <MessageAction business={business} href={messagesUrl} label={t('quotes.contactMessage.action')} />
    </MailLayout>
  );
}

export const renderNewContactMessage = mailRenderer(NewContactMessage, (t, { message }) =>
  t('quotes.contactMessage.subject', { name: nameOf(message) }),
);
