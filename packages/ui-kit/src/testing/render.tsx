import { createI18n } from '@vitrina/i18n';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

export type Lng = 'en' | 'es';

/** Renders inside an I18nextProvider holding the real resources of @vitrina/i18n. */
export function renderWithI18n(
  ui: ReactElement,
  { lng = 'en', ...options }: { lng?: Lng } & RenderOptions = {},
): RenderResult & { i18n: I18n } {
  const i18n = createI18n({ lng });
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, i18n };
}

/** The text of any `namespace:key` (the typed `t` only takes the default namespace's keys). */
export function translate(i18n: { t: unknown }, key: string): string {
  return (i18n.t as (key: string) => string)(key);
}
