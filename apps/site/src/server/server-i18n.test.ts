// @vitest-environment node
import { createI18n } from '@vitrina/i18n';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson, SITE_NAMESPACES } from '../app/page-state.js';
import { pageTextsJson, serverI18n } from './server-i18n.js';

type LooseT = (...args: unknown[]) => unknown;
/** `getFixedT` with any namespaces and key prefix (the typed one only takes known prefixes). */
const fixedT = (i18n: I18n, lng: string, ns: string | string[], keyPrefix?: string): LooseT =>
  (i18n.getFixedT as unknown as (...args: unknown[]) => LooseT).call(i18n, lng, ns, keyPrefix);

describe('serverI18n: one read-only instance per language for the process', () => {
  it('is the same instance for every request of a language, and another one per language', () => {
    expect(serverI18n('en')).toBe(serverI18n('en'));
    expect(serverI18n('es')).not.toBe(serverI18n('en'));
    expect(serverI18n('en').language).toBe('en');
    expect(serverI18n('es').language).toBe('es');
  });

  it('gives react-i18next an object with no own property to copy on every useTranslation', () => {
    expect(Object.getOwnPropertyNames(serverI18n('en'))).toEqual([]);
    expect(serverI18n('en').isInitialized).toBe(true);
  });

  it.each(['en', 'es'] as const)('answers what a fresh instance answers (%s), remembered or not', (lng) => {
    const fresh = createI18n({ lng });
    const view = serverI18n(lng);
    const calls: [string, Record<string, unknown>?][] = [
      ['common:close'],
      ['close'],
      ['common:logoAlt', { name: 'Tom & Jerry <Cafe>' }],
      ['common:logoAlt', { name: 'Other' }],
      ['sections:location.serviceRadius', { miles: 50 }],
      ['sections:location.serviceRadius', { miles: '50' }],
      ['common:noSuchKey'],
    ];
    for (const keyPrefix of [undefined, 'nav']) {
      const viewT = fixedT(view, lng, ['common', 'sections'], keyPrefix);
      const freshT = fixedT(fresh, lng, ['common', 'sections'], keyPrefix);
      for (let round = 0; round < 2; round++) {
        for (const [key, options] of calls)
          expect(options ? viewT(key, options) : viewT(key)).toBe(options ? freshT(key, options) : freshT(key));
        expect(viewT('sections:nav.home')).toBe(freshT('sections:nav.home'));
      }
    }
    expect(fixedT(view, lng, 'common')).toBe(fixedT(view, lng, 'common'));
    expect(view.hasLoadedNamespace('sections')).toBe(true);
  });

  it('calls it cannot key (a function among the options) go to i18next every time', () => {
    const t = fixedT(serverI18n('en'), 'en', 'common');
    expect(t('logoAlt', { name: 'A', postProcess: [] })).toBe('A logo');
    expect(t('logoAlt', { name: 'B', postProcess: [] })).toBe('B logo');
  });

  it('the page state texts are the JSON of the namespaces the site uses, in one language', () => {
    const fresh = createI18n({ lng: 'es' });
    const resources = Object.fromEntries(SITE_NAMESPACES.map((ns) => [ns, fresh.getResourceBundle('es', ns) as unknown]));
    expect(pageTextsJson('es')).toBe(scriptSafeJson({ locale: 'es', resources }));
  });
});
