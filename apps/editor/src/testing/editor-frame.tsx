// What an editor component reads from outside itself, for tests and stories: a store holding a loaded
// draft (the bistro's unless given), the editor's services (the popups given, a sign-in, no leaving),
// translations and toasts. The one frame behind renderWithEditor, renderPopup, StoryEditor and PopupStory.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { ApiClientConfig, WebsiteDraft } from '@vitrina/api-client';
import { ToastProvider } from '@vitrina/ui-kit';
import { EditorServicesContext } from '../app/editor-services.js';
import type { EditorServices } from '../app/editor-services.js';
import type { AuthService } from '../auth/auth-service.js';
import type { PopupRegistry } from '../popups/popup-contract.js';
import { draftLoaded } from '../store/editor-slice.js';
import { createEditorStore } from '../store/store.js';
import type { EditorStore } from '../store/store.js';
import { SITE_ORIGIN, bistroDraft } from './fixtures.js';

export interface FrameStoreOptions extends ApiClientConfig {
  draft?: WebsiteDraft;
  /** A freemium site's draft (spec §8): shown, never editable. */
  readOnly?: boolean;
}

/** An editor store with `draft` loaded as the working copy. */
export function frameStore({ draft = bistroDraft(), readOnly = false, ...config }: FrameStoreOptions): EditorStore {
  const store = createEditorStore(config);
  store.dispatch(draftLoaded({ clientId: draft.data.client.id, draft, readOnly }));
  return store;
}

/** The editor's services at the bistro's /admin: `auth` signs in, leaving goes nowhere. */
export function frameServices(auth: AuthService, popups: PopupRegistry = {}): EditorServices {
  const url = new URL('/admin', SITE_ORIGIN);
  return {
    auth,
    leave: () => undefined,
    location: { host: url.host, origin: url.origin, pathname: url.pathname, search: '', hash: '' },
    popups,
    storage: window.sessionStorage,
  };
}

export interface EditorFrameProps {
  store: EditorStore;
  services: EditorServices;
  /** Interface language; without it the surrounding I18nextProvider (Storybook's toolbar) is used. */
  i18n?: I18n;
  children: ReactNode;
}

export function EditorFrame({ store, services, i18n, children }: EditorFrameProps) {
  const content = (
    <EditorServicesContext.Provider value={services}>
      <ToastProvider>{children}</ToastProvider>
    </EditorServicesContext.Provider>
  );
  return <Provider store={store}>{i18n ? <I18nextProvider i18n={i18n}>{content}</I18nextProvider> : content}</Provider>;
}
