// One conversation: its messages (polled while open, so a visitor's new message shows up) and the reply.
import { useTranslation } from 'react-i18next';
import { useOwnerChatMessagesQuery, useReplyToChatMutation } from '@vitrina/api-client';
import type { ChatConversationSummary } from '@vitrina/api-client';
import { Button, Spinner, useToast } from '@vitrina/ui-kit';
import { ownerErrorMessage } from '../gallery-admin/owner-error-message.js';
import { ReplyForm } from './reply-form.js';
import { useBusinessDates } from '../app/business-dates.js';

export interface ConversationViewProps {
  clientId: number;
  conversation: ChatConversationSummary;
  pollMs: number;
  readOnly: boolean;
  onBack: () => void;
}

type ApiError = Parameters<typeof ownerErrorMessage>[1];

export function ConversationView({ clientId, conversation, pollMs, readOnly, onBack }: ConversationViewProps) {
  const { t } = useTranslation(['editor', 'status', 'errors']);
  const dates = useBusinessDates();
  const toast = useToast();
  const args = { clientId, conversationId: conversation.id };
  const messages = useOwnerChatMessagesQuery(args, { pollingInterval: pollMs, skipPollingIfUnfocused: true });
  const [reply] = useReplyToChatMutation();

  async function send(body: string) {
    try {
      await reply({ ...args, body }).unwrap();
      void messages.refetch();
    } catch (error) {
      toast.error(ownerErrorMessage(t, error as ApiError, 'editor:inbox.replyFailed'));
      throw error;
    }
  }

  let list;
  if (messages.isLoading) list = <Spinner label={t('editor:inbox.loading')} />;
  else if (messages.isError && !messages.data) list = <p role="alert">{ownerErrorMessage(t, messages.error, 'editor:inbox.loadFailed')}</p>;
  else if (!messages.data?.length) list = <p>{t('editor:inbox.noMessages')}</p>;
  else
    list = (
      <ol className="ve-inbox__messages">
        {messages.data.map((message) => (
          <li key={message.id} className={`ve-inbox__message ve-inbox__message--${message.author}`}>
            <p className="ve-inbox__meta">
              <strong>{message.author === 'owner' ? t('editor:inbox.you') : conversation.name}</strong>{' '}
              <time dateTime={message.created_at}>{dates.dateTime(message.created_at)}</time>
            </p>
            <p className="ve-inbox__body">{message.body}</p>
          </li>
        ))}
      </ol>
    );

  return (
    <section className="ve-inbox__conversation-view" aria-labelledby={`ve-inbox-${conversation.id}`}>
      <Button variant="link" onClick={onBack}>
        {t('editor:inbox.back')}
      </Button>
      <h3 id={`ve-inbox-${conversation.id}`}>{t('editor:inbox.conversationWith', { name: conversation.name })}</h3>
      <p className="ve-inbox__email">{conversation.email}</p>
      {/* New messages arriving by polling are announced. */}
      <div role="log" aria-live="polite" aria-label={t('editor:inbox.conversationWith', { name: conversation.name })}>
        {list}
      </div>
      <ReplyForm disabled={readOnly} onSend={send} />
    </section>
  );
}
