// Renders an editor component with what it reads from outside: translations, toasts, the editor's
// services (a fake sign-in) and a store holding the bistro's draft. For component tests of this folder
// and of the gallery admin, backups and inbox.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createI18n } from '@vitrina/i18n';
import { ToastProvider } from '@vitrina/ui-kit';
import { EditorServicesContext } from '../app/editor-services.js';
import type { EditorServices } from '../app/editor-services.js';
import { draftLoaded } from '../store/editor-slice.js';
import { createEditorStore } from '../store/store.js';
import type { EditorStore } from '../store/store.js';
import { CLIENT_ID, SITE_ORIGIN, bistroDraft } from '../testing/fixtures.js';
import { mockApi } from '../testing/mock-api.js';
import type { Handler, MockApi } from '../testing/mock-api.js';
import { fakeAuth } from '../testing/render-editor.js';
import type { FakeAuth } from '../testing/render-editor.js';

export interface HarnessOptions {
  lng?: 'en' | 'es';
  auth?: FakeAuth;
  api?: Record<string, Handler>;
  readOnly?: boolean;
}

export interface RenderedWithEditor extends RenderResult {
  store: EditorStore;
  api: MockApi;
  auth: FakeAuth;
  i18n: I18n;
}

export function renderWithEditor(
  ui: ReactElement,
  { lng = 'en', auth = fakeAuth(), api: overrides = {}, readOnly = false }: HarnessOptions = {},
): RenderedWithEditor {
  const api = mockApi(overrides);
  const store = createEditorStore({
    apiBaseUrl: `${SITE_ORIGIN}/api`,
    assetsBaseUrl: `${SITE_ORIGIN}/assets`,
    getToken: () => auth.accessToken(),
    fetchFn: api.fetchFn,
  });
  store.dispatch(draftLoaded({ clientId: CLIENT_ID, draft: bistroDraft(), readOnly }));
  const i18n = createI18n({ lng });
  const url = new URL('/admin', SITE_ORIGIN);
  // Cast: the services interface is still growing; these components use auth only.
  const services = {
    auth,
    leave: () => undefined,
    location: { host: url.host, origin: url.origin, pathname: url.pathname, search: '', hash: '' },
    popups: {},
    storage: window.sessionStorage,
  } as EditorServices;
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <EditorServicesContext.Provider value={services}>
          <ToastProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </ToastProvider>
        </EditorServicesContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, api, auth, i18n };
}
