// The i18next factory. Each call returns a new instance (one per SSR request, one per browser app),
// initialised synchronously so the first render already has its texts.
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { isSupportedLocale } from './locale.js';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources.js';

export interface CreateI18nOptions {
  /** Initial language; anything unsupported gives the default (en). */
  lng?: Locale;
}

/**
 * Fallback: spec §9 names es. Both languages are complete (the completeness test fails otherwise), so
 * the fallback only matters for a key added in a hurry; after es we try en, the source language, so a
 * visitor never sees a raw key.
 */
const FALLBACK_CHAIN: Locale[] = [...new Set<Locale>([FALLBACK_LOCALE, DEFAULT_LOCALE])];

export function createI18n(options: CreateI18nOptions = {}): I18n {
  const lng = isSupportedLocale(options.lng) ? options.lng : DEFAULT_LOCALE;
  const instance = createInstance();
  void instance.init({
    lng,
    resources,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: FALLBACK_CHAIN,
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show &amp; etc.
    interpolation: { escapeValue: false },
  });
  return instance;
}
