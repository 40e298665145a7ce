// Renders a kit piece with the real translations (the ui-kit fields read theirs) and toasts, without the
// editor's store.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@vitrina/i18n';
import { ToastProvider } from '@vitrina/ui-kit';

export function renderKit(ui: ReactElement, lng: 'en' | 'es' = 'en') {
  const i18n = createI18n({ lng });
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nextProvider>
    ),
  });
}
