// Hydration, loaded by src/entry-boot.ts when the browser is idle or the visitor interacts: hydrates
// what the server rendered from the state the page carries — the RTK Query cache (no request is sent
// again), the router's loader data, the host settings and the texts of the page's language.
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.js';
import { createBrowserI18n } from './app/browser-i18n.js';
import { readPageState } from './app/page-state.js';
import type { SiteEnv } from './app/site-env.js';
import { isFramed } from './routes/layout/use-is-framed.js';
import { createRoutes } from './routes/routes.js';
import { createSiteStore } from './store/create-store.js';

/** The current page's lazy route modules, loaded before hydrating so the first render matches the server's. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Its effect runs once React has hydrated the page and attached its handlers. It wraps the app rather than
 * sitting beside it: a sibling would make the client's tree differ from the server's, and React's `useId`
 * (which counts siblings) would then give other ids than the server rendered — a hydration mismatch.
 */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** Gives the browser a turn (input, paint) between the steps of hydration: no step is a long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the page; resolves once React handles its events. */
export async function hydrate(): Promise<void> {
  await yieldToBrowser(); // after the modules' own evaluation
  const state = readPageState(document);
  if (!state) return; // Not a page this server rendered (e.g. opened from disk): leave the HTML as it is.
  const store = createSiteStore({}, state.api);
  const env: SiteEnv = {
    store,
    config: state.config,
    framed: isFramed,
    now: () => new Date(),
    // Loaders run before the URL changes: the page being left is the previous path.
    previousPath: () => `${window.location.pathname}${window.location.search}`,
    loadedLocale: state.i18n.locale,
  };
  const routes = createRoutes(env);
  await loadMatchedRoutes(routes);
  // createBrowserRouter revives serialized route errors from this global (react-router's own contract).
  window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  const i18n = createBrowserI18n(state.i18n);
  await yieldToBrowser();
  await new Promise<void>((resolve) => {
    // A transition: React hydrates in small slices and keeps the main thread free for input.
    startTransition(() => {
      hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <StrictMode>
          <Hydrated onDone={resolve}>
            <AppProviders store={store} i18n={i18n} config={state.config}>
              <RouterProvider router={router} />
            </AppProviders>
          </Hydrated>
        </StrictMode>,
      );
    });
  });
}
