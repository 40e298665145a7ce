import { createI18n } from './index.js';
import type { Locale } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';

describe('createI18n', () => {
  it('is ready synchronously: the first render already has its texts (SSR)', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common:loading')).toBe('Loading…');
  });

  it('§4 Locale: the default locale is en', () => {
    expect(createI18n().language).toBe('en');
  });

  it.each<[string, Locale | undefined, string]>([
    ['en', 'en', 'Close'],
    ['es', 'es', 'Cerrar'],
    ['nothing given → en', undefined, 'Close'],
  ])('starts in the requested language: %s', (_name, lng, close) => {
    expect(createI18n({ lng }).t('common:close')).toBe(close);
  });

  it('§4 Locale: an unsupported initial language gives the default en', () => {
    const i18n = createI18n({ lng: 'fr' as Locale });
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:close')).toBe('Close');
  });

  it('uses common as the default namespace', () => {
    expect(createI18n({ lng: 'es' }).t('back')).toBe('Atrás');
  });

  it('does not HTML-escape interpolated values (React escapes what it renders)', () => {
    const i18n = createI18n();
    expect(i18n.t('common:logoAlt', { name: 'Tom & Jerry <Cafe>' })).toBe('Tom & Jerry <Cafe> logo');
  });

  it('§9 fallback es: a key missing in English is shown in Spanish, then English, never as a raw key', () => {
    const en = createI18n({ lng: 'en' });
    en.addResource('es', 'common', 'onlyInSpanish', 'Solo en español');
    expect(en.t('common:onlyInSpanish' as never)).toBe('Solo en español');
    const es = createI18n({ lng: 'es' });
    es.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(es.t('common:onlyInEnglish' as never)).toBe('Only in English');
  });

  it('gives every caller its own instance (one per SSR request)', () => {
    const a = createI18n({ lng: 'en' });
    const b = createI18n({ lng: 'en' });
    void b.changeLanguage('es');
    expect(a.language).toBe('en');
    expect(b.language).toBe('es');
  });

  it('returns the key, never null, for an unknown key', () => {
    expect(createI18n().t('common:noSuchKey' as never)).toBe('noSuchKey');
  });
});
