// The chat inbox, where the owner reads the messages visitors send from the site's chat widget and replies: the
// conversations, and one opened to read and answer. Both are polled while the panel is open.
import './inbox.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatInboxQuery } from '@vitrina/api-client';
import type { ChatConversationSummary } from '@vitrina/api-client';
import { Modal, Spinner } from '@vitrina/ui-kit';
import { ownerErrorMessage } from '../gallery-admin/owner-error-message.js';
import { useViewFocus } from '../app/view-focus.js';
import { useEditorSelector } from '../store/hooks.js';
import { ConversationList } from './conversation-list.js';
import { ConversationView } from './conversation-view.js';
import { INBOX_POLL_MS } from './inbox-poll.js';

export interface InboxPanelProps {
  onClose: () => void;
  /** The business whose chat this is; the editor's draft gives it on /admin, the back office passes it. */
  clientId?: number;
  pollMs?: { conversations: number; messages: number };
}

export function InboxPanel({ onClose, clientId: givenClientId, pollMs = INBOX_POLL_MS }: InboxPanelProps) {
  const { t } = useTranslation(['editor', 'status', 'errors']);
  const editor = useEditorSelector((state) => state.editor);
  const clientId = givenClientId ?? editor.clientId;
  const readOnly = editor.readOnly;
  const [open, setOpen] = useState<ChatConversationSummary | null>(null);
  const inbox = useChatInboxQuery(clientId ?? 0, {
    skip: clientId === null,
    pollingInterval: pollMs.conversations,
    skipPollingIfUnfocused: true,
  });
  const viewRef = useViewFocus(open);

  let body;
  if (open && clientId !== null) {
    body = (
      <ConversationView clientId={clientId} conversation={open} pollMs={pollMs.messages} readOnly={readOnly} onBack={() => setOpen(null)} />
    );
  } else if (inbox.isLoading) {
    body = <Spinner label={t('editor:inbox.loading')} />;
  } else if (inbox.isError && !inbox.data) {
    body = <p role="alert">{ownerErrorMessage(t, inbox.error, 'editor:inbox.loadFailed')}</p>;
  } else {
    body = <ConversationList conversations={inbox.data ?? []} onOpen={setOpen} />;
  }

  return (
    <Modal open onClose={onClose} title={t('editor:inbox.title')} size="large">
      <div ref={viewRef} tabIndex={-1} className="ve-inbox">
        {body}
      </div>
    </Modal>
  );
}
