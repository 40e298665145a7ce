// The list of the Messages screen, newest first: who wrote, when, the start of the message; unread ones in
// bold with an "Unread" mark that screen readers hear too. Each entry is a button that opens the message.
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@vitrina/api-client/back-office';
import { useBusinessDates } from '../../app/business-dates.js';

export interface MessageListProps {
  messages: readonly ContactMessage[];
  selectedId: number | null;
  onOpen: (message: ContactMessage) => void;
}

/** How much of the message the list shows. */
const EXCERPT_LENGTH = 140;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
};

export function MessageList({ messages, selectedId, onOpen }: MessageListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <ul className="vm-list" aria-label={t('manage:messages.list')}>
      {messages.map((message) => {
        const unread = message.read_at === null;
        return (
          <li key={message.id}>
            <button
              type="button"
              data-message-id={message.id}
              className={['vm-list__item', unread && 'vm-list__item--unread'].filter(Boolean).join(' ')}
              aria-current={message.id === selectedId ? 'true' : undefined}
              onClick={() => onOpen(message)}
            >
              <span className="vm-list__top">
                <span className="vm-list__name">{message.name}</span>
                {unread ? <span className="vbl-badge">{t('manage:messages.unread')}</span> : null}
                {message.archived_at ? <span className="vbl-badge vbl-badge--muted">{t('manage:messages.archived')}</span> : null}
              </span>
              <span className="vm-list__when">{dates.dateTime(message.created_at)}</span>
              <span className="vm-list__excerpt">{excerpt(message.message)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
