// Storybook frame for the popups of this family: a store holding a draft (the bistro's unless given), fake
// services (an upload goes nowhere: it shows the failure message) and the real PopupHost with the popup
// open. Closing or applying closes it; "Reopen" brings it back.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import type { WebsiteDraft } from '@vitrina/api-client';
import { Button, ToastProvider } from '@vitrina/ui-kit';
import { EditorServicesContext } from '../../app/editor-services.js';
import type { EditorServices } from '../../app/editor-services.js';
import { draftLoaded, openPopup } from '../../store/editor-slice.js';
import { useEditorSelector } from '../../store/hooks.js';
import { createEditorStore } from '../../store/store.js';
import { CLIENT_ID, bistroDraft } from '../../testing/fixtures.js';
import { storyAuth } from '../../testing/story-auth.js';
import { PopupHost } from '../popup-host.js';
import type { PopupKey } from '../popup-keys.js';
import type { PopupComponent } from '../popup-registry.js';

export interface PopupStoryProps {
  popupKey: PopupKey;
  Popup: PopupComponent;
  sectionIndex?: number | null;
  draft?: WebsiteDraft;
  /** Popups the story's popup may open (e.g. the header's "Edit logo"). */
  others?: Partial<Record<PopupKey, PopupComponent>>;
}

const offline = (async () =>
  new Response(JSON.stringify({ error: { code: 'offline', message: 'Storybook' } }), { status: 503 })) as typeof fetch;

function Reopen({
  popupKey,
  sectionIndex,
  onReopen,
}: {
  popupKey: PopupKey;
  sectionIndex: number | null;
  onReopen: (key: PopupKey, index: number | null) => void;
}) {
  const { t } = useTranslation(['editor']);
  const open = useEditorSelector((state) => state.editor.activeSection !== null);
  return open ? null : (
    <Button onClick={() => onReopen(popupKey, sectionIndex)}>{t('editor:chrome.editSection', { section: popupKey })}</Button>
  );
}

export function PopupStory({ popupKey, Popup, sectionIndex = null, draft, others = {} }: PopupStoryProps) {
  const [store] = useState(() => {
    const created = createEditorStore({ getToken: () => storyAuth.accessToken(), fetchFn: offline });
    created.dispatch(draftLoaded({ clientId: CLIENT_ID, draft: draft ?? bistroDraft(), readOnly: false }));
    created.dispatch(openPopup({ key: popupKey, sectionIndex }));
    return created;
  });
  const services = useMemo<EditorServices>(
    () => ({
      auth: storyAuth,
      leave: () => undefined,
      location: { host: 'bistro.localhost:8080', origin: 'http://bistro.localhost:8080', pathname: '/admin', search: '', hash: '' },
      popups: { ...others, [popupKey]: Popup },
      storage: window.sessionStorage,
    }),
    [others, popupKey, Popup],
  );
  return (
    <Provider store={store}>
      <EditorServicesContext.Provider value={services}>
        <ToastProvider>
          <Reopen
            popupKey={popupKey}
            sectionIndex={sectionIndex}
            onReopen={(key, index) => store.dispatch(openPopup({ key, sectionIndex: index }))}
          />
          <PopupHost />
        </ToastProvider>
      </EditorServicesContext.Provider>
    </Provider>
  );
}
