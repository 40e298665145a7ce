// Browser entry of the editor SPA (served by the API at /admin/* and /gallery/admin/* of a site host).
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import './editor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createI18n } from '@vitrina/i18n';
import { EditorApp } from './app/editor-app.js';
import type { EditorServices } from './app/editor-services.js';
import { createBrowserAuth } from './auth/auth-service.js';
import { popupRegistry } from './popups/popup-registry.js';
import { routes } from './routes/routes.js';
import { createEditorStore } from './store/store.js';

// Until the employee's language is known (spec §4 "Admin entry" 4), follow the browser.
const i18n = createI18n({ lng: navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en' });
const auth = createBrowserAuth({ location: window.location, storage: window.sessionStorage });
const store = createEditorStore({ getToken: () => auth.accessToken() });
const services: EditorServices = {
  auth,
  leave: (url) => window.location.assign(url),
  location: window.location,
  popups: popupRegistry,
  storage: window.sessionStorage,
};
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <EditorApp store={store} i18n={i18n} services={services} router={router} />
  </StrictMode>,
);
