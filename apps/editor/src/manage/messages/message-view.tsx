// One contact-us message: who sent it (name, e-mail, phone), when, the text as written, and what the
// business does with it: reply by e-mail, mark read or unread, archive or move back to the inbox.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@vitrina/api-client/back-office';
import { Button } from '@vitrina/ui-kit';
import { Facts } from './facts.js';
import { replyHref, replySubjectOf } from './reply-link.js';
import { useBusinessDates } from '../../app/business-dates.js';

export type MessageChange = { read: boolean } | { archived: boolean };

export interface MessageViewProps {
  message: ContactMessage;
  /** The change under way, if any (its button shows it). */
  pending: 'read' | 'archived' | null;
  onChange: (change: MessageChange) => void;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function MessageView({ message, pending, onChange, onBack, headingRef }: MessageViewProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const read = message.read_at !== null;
  const archived = message.archived_at !== null;
  const subject = t('manage:messages.replySubject', {
    subject: replySubjectOf(message.message) || t('manage:messages.replySubjectFallback'),
  });
  const headingId = `vm-message-${message.id}`;
  return (
    <article className="vm-view" aria-labelledby={headingId}>
      <Button type="button" variant="secondary" className="vm-view__back" onClick={onBack}>
        {t('manage:messages.back')}
      </Button>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="vm-view__name">
        {message.name}
      </h2>
      <p className="vm-view__when">{t('manage:messages.received', { date: dates.dateTime(message.created_at) })}</p>
      <dl className="vm-view__contact">
        <Facts facts={[[t('manage:messages.email'), message.email], message.phone ? [t('manage:messages.phone'), message.phone] : null]} />
      </dl>
      <p className="vm-view__text">{message.message}</p>
      <div className="vm-view__actions">
        <a className="vk-button vk-button--primary" href={replyHref(message.email, subject)}>
          <span className="vk-button__label">{t('manage:messages.reply')}</span>
        </a>
        <Button type="button" variant="secondary" loading={pending === 'read'} onClick={() => onChange({ read: !read })}>
          {read ? t('manage:messages.markUnread') : t('manage:messages.markRead')}
        </Button>
        <Button type="button" variant="secondary" loading={pending === 'archived'} onClick={() => onChange({ archived: !archived })}>
          {archived ? t('manage:messages.unarchive') : t('manage:messages.archive')}
        </Button>
      </div>
    </article>
  );
}
