// The editor's providers around a router: store, translations, toasts and the outside services.
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { ToastProvider } from '@vitrina/ui-kit';
import type { EditorStore } from '../store/store.js';
import { EditorServicesContext } from './editor-services.js';
import type { EditorServices } from './editor-services.js';

export interface EditorAppProps {
  store: EditorStore;
  i18n: I18n;
  services: EditorServices;
  router: ReturnType<typeof createBrowserRouter>;
}

export function EditorApp({ store, i18n, services, router }: EditorAppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <EditorServicesContext.Provider value={services}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </EditorServicesContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
