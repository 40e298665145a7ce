import { changeLocale, createI18n, currentLocale, isSupportedLocale, languageIdFromLocale, localeFromLanguageId } from './index.js';
import { describe, expect, it } from 'vitest';

describe('localeFromLanguageId (§3 client language_id)', () => {
  it.each([
    ['§3 language_id 1 English', 1, 'en'],
    ['§3 language_id 2 Spanish', 2, 'es'],
    ['§3 language_id as a string "2"', '2', 'es'],
    ['§4 Locale: unknown id 3 → default en', 3, 'en'],
    ['§4 Locale: id 0 → default en', 0, 'en'],
    ['§4 Locale: missing id → default en', undefined, 'en'],
    ['§4 Locale: null id → default en', null, 'en'],
    ['§4 Locale: junk → default en', 'abc', 'en'],
  ] as const)('%s', (_rule, id, locale) => {
    expect(localeFromLanguageId(id)).toBe(locale);
  });

  it('round-trips with languageIdFromLocale', () => {
    expect(localeFromLanguageId(languageIdFromLocale('en'))).toBe('en');
    expect(localeFromLanguageId(languageIdFromLocale('es'))).toBe('es');
  });
});

describe('isSupportedLocale (§9 Languages: en and es)', () => {
  it.each([
    ['en', true],
    ['es', true],
    ['fr', false],
    ['EN', false],
    ['es-MX', false],
    ['', false],
    ['cimode', false],
    [null, false],
    [2, false],
  ] as const)('%s → %s', (value, supported) => {
    expect(isSupportedLocale(value)).toBe(supported);
  });
});

describe('changeLocale (§4 Locale, §8 "Locale not supported: the switch is rejected")', () => {
  it('switches to a supported locale at once', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(changeLocale(i18n, 'es')).toBe(true);
    expect(i18n.language).toBe('es');
    expect(currentLocale(i18n)).toBe('es');
    expect(i18n.t('common:close')).toBe('Cerrar');
  });

  it.each(['fr', 'de-DE', 'es-MX', 'EN', '', 'cimode', undefined, 42])('rejects %s and keeps the language', (lng) => {
    const i18n = createI18n({ lng: 'es' });
    expect(changeLocale(i18n, lng)).toBe(false);
    expect(i18n.language).toBe('es');
    expect(i18n.t('common:close')).toBe('Cerrar');
  });
});
