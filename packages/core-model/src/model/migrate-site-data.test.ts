import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultSiteData, SITE_DATA_SCHEMA_VERSION } from './site-data.js';
import { migrateSiteData } from './migrate-site-data.js';

describe('migrateSiteData', () => {
  it('CONVENTIONS: an empty document becomes a complete current SiteData with the §3/§9 defaults', () => {
    const doc = migrateSiteData({});
    expect(doc.schema_version).toBe(SITE_DATA_SCHEMA_VERSION);
    expect(doc.main_site_variables).toMatchObject({
      primary_color: '#000000',
      service_section_style: 'carousel',
      display_location_section: 0,
    });
    expect(doc.client).toMatchObject({ currency_code: 'USD', language_id: 1, language: 'en', is_active: 1 });
    expect(doc.sections).toEqual([]);
  });

  it.each([
    [
      '§3 is_active "0" (legacy string) → 0',
      { client: { is_active: '0' } },
      (d: ReturnType<typeof migrateSiteData>) => d.client.is_active,
      0,
    ],
    ['§3 is_active false → 0', { client: { is_active: false } }, (d: ReturnType<typeof migrateSiteData>) => d.client.is_active, 0],
    ['§3 freemium 1 → true', { client: { freemium: 1 } }, (d: ReturnType<typeof migrateSiteData>) => d.client.freemium, true],
    ['§3 language_id 2 → Spanish', { client: { language_id: '2' } }, (d: ReturnType<typeof migrateSiteData>) => d.client.language, 'es'],
    [
      '§3 unknown language_id → English default',
      { client: { language_id: 9 } },
      (d: ReturnType<typeof migrateSiteData>) => d.client.language_id,
      1,
    ],
    ['§3 missing currency → USD', { client: { currency: null } }, (d: ReturnType<typeof migrateSiteData>) => d.client.currency_code, 'USD'],
    [
      'a document with only a symbol takes its country’s currency, not the symbol',
      { client: { currency: { symbol: '$' }, country: { country_code: 'es' } } },
      (d: ReturnType<typeof migrateSiteData>) => d.client.currency_code,
      'EUR',
    ],
    [
      'an ISO code is kept',
      { client: { currency_code: 'MXN', country: { country_code: 'US' } } },
      (d: ReturnType<typeof migrateSiteData>) => d.client.currency_code,
      'MXN',
    ],
    [
      'a code outside the ISO list is not',
      { client: { currency_code: '€', country: { country_code: 'US' } } },
      (d: ReturnType<typeof migrateSiteData>) => d.client.currency_code,
      'USD',
    ],
    ['§3 unknown plan slug → null', { client: { plan_slug: 'gold' } }, (d: ReturnType<typeof migrateSiteData>) => d.client.plan_slug, null],
    [
      '§3 custom domain is lower-cased',
      { client: { custom_domain: 'Joes.COM' } },
      (d: ReturnType<typeof migrateSiteData>) => d.client.custom_domain,
      'joes.com',
    ],
    [
      '§3 display_location_section "1" → 1',
      { main_site_variables: { display_location_section: '1' } },
      (d: ReturnType<typeof migrateSiteData>) => d.main_site_variables.display_location_section,
      1,
    ],
    [
      '§3 invalid service_section_style → carousel',
      { main_site_variables: { service_section_style: 'grid' } },
      (d: ReturnType<typeof migrateSiteData>) => d.main_site_variables.service_section_style,
      'carousel',
    ],
    [
      '§3 legacy mobile_only_display_map 1 → map',
      { main_site_variables: { mobile_only_display_map: 1 } },
      (d: ReturnType<typeof migrateSiteData>) => d.main_site_variables.mobile_only_display_map,
      'map',
    ],
    ['§3 template id "4" → 4', { template: { id: '4', url: 'https://t/4/' } }, (d: ReturnType<typeof migrateSiteData>) => d.template.id, 4],
  ])('%s', (_name, input, read, expected) => {
    expect(read(migrateSiteData(input))).toEqual(expected);
  });

  it('§3 sections: defaults filled, unknown section names dropped, missing ordering = stored order', () => {
    const doc = migrateSiteData({
      sections: [
        { section_name: 'hero', title: 'Hi' },
        { section_name: 'marquee' },
        { section_name: 'location', ordering: '7', locationinfo: [{ is_mobile: 1, name: 'Van' }] },
      ],
    });
    expect(doc.sections.map((s) => [s.section_name, s.ordering])).toEqual([
      ['hero', 1],
      ['location', 7],
    ]);
    expect(doc.sections[0]).toMatchObject({ title: 'Hi', body: '', serviceinfo: [], locationinfo: [] });
    expect(doc.sections[1]?.locationinfo[0]).toMatchObject({ name: 'Van', is_mobile: true, is_virtual: false, is_online_store: false });
  });

  it('§3 nav and gallery: unknown nav types and images without a URL are dropped', () => {
    const doc = migrateSiteData({
      nav: [{ type: 'home' }, { type: 'weird' }, { type: 'contact', label: 'Call us', enabled: 0 }],
      gallery: [{ image: 'a.jpg', description: 'A' }, { description: 'no image' }],
      social: { facebook: 'https://fb.com/joes', myspace: 'x', instagram: '' },
    });
    expect(doc.nav.map((n) => [n.type, n.label, n.enabled])).toEqual([
      ['home', '', true],
      ['contact', 'Call us', false],
    ]);
    expect(doc.gallery).toEqual([{ id: null, image: 'a.jpg', description: 'A' }]);
    expect(doc.social).toEqual({ facebook: 'https://fb.com/joes' });
  });

  it('CONVENTIONS: migrating a current document changes nothing', () => {
    const current = defaultSiteData({ last_updated: '2025-01-01T00:00:00Z' });
    expect(migrateSiteData(current)).toEqual(current);
  });

  it('CONVENTIONS: migrate never throws and is idempotent on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const once = migrateSiteData(input);
        expect(migrateSiteData(once)).toEqual(once);
      }),
    );
  });
});
