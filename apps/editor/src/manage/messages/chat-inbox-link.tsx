// The way from the Messages screen to the visitors' chat (spec §4 "Chat"): a "Chat conversations" button
// that opens the same inbox as the editor's toolbar, when chat is available for the business (core-model's
// chatUnavailableReason, the rule the site's widget and the API's chat routes follow); otherwise one sentence
// saying why. Whoever may use the Messages screen (owner, manager) answers chat too.
// The inbox (with its reply form) loads when first opened.
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatUnavailableReason } from '@vitrina/core-model';
import type { ChatClient } from '@vitrina/core-model';
import { Button, Spinner } from '@vitrina/ui-kit';

const InboxPanel = lazy(() => import('../../inbox/inbox-panel.js').then((m) => ({ default: m.InboxPanel })));

export interface ChatInboxLinkProps {
  clientId: number;
  /** The business as its site is published (plan, chat switch, live or not). */
  client: ChatClient;
  /** For tests: the moment availability is judged at. */
  now?: Date;
}

export function ChatInboxLink({ clientId, client, now = new Date() }: ChatInboxLinkProps) {
  const { t } = useTranslation(['manage', 'editor']);
  const [shown, setShown] = useState(false);
  const reason = chatUnavailableReason(client, now);

  let content;
  if (reason === 'freemium' || reason === 'chat_disabled' || reason === 'site_disabled') {
    content = <p className="vm-chat__text">{t(`manage:chat.unavailable.${reason}`)}</p>;
  } else {
    content = (
      <>
        <p className="vm-chat__text">{t('manage:chat.hint')}</p>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setShown(true)}>
          {t('manage:chat.open')}
        </Button>
        {shown ? (
          <Suspense fallback={<Spinner label={t('editor:inbox.loading')} />}>
            <InboxPanel clientId={clientId} onClose={() => setShown(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return <div className="vm-chat">{content}</div>;
}
