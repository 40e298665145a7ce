// Cross-package check: every message key @vitrina/validation can emit, and every `ui` key this package
// uses, has a real text in both languages. A missing translation fails the build here.
import { createI18n } from '@vitrina/i18n';
import { VALIDATION_MESSAGE_KEYS } from '@vitrina/validation';
import { describe, expect, it } from 'vitest';
import { translate } from './testing/render.js';

const LANGUAGES = ['en', 'es'] as const;

/** The text stored for `ns:key.path` in this very language (no fallback to the other one). */
function ownText(i18n: ReturnType<typeof createI18n>, lng: string, fullKey: string): unknown {
  const [ns = '', key = ''] = fullKey.split(':');
  return i18n.getResource(lng, ns, key);
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const uiKeys = leafKeys(createI18n({ lng: 'en' }).getResourceBundle('en', 'ui')).map((key) => `ui:${key}`);

describe('i18n coverage', () => {
  it('the ui namespace is loaded and not empty', () => {
    expect(uiKeys).toContain('ui:toast.title.success');
    expect(VALIDATION_MESSAGE_KEYS.length).toBeGreaterThan(0);
  });

  describe.each(LANGUAGES)('%s', (lng) => {
    const i18n = createI18n({ lng });

    it.each([...VALIDATION_MESSAGE_KEYS])('§5 validation message %s has a text', (key) => {
      const text = ownText(i18n, lng, key);
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
      expect(translate(i18n, key)).not.toBe(key);
    });

    it.each(uiKeys)('ui text %s has a text', (key) => {
      const text = ownText(i18n, lng, key);
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
    });
  });
});
