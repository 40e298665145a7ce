// Locale rules of spec §3 (language_id 1 English, 2 Spanish) and §4 "Locale" (unsupported locales are
// rejected, default en).
import { DEFAULT_LOCALE, LANGUAGE_IDS, LOCALES } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import type { i18n as I18n } from 'i18next';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The site language from a client's language_id: 1 → en, 2 → es, anything else → the default (en).
 * The editor's rule ("1 English, otherwise Spanish") is core-model's `languageForEmployee`.
 */
export function localeFromLanguageId(languageId: number | string | null | undefined): Locale {
  const id = Number(languageId);
  if (id === LANGUAGE_IDS.es) return 'es';
  if (id === LANGUAGE_IDS.en) return 'en';
  return DEFAULT_LOCALE;
}

/** The language_id of a locale (for payloads that carry language_id). */
export function languageIdFromLocale(locale: Locale): number {
  return LANGUAGE_IDS[locale];
}

/**
 * Switches the interface language. An unsupported locale is rejected (returns false) and the language
 * stays as it was; i18next alone would silently fall back to another language instead.
 */
export function changeLocale(i18n: I18n, lng: unknown): boolean {
  if (!isSupportedLocale(lng)) return false;
  // Resources are inline, so i18next applies the change synchronously; the promise only reports it.
  void i18n.changeLanguage(lng);
  return true;
}

/** The instance's current language as a supported locale (default en if it is anything else). */
export function currentLocale(i18n: I18n): Locale {
  return isSupportedLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}
