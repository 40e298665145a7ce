// The back office's Messages screen: the contact-us messages visitors sent from the public site (spec §3
// "Contact-us form"), newest first, searched and filtered on the server and loaded a page at a time
// ("Load more" follows the cursor). Opening an unread message marks it read; the business replies by
// e-mail, marks it unread again, archives it or moves it back. Owners and managers use it (back-office
// rights); the API refuses anyone else. The visitors' chat inbox opens from here too (chat-inbox-link.tsx).
// Beside the contact messages, at /manage/messages/sent, the e-mails the business sent (sent-mail.tsx, issue 28).
import '../kit/kit.css';
import './messages.css';
import './sent-mail.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useContactMessagesInfiniteQuery, useUpdateContactMessageMutation } from '@vitrina/api-client/back-office';
import type { ContactMessage } from '@vitrina/api-client/back-office';
import { FilterBar, ResourceList, filterTexts, listTexts, rowsOf } from '../kit/index.js';
import { ScreenFrame, isNetworkError } from '../screen-frame.js';
import { screenPath } from '../screen-path.js';
import type { ScreenError } from '../screen-frame.js';
import { ChatInboxLink } from './chat-inbox-link.js';
import type { ChatInboxLinkProps } from './chat-inbox-link.js';
import { messageChoices } from './message-filters.js';
import type { MessageFilter } from './message-filters.js';
import { MessageList } from './message-list.js';
import { MessageView } from './message-view.js';
import { SentMail } from './sent-mail.js';
import type { MessageChange } from './message-view.js';

export interface MessagesScreenProps {
  /** The business whose messages these are (the host's client). */
  clientId: number;
  /** The business, for the way to the visitors' chat; without it no chat link shows. */
  chat?: Omit<ChatInboxLinkProps, 'clientId'>;
}

type Done = 'read' | 'unread' | 'archived' | 'unarchived';

const doneOf = (change: MessageChange): Done =>
  'read' in change ? (change.read ? 'read' : 'unread') : change.archived ? 'archived' : 'unarchived';

/** Where the Sent view lives, beside the contact messages. */
export const SENT_MAIL_PATH = `${screenPath('messages')}/sent`;

/** The screen's two views, as links (each has its own address). */
function MessageViews({ sent }: { sent: boolean }) {
  const { t } = useTranslation(['manage']);
  const views = [
    { to: screenPath('messages'), text: t('manage:sentMail.contact'), current: !sent },
    { to: SENT_MAIL_PATH, text: t('manage:sentMail.sent'), current: sent },
  ];
  return (
    <nav className="vsm-views" aria-label={t('manage:sentMail.views')}>
      {views.map((view) => (
        <Link key={view.to} to={view.to} className="vsm-views__link" aria-current={view.current ? 'page' : undefined}>
          {view.text}
        </Link>
      ))}
    </nav>
  );
}

export function MessagesScreen(props: MessagesScreenProps) {
  const { t } = useTranslation(['manage']);
  const sent = useLocation().pathname.replace(/\/+$/, '') === SENT_MAIL_PATH;
  if (!sent) return <ContactMessages {...props} />;
  return (
    <ScreenFrame titleId="vm-title" title={t('manage:messages.title')} intro={t('manage:sentMail.intro')} className="vsm-sent">
      <MessageViews sent />
      <SentMail clientId={props.clientId} />
    </ScreenFrame>
  );
}

function ContactMessages({ clientId, chat }: MessagesScreenProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const [filter, setFilter] = useState<MessageFilter>({ status: 'inbox', q: '' });
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const [pending, setPending] = useState<'read' | 'archived' | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const list = useContactMessagesInfiniteQuery({ clientId, ...filter });
  const [update] = useUpdateContactMessageMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // The keyboard and screen reader follow the message that opens.
  const openedId = selected?.id ?? null;
  useEffect(() => {
    if (openedId !== null) headingRef.current?.focus();
  }, [openedId]);

  async function change(message: ContactMessage, next: MessageChange, { announce }: { announce: boolean }) {
    setPending('read' in next ? 'read' : 'archived');
    setNotice(null);
    try {
      const saved = await update({ clientId, messageId: message.id, ...next }).unwrap();
      setSelected((current) => (current?.id === saved.id ? saved : current));
      if (announce) setNotice({ text: t(`manage:messages.done.${doneOf(next)}`), failed: false });
    } catch (error) {
      const network = isNetworkError(error as ScreenError);
      setNotice({ text: network ? t('errors:network') : t('manage:messages.changeFailed'), failed: true });
    } finally {
      setPending(null);
    }
  }

  function open(message: ContactMessage) {
    setSelected(message);
    setNotice(null);
    if (message.read_at === null) void change(message, { read: true }, { announce: false });
  }

  function back() {
    const id = selected?.id;
    setSelected(null);
    setNotice(null);
    // The list shows again below 768 px: back to the entry that was open.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.focus());
  }

  return (
    <ScreenFrame
      titleId="vm-title"
      title={t('manage:messages.title')}
      intro={t('manage:messages.intro')}
      className={['vm-messages', selected && 'vm-messages--reading'].filter(Boolean).join(' ')}
    >
      <MessageViews sent={false} />
      {chat ? <ChatInboxLink clientId={clientId} {...chat} /> : null}
      <FilterBar
        value={filter}
        texts={filterTexts(t, 'messages')}
        choices={messageChoices(t)}
        // `vm-filters`: the screen hides the bar while a message is read on a narrow screen (messages.css).
        className="vm-filters"
        onChange={(next) => {
          setFilter(next);
          setSelected(null);
        }}
      />
      <div className="vm-messages__body">
        <ResourceList
          query={list}
          items={rowsOf(list.data, (page) => page.messages)}
          filtered={filter.q !== ''}
          texts={listTexts(t, 'messages')}
          className="vm-messages__list"
          moreClassName="vbl-more"
          boxRef={listRef}
        >
          {(messages) => <MessageList messages={messages} selectedId={openedId} onOpen={open} />}
        </ResourceList>
        <div className="vm-messages__reader">
          {selected ? (
            <MessageView
              message={selected}
              pending={pending}
              headingRef={headingRef}
              onBack={back}
              onChange={(next) => void change(selected, next, { announce: true })}
            />
          ) : (
            <p className="vb-state vm-messages__pick">{t('manage:messages.pick')}</p>
          )}
          <p className={['vm-notice', notice?.failed && 'vm-notice--failed'].filter(Boolean).join(' ')} role="status">
            {notice?.text}
          </p>
        </div>
      </div>
    </ScreenFrame>
  );
}
