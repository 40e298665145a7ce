// Client entry: hydrates what the server rendered from the state the page carries — the RTK Query
// cache (no request is sent again), the host settings and the texts of the page's language.
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import './styles/site.css';
import { StrictMode } from 'react';
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

async function main(): Promise<void> {
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
  const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <AppProviders store={store} i18n={createBrowserI18n(state.i18n)} config={state.config}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void main();
