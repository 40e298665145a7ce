// The inbox's conversations, latest activity first: who wrote (name, e-mail) and when they last did.
import { useTranslation } from 'react-i18next';
import type { ChatConversationSummary } from '@vitrina/api-client';
import { useBusinessDates } from '../app/business-dates.js';

export interface ConversationListProps {
  conversations: ChatConversationSummary[];
  onOpen: (conversation: ChatConversationSummary) => void;
}

export function ConversationList({ conversations, onOpen }: ConversationListProps) {
  const { t } = useTranslation(['editor']);
  const dates = useBusinessDates();
  if (conversations.length === 0) return <p>{t('editor:inbox.empty')}</p>;
  return (
    <ul className="ve-inbox__conversations" aria-label={t('editor:inbox.conversations')}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button type="button" className="ve-inbox__conversation" onClick={() => onOpen(conversation)}>
            <span className="ve-inbox__name">{conversation.name}</span>
            <span className="ve-inbox__email">{conversation.email}</span>
            <span className="ve-inbox__when">{t('editor:inbox.lastMessage', { date: dates.dateTime(conversation.last_message_at) })}</span>
            {conversation.last_message ? <span className="ve-inbox__excerpt">{conversation.last_message.body}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
