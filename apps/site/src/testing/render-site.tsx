// Renders the real route tree in jsdom on a memory router, with a fake API: what a visitor sees after
// client-side navigation. Memory-router requests come from localhost, so `sub` picks the site through
// the demo host (spec §4 "On localhost a demo host is used").
import { createI18n } from '@vitrina/i18n';
import type { Locale } from '@vitrina/core-model';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers.js';
import type { SiteConfig, SiteEnv } from '../app/site-env.js';
import { createRoutes } from '../routes/routes.js';
import { createSiteStore } from '../store/create-store.js';
import { SITE_DOMAIN, fakeHostFetch } from './fixtures.js';
import type { FakeHostOptions } from './fixtures.js';

export interface RenderSiteOptions extends FakeHostOptions {
  sub?: string;
  locale?: Locale;
  framed?: boolean;
}

export interface RenderedSite extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  requests: string[];
}

export function renderSite(
  path: string,
  { sub = 'bistro', locale = 'en', framed = false, ...hostOptions }: RenderSiteOptions = {},
): RenderedSite {
  const host = fakeHostFetch(hostOptions);
  const store = createSiteStore({ apiBaseUrl: 'http://in-process/api', assetsBaseUrl: 'http://in-process/assets', fetchFn: host.fetchFn });
  const config: SiteConfig = {
    siteDomain: SITE_DOMAIN,
    demoHost: `${sub}.${SITE_DOMAIN}`,
    signupUrl: 'https://vitrina.test/signup',
    providerHomeUrl: null,
  };
  const env: SiteEnv = { store, config, framed: () => framed, now: () => new Date(), previousPath: () => null, loadedLocale: locale };
  const router = createMemoryRouter(createRoutes(env), { initialEntries: [path] });
  const view = render(
    <AppProviders store={store} i18n={createI18n({ lng: locale })} config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, requests: host.requests };
}
