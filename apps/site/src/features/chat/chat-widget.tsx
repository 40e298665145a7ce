// The chat widget (spec §1 "optional chat widget", §4 "Chat"): a launcher and a panel, desktop or the
// mobile full-screen variant below 768 px (`mobile`, which the page follows on resize). The panel is a
// dialog: focus moves in when it opens and back to the launcher when it closes; Escape closes it; the
// full-screen variant is modal and keeps Tab inside. Styles load with this module only.
import type { ChatSession } from '@vitrina/api-client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatConversation } from './chat-conversation.js';
import { ChatIntroForm } from './chat-intro-form.js';
import { loadChatSession, saveChatSession } from './chat-session.js';
import { useChatMessages } from './use-chat-messages.js';
import type { ChatLoss } from './use-chat-messages.js';
import './chat.css';
import './chat-mobile.css';

export interface ChatWidgetProps {
  clientId: number;
  mobile: boolean;
  /** Open from the start: a page served as islands loads the widget when its stand-in launcher is pressed. */
  initiallyOpen?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ChatWidget({ clientId, mobile, initiallyOpen = false }: ChatWidgetProps) {
  const { t } = useTranslation(['sections']);
  const [open, setOpen] = useState(initiallyOpen);
  const [session, setSession] = useState<ChatSession | null>(() => loadChatSession(clientId));
  const [unavailable, setUnavailable] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  const changeSession = useCallback(
    (next: ChatSession | null) => {
      saveChatSession(clientId, next);
      setSession(next);
    },
    [clientId],
  );
  const onLoss = useCallback(
    (loss: ChatLoss) => {
      if (loss === 'unavailable') setUnavailable(true);
      else changeSession(null);
    },
    [changeSession],
  );
  const { messages, loaded, add } = useChatMessages({ clientId, session, active: open && !unavailable, onLoss });

  // Focus: into the panel on open (its first field), back to the launcher on close.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open, session, unavailable]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      } else if (event.key === 'Tab' && mobile) {
        const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [open, mobile]);

  let body;
  if (unavailable) body = <p className="vz-chat__notice">{t('sections:chat.unavailable')}</p>;
  else if (!session) body = <ChatIntroForm clientId={clientId} onStarted={changeSession} onUnavailable={() => setUnavailable(true)} />;
  else body = <ChatConversation clientId={clientId} session={session} messages={messages} loaded={loaded} onSent={add} onLoss={onLoss} />;

  return (
    <div className={`vz-chat ${mobile ? 'vz-chat--mobile' : 'vz-chat--desktop'}`}>
      <button
        ref={launcherRef}
        type="button"
        className="vz-chat__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        hidden={mobile && open}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="vz-chat__launcher-icon" />
        <span className="vz-chat__launcher-text">{t('sections:chat.open')}</span>
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="vz-chat__panel" role="dialog" aria-modal={mobile} aria-labelledby={titleId}>
          <div className="vz-chat__header">
            <h2 id={titleId} className="vz-chat__title">
              {t('sections:chat.title')}
            </h2>
            <button type="button" className="vz-chat__close" aria-label={t('sections:chat.close')} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="vz-chat__body">{body}</div>
        </div>
      )}
    </div>
  );
}
