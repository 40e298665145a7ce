import { ToastProvider } from '@vitrina/ui-kit';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { SiteStore } from '../store/create-store.js';
import { SiteConfigContext } from './site-config-context.js';
import type { SiteConfig } from './site-env.js';

export interface AppProvidersProps {
  store: SiteStore;
  i18n: I18n;
  config: SiteConfig;
  children: ReactNode;
}

export function AppProviders({ store, i18n, config, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SiteConfigContext.Provider value={config}>
          <ToastProvider>{children}</ToastProvider>
        </SiteConfigContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
