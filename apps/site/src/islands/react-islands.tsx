// The islands of a page served as islands that render with React (docs/decisions.md "Islands on the home
// page"): the contact modal, the chat widget and the plan-denial toast. None is in the server's HTML, so
// they mount in a root of their own at the end of the body (createRoot, nothing to hydrate), loaded the
// first time one is needed: the contact modal on the first click of a contact entry, the chat widget on
// the first press of its stand-in launcher (chat-launcher.ts), the toast when the page was reached by a
// denial. The contact and chat code (and the query
// store they send through) load as they do on any page, behind lazy imports of their own.
import { ToastProvider, useToast } from '@vitrina/ui-kit';
import { StrictMode, Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserI18n } from '../app/browser-i18n.js';
import { ChatFeature, ContactFeature } from '../app/lazy-features.js';
import { businessCountry } from '../app/site-context.js';
import type { IslandState } from './island-state.js';

const QueryStore = lazy(() => import('./query-store.js'));

interface Shown {
  contact: { requested: boolean; open: boolean };
  chat: { requested: boolean; open: boolean; onShown?: () => void };
  /** The text of an error toast to show once. */
  error: string | null;
}

export interface ReactIslands {
  openContact(): void;
  /** Replaces the stand-in launcher (chat-launcher.ts) with the widget, open; `onShown` once it is on the page. */
  showChat(onShown: () => void): void;
  showError(text: string): void;
}

function ErrorToast({ text }: { text: string | null }) {
  const toast = useToast();
  useEffect(() => {
    if (text) toast.error(text);
  }, [text, toast]);
  return null;
}

/** Mounts the islands' root once; its methods show each island. */
export function startReactIslands(state: IslandState, doc: Document = document): ReactIslands {
  let shown: Shown = { contact: { requested: false, open: false }, chat: { requested: false, open: false }, error: null };
  const listeners = new Set<() => void>();
  const update = (next: Partial<Shown>) => {
    shown = { ...shown, ...next };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const i18n = createBrowserI18n({ locale: state.locale, resources: state.texts });
  const country = businessCountry(state.client);

  function Islands() {
    const { contact, chat, error } = useSyncExternalStore(subscribe, () => shown);
    return (
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <ErrorToast text={error} />
          {(contact.requested || chat.requested) && (
            <Suspense fallback={null}>
              <QueryStore>
                <ContactFeature
                  requested={contact.requested}
                  clientId={state.client.id}
                  country={country}
                  open={contact.open}
                  onClose={() => update({ contact: { requested: true, open: false } })}
                />
                {chat.requested && <ChatFeature clientId={state.client.id} initiallyOpen={chat.open} onShown={chat.onShown} />}
              </QueryStore>
            </Suspense>
          )}
        </ToastProvider>
      </I18nextProvider>
    );
  }

  const container = doc.createElement('div');
  container.setAttribute('data-islands-root', '');
  doc.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <Islands />
    </StrictMode>,
  );
  return {
    openContact: () => update({ contact: { requested: true, open: true } }),
    showChat: (onShown) => update({ chat: { requested: true, open: true, onShown } }),
    showError: (text) => update({ error: text }),
  };
}
