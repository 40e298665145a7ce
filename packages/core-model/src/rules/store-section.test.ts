import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SECTION_NAMES } from '../constants.js';
import type { SectionName } from '../constants.js';
import { defaultSection } from '../model/section.js';
import type { Section } from '../model/section.js';
import { ensureStoreSection } from './store-section.js';

const home = (): Section[] => [
  defaultSection('hero', { ordering: 1 }),
  defaultSection('about', { ordering: 2 }),
  defaultSection('service', { ordering: 3 }),
  defaultSection('location', { ordering: 4 }),
  defaultSection('footer', { ordering: 5 }),
];
const names = (sections: readonly Section[]) => sections.map((s) => `${s.section_name}:${s.ordering}`);

describe('ensureStoreSection', () => {
  it('§4 Store section: inserted after the service section with ordering service + 1, later sections shift', () => {
    const result = ensureStoreSection(home(), { ecommerceUrl: '/shop', locale: 'en' });
    expect(names(result)).toEqual(['hero:1', 'about:2', 'service:3', 'store:4', 'location:5', 'footer:6']);
  });

  it.each([
    [
      '§4 Store section: ecommerce_url /store → default colours and English title',
      'en',
      { bg_color: '#f9f9f9', inner_bg_color: '#ffffff', title: 'Our Online Store' },
    ],
    [
      '§4 Store section: ecommerce_url /store → Spanish title',
      'es',
      { bg_color: '#f9f9f9', inner_bg_color: '#ffffff', title: 'Nuestra tienda en línea' },
    ],
  ] as const)('%s', (_name, locale, expected) => {
    const store = ensureStoreSection(home(), { ecommerceUrl: '/store', locale }).find((s) => s.section_name === 'store');
    expect(store).toMatchObject(expected);
  });

  it('§4 Store section: other ecommerce_url → no default colours or title', () => {
    const store = ensureStoreSection(home(), { ecommerceUrl: 'https://shop.joes.com', locale: 'en' }).find(
      (s) => s.section_name === 'store',
    );
    expect(store).toMatchObject({ bg_color: '', inner_bg_color: '', title: '' });
  });

  it('§4 Store section: an existing store section is kept as is', () => {
    const sections = [...home(), defaultSection('store', { ordering: 9, title: 'Mine' })];
    expect(ensureStoreSection(sections, { ecommerceUrl: '/store', locale: 'en' })).toBe(sections);
  });

  it('§4 Store section: without a service section it goes before the footer', () => {
    const sections = home().filter((s) => s.section_name !== 'service');
    expect(names(ensureStoreSection(sections, { ecommerceUrl: null, locale: 'en' }))).toEqual([
      'hero:1',
      'about:2',
      'location:4',
      'store:5',
      'footer:6',
    ]);
  });

  it('§4 Store section: the input is not mutated', () => {
    const sections = home();
    ensureStoreSection(sections, { ecommerceUrl: '/store', locale: 'en' });
    expect(names(sections)).toEqual(['hero:1', 'about:2', 'service:3', 'location:4', 'footer:5']);
  });

  it('§4 Store section: exactly one store section, after service, orderings stay distinct', () => {
    const others = SECTION_NAMES.filter((n) => n !== 'store' && n !== 'service');
    fc.assert(
      fc.property(fc.shuffledSubarray([...others]), fc.integer({ min: 0, max: 5 }), (picked, servicePos) => {
        const list: SectionName[] = [...picked];
        list.splice(Math.min(servicePos, list.length), 0, 'service');
        const sections = list.map((n, i) => defaultSection(n, { ordering: i + 1 }));
        const result = ensureStoreSection(sections, { ecommerceUrl: '/store', locale: 'en' });
        const service = result.find((s) => s.section_name === 'service') as Section;
        const stores = result.filter((s) => s.section_name === 'store');
        expect(stores).toHaveLength(1);
        expect(stores[0]?.ordering).toBe(service.ordering + 1);
        expect(new Set(result.map((s) => s.ordering)).size).toBe(result.length);
      }),
    );
  });
});
