// Storybook frame for the editor parts of uploads, gallery admin, backups and inbox: a store with the
// bistro's draft whose API answers come from `routes` (no network), toasts, and a signed-in owner.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@vitrina/ui-kit';
import { EditorServicesContext } from '../app/editor-services.js';
import type { EditorServices } from '../app/editor-services.js';
import { draftLoaded } from '../store/editor-slice.js';
import { createEditorStore } from '../store/store.js';
import { CLIENT_ID, bistroDraft } from '../testing/fixtures.js';
import { storyAuth } from '../testing/story-auth.js';

/** `METHOD /api/path` → JSON body (status 200), or a Response. */
export type StoryRoutes = Record<string, unknown>;

function storyFetch(routes: StoryRoutes): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = routes[`${request.method} ${new URL(request.url, window.location.href).pathname}`];
    if (answer instanceof Response) return answer.clone();
    if (answer === undefined) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'story' } }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export function StoryEditor({
  routes = {},
  readOnly = false,
  children,
}: {
  routes?: StoryRoutes;
  readOnly?: boolean;
  children: ReactNode;
}) {
  const store = useMemo(() => {
    const created = createEditorStore({ apiBaseUrl: '/api', getToken: () => storyAuth.accessToken(), fetchFn: storyFetch(routes) });
    created.dispatch(draftLoaded({ clientId: CLIENT_ID, draft: bistroDraft(), readOnly }));
    return created;
  }, [routes, readOnly]);
  const services = useMemo(
    () =>
      ({
        auth: storyAuth,
        leave: () => undefined,
        location: window.location,
        popups: {},
        storage: window.sessionStorage,
      }) as unknown as EditorServices,
    [],
  );
  return (
    <Provider store={store}>
      <EditorServicesContext.Provider value={services}>
        <ToastProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </ToastProvider>
      </EditorServicesContext.Provider>
    </Provider>
  );
}
