// Renders an editor component in the editor's frame (editor-frame.tsx) behind a memory router, with a fake
// sign-in and the mock API: for component tests of popups, uploads, the gallery admin, backups and inbox.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { WebsiteDraft } from '@vitrina/api-client';
import { createI18n } from '@vitrina/i18n';
import type { PopupRegistry } from '../popups/popup-contract.js';
import type { EditorStore } from '../store/store.js';
import { EditorFrame, frameServices, frameStore } from './editor-frame.js';
import { fakeAuth } from './fake-auth.js';
import type { FakeAuth } from './fake-auth.js';
import { SITE_ORIGIN } from './fixtures.js';
import { mockApi } from './mock-api.js';
import type { Handler, MockApi } from './mock-api.js';

export interface RenderWithEditorOptions {
  lng?: 'en' | 'es';
  auth?: FakeAuth;
  api?: Record<string, Handler>;
  /** The loaded draft; the bistro's by default. */
  draft?: WebsiteDraft;
  readOnly?: boolean;
  /** The popups the editor's services carry. */
  popups?: PopupRegistry;
  /** The router's first location. */
  path?: string;
  /** Runs on the store before the first render (e.g. opens a popup). */
  setup?: (store: EditorStore) => void;
}

export interface RenderedWithEditor extends RenderResult {
  store: EditorStore;
  api: MockApi;
  auth: FakeAuth;
  i18n: I18n;
  /** The router's path now (where a link inside the component led). */
  path: () => string;
}

export function renderWithEditor(
  ui: ReactElement,
  { lng = 'en', auth = fakeAuth(), api: overrides = {}, draft, readOnly, popups, path = '/', setup }: RenderWithEditorOptions = {},
): RenderedWithEditor {
  const api = mockApi(overrides);
  const store = frameStore({
    apiBaseUrl: `${SITE_ORIGIN}/api`,
    assetsBaseUrl: `${SITE_ORIGIN}/assets`,
    getToken: () => auth.accessToken(),
    fetchFn: api.fetchFn,
    draft,
    readOnly,
  });
  setup?.(store);
  const i18n = createI18n({ lng });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <EditorFrame store={store} services={frameServices(auth, popups)} i18n={i18n}>
      <RouterProvider router={router} />
    </EditorFrame>,
  );
  return { ...view, store, api, auth, i18n, path: () => router.state.location.pathname };
}
