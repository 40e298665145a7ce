// The browser's i18next instance, from the one language's texts the page carries (not @vitrina/i18n's
// createI18n, which bundles every language: the page would ship both). Same options otherwise.
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import type { PageState } from './page-state.js';

export function createBrowserI18n({ locale, resources }: PageState['i18n']): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: resources as Record<string, Record<string, unknown>> },
    ns: Object.keys(resources),
    defaultNS: 'common',
    fallbackLng: false,
    supportedLngs: ['en', 'es'],
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
