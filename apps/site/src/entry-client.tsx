// Client entry: hydrates what the server rendered, reusing its loader data (no second fetch).
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createI18n } from '@vitrina/i18n';
import { AppProviders } from './app-providers.js';
import { routes } from './routes/routes.js';

const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
const i18n = createI18n({ lng: document.documentElement.lang === 'es' ? 'es' : 'en' });

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
