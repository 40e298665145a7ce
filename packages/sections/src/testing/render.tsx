import { createI18n } from '@vitrina/i18n';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

/** Renders inside an I18nextProvider holding the real resources of @vitrina/i18n. */
export function renderWithI18n(ui: ReactElement, { lng = 'en', ...options }: { lng?: 'en' | 'es' } & RenderOptions = {}): RenderResult {
  const i18n = createI18n({ lng });
  return render(ui, { ...options, wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
}
