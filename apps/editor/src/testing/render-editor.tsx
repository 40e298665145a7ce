// Renders the whole editor (routes, store, services) at a path, with a fake sign-in and the mock API.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { createI18n } from '@vitrina/i18n';
import { EditorApp } from '../app/editor-app.js';
import type { EditorServices } from '../app/editor-services.js';
import type { PopupRegistry } from '../popups/popup-contract.js';
import { routes } from '../routes/routes.js';
import { createEditorStore } from '../store/store.js';
import type { EditorStore } from '../store/store.js';
import { fakeAuth } from './fake-auth.js';
import type { FakeAuth } from './fake-auth.js';
import { SITE_ORIGIN } from './fixtures.js';
import { mockApi } from './mock-api.js';
import type { Handler, MockApi } from './mock-api.js';

export interface RenderEditorOptions {
  path?: string;
  api?: Record<string, Handler>;
  auth?: FakeAuth;
  popups?: PopupRegistry;
  /** Where unsaved work waits during a sign-in redirect; this tab's sessionStorage by default. */
  storage?: EditorServices['storage'];
}

export interface RenderedEditor extends RenderResult {
  api: MockApi;
  auth: FakeAuth;
  store: EditorStore;
  leave: Mock<(url: string) => void>;
  router: ReturnType<typeof createMemoryRouter>;
  i18n: i18n;
}

export function renderEditor({
  path = '/admin',
  api: overrides = {},
  auth = fakeAuth(),
  popups = {},
  storage,
}: RenderEditorOptions = {}): RenderedEditor {
  const api = mockApi(overrides);
  const store = createEditorStore({
    apiBaseUrl: `${SITE_ORIGIN}/api`,
    assetsBaseUrl: `${SITE_ORIGIN}/assets`,
    getToken: () => auth.accessToken(),
    fetchFn: api.fetchFn,
  });
  const url = new URL(path, SITE_ORIGIN);
  const leave = vi.fn<(url: string) => void>();
  const services: EditorServices = {
    auth,
    leave,
    location: { host: url.host, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash },
    popups,
    storage: storage ?? window.sessionStorage,
  };
  const i18n = createI18n({ lng: 'en' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<EditorApp store={store} i18n={i18n} services={services} router={router} />);
  return { ...view, api, auth, store, leave, router, i18n };
}
