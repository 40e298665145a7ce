// Test support for the popups of this family: renders one popup through the real PopupHost, with a store
// holding a draft (the bistro's unless given), translations in en or es, toasts and fake services; and the
// checks every popup must pass (spec §2: "The popup cancel button reads Close"; Escape closes; focus stays
// inside; nothing is applied on Close).
import { render, screen, within } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, it } from 'vitest';
import type { WebsiteDraft } from '@vitrina/api-client';
import type { SiteData } from '@vitrina/core-model';
import { createI18n } from '@vitrina/i18n';
import { ToastProvider } from '@vitrina/ui-kit';
import { EditorServicesContext } from '../../app/editor-services.js';
import type { EditorServices } from '../../app/editor-services.js';
import { draftLoaded, openPopup } from '../../store/editor-slice.js';
import type { EditorState } from '../../store/editor-slice.js';
import { createEditorStore } from '../../store/store.js';
import type { EditorStore } from '../../store/store.js';
import { CLIENT_ID, SITE_ORIGIN, bistroDraft } from '../../testing/fixtures.js';
import { mockApi } from '../../testing/mock-api.js';
import type { MockApi } from '../../testing/mock-api.js';
import { fakeAuth } from '../../testing/render-editor.js';
import { PopupHost } from '../popup-host.js';
import type { PopupKey } from '../popup-keys.js';
import type { PopupComponent } from '../popup-registry.js';

export interface RenderPopupOptions {
  sectionIndex?: number | null;
  lng?: 'en' | 'es';
  draft?: WebsiteDraft;
  readOnly?: boolean;
  /** Other popups this one may open (e.g. the header's "Edit logo"). */
  others?: Partial<Record<PopupKey, PopupComponent>>;
}

export interface RenderedPopup extends RenderResult {
  store: EditorStore;
  api: MockApi;
  i18n: I18n;
  user: ReturnType<typeof userEvent.setup>;
  editor: () => EditorState;
  /** The working copy now (throws if none). */
  working: () => SiteData;
}

export function renderPopup(key: PopupKey, Popup: PopupComponent, options: RenderPopupOptions = {}): RenderedPopup {
  const { sectionIndex = null, lng = 'en', draft = bistroDraft(), readOnly = false, others = {} } = options;
  const api = mockApi();
  const auth = fakeAuth();
  const store = createEditorStore({
    apiBaseUrl: `${SITE_ORIGIN}/api`,
    assetsBaseUrl: `${SITE_ORIGIN}/assets`,
    getToken: () => auth.accessToken(),
    fetchFn: api.fetchFn,
  });
  store.dispatch(draftLoaded({ clientId: CLIENT_ID, draft, readOnly }));
  store.dispatch(openPopup({ key, sectionIndex }));
  const url = new URL('/admin', SITE_ORIGIN);
  const services: EditorServices = {
    auth,
    leave: () => undefined,
    location: { host: url.host, origin: url.origin, pathname: url.pathname, search: '', hash: '' },
    popups: { ...others, [key]: Popup },
    storage: window.sessionStorage,
  };
  const i18n = createI18n({ lng });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <EditorServicesContext.Provider value={services}>
          <ToastProvider>
            <PopupHost />
          </ToastProvider>
        </EditorServicesContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  const editor = () => store.getState().editor;
  return {
    ...view,
    store,
    api,
    i18n,
    user: userEvent.setup(),
    editor,
    working: () => {
      const working = editor().working;
      if (!working) throw new Error('no working copy');
      return working;
    },
  };
}

/** Replaces a field's text the way an owner does: select all, type. */
export async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

export interface PopupContract {
  key: PopupKey;
  Popup: PopupComponent;
  options?: RenderPopupOptions;
  /** The dialog's name (its title) in English. */
  title: string;
  /** The label of a text field to change before closing (popups without one: nothing is typed). */
  field?: string;
}

/** The rows every popup of this family passes (spec §2 "Editor popups", issue 5 keyboard rules). */
export function itBehavesLikeAPopup({ key, Popup, options, title, field }: PopupContract) {
  it.each(['Close', 'Escape'] as const)('§2 %s closes the popup without applying what was typed', async (how) => {
    const { user, editor } = renderPopup(key, Popup, options);
    const dialog = await screen.findByRole('dialog', { name: title });
    const before = editor().working;
    if (field) await retype(user, within(dialog).getByLabelText(field, { selector: 'input, textarea' }), 'Changed');
    if (how === 'Close') await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    else await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor().activeSection).toBeNull();
    expect(editor().working).toBe(before);
    expect(editor().unsaved).toEqual({});
  });

  it('keyboard alone: focus starts inside, Tab and Shift+Tab stay inside the popup', async () => {
    const { user } = renderPopup(key, Popup, options);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
}
