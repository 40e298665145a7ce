import { defaultSection, defaultSiteData, migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_SPECS } from '../../seed/demo-clients.js';
import { isValidStoreLink } from '@vitrina/validation';
import { checkEditableSiteData } from './site-data-check.js';

/** A link the site may render: none, http(s)://…, or a path of the site itself. */
const isSafeSiteLink = (value: string | null) => value === null || isValidStoreLink(value);

function doc(overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    sections: [defaultSection('hero', { title: 'Welcome', ordering: 1 }), defaultSection('about', { body: 'Hello', ordering: 2 })],
    ...overrides,
  });
}

/** The document as JSON with one value replaced at a path such as `sections.1.bg_color`. */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const out = JSON.parse(JSON.stringify(doc())) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = out;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
  return out;
}

describe('checkEditableSiteData (spec §2 "Editor popups": the server validates what the editor saves)', () => {
  it('accepts the site data of every demo client unchanged (a loaded document can always be saved back)', () => {
    for (const spec of DEMO_CLIENT_SPECS) {
      const { template_id: _t, ...client } = spec.client(new Date());
      const images = Object.fromEntries(spec.images.map((i) => [i.name, `/assets/demo/${spec.subdomain}/${i.name}.webp`]));
      const site = migrateSiteData(spec.site({ ...client, id: 1, language: 'en', wurkzen_subdomain: spec.subdomain }, images));
      const result = checkEditableSiteData(JSON.parse(JSON.stringify(site)));
      expect(result, spec.subdomain).toEqual({
        ok: true,
        value: { main_site_variables: site.main_site_variables, nav: site.nav, social: site.social, sections: site.sections },
      });
    }
  });

  it.each([
    [
      '§5 HTML tags are removed from entered text, then it is trimmed',
      'sections.0.title',
      '  <b>Fresh</b> <script>alert(1)</script>bread ',
      (v: SiteData) => v.sections[0]!.title,
      'Fresh alert(1)bread',
    ],
    [
      '§5 strip tags in the page title',
      'main_site_variables.title',
      '<img src=x onerror=alert(1)>Bistro',
      (v: SiteData) => v.main_site_variables.title,
      'Bistro',
    ],
    ['§5 strip tags in a nav label', 'nav.0.label', '<i>Start</i>', (v: SiteData) => v.nav[0]!.label, 'Start'],
    [
      'colours are stored lower-case',
      'main_site_variables.primary_color',
      '#AABBCC',
      (v: SiteData) => v.main_site_variables.primary_color,
      '#aabbcc',
    ],
    ['an empty section colour keeps the template default', 'sections.1.bg_color', '', (v: SiteData) => v.sections[1]!.bg_color, ''],
    [
      'a site-relative link is kept',
      'main_site_variables.ecommerce_url',
      '/store',
      (v: SiteData) => v.main_site_variables.ecommerce_url,
      '/store',
    ],
    [
      'an https image is kept',
      'sections.0.bg_img_url',
      'https://cdn.example/hero.webp',
      (v: SiteData) => v.sections[0]!.bg_img_url,
      'https://cdn.example/hero.webp',
    ],
    ['NUL characters never reach the database', 'sections.1.body', 'a\u0000b', (v: SiteData) => v.sections[1]!.body, 'ab'],
  ])('%s', (_name, path, value, read, expected) => {
    const result = checkEditableSiteData(withValue(path, value));
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(read(result.value as SiteData)).toBe(expected);
  });

  it.each([
    [
      'a javascript: link',
      'main_site_variables.logo_url',
      'javascript:alert(1)',
      'data.main_site_variables.logo_url',
      'validation:invalid.link',
    ],
    ['a data: image', 'sections.0.img_url', 'data:image/png;base64,AAAA', 'data.sections[0].img_url', 'validation:invalid.link'],
    [
      'a scheme-relative link to another host',
      'main_site_variables.blog_url',
      '//evil.example/x',
      'data.main_site_variables.blog_url',
      'validation:invalid.link',
    ],
    [
      'a backslash path browsers read as another host',
      'main_site_variables.gallery_url',
      '/\\evil.example',
      'data.main_site_variables.gallery_url',
      'validation:invalid.link',
    ],
    ['a social link without http(s)', 'social', { facebook: 'ftp://x.example' }, 'data.social.facebook', 'validation:invalid.link'],
    [
      'a colour that is not #rrggbb',
      'main_site_variables.primary_color',
      'red',
      'data.main_site_variables.primary_color',
      'validation:invalid.color',
    ],
    ['a short #rgb colour', 'sections.1.inner_bg_color', '#fff', 'data.sections[1].inner_bg_color', 'validation:invalid.color'],
    [
      'an unknown section name (nothing could render it)',
      'sections.1.section_name',
      'marquee',
      'data.sections[1].section_name',
      'validation:invalid.value',
    ],
    ['a nav item of an unknown type', 'nav.0.type', 'popup', 'data.nav[0].type', 'validation:invalid.value'],
    ['an object where text goes', 'sections.0.title', { html: 'x' }, 'data.sections[0].title', 'validation:invalid.value'],
    ['sections that are not a list', 'sections', { hero: {} }, 'data.sections', 'validation:invalid.value'],
    ['a missing main_site_variables', 'main_site_variables', null, 'data.main_site_variables', 'validation:invalid.value'],
    ['a service list that is not a list', 'sections.0.serviceinfo', 'none', 'data.sections[0].serviceinfo', 'validation:invalid.value'],
  ])('rejects %s with the field and its validation message', (_name, path, value, field, message) => {
    const result = checkEditableSiteData(withValue(path, value));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it('rejects a document that is not an object', () => {
    expect(checkEditableSiteData([])).toEqual({ ok: false, fields: { data: 'validation:invalid.value' } });
  });

  it('returns only the editable parts: client, template and gallery never come from the body', () => {
    const result = checkEditableSiteData(doc());
    expect(result.ok && Object.keys(result.value).sort()).toEqual(['main_site_variables', 'nav', 'sections', 'social']);
  });

  it('property: never throws; what it accepts has no tags in text, safe links and storable strings', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('<b>x</b>', 'javascript:alert(1)', '/ok', 'https://a.example', '#A1B2C3', '\u0000', '\uD800'),
    );
    const section = fc.record({
      section_name: fc.constantFrom('hero', 'about', 'footer', 'bogus'),
      title: text,
      body: text,
      bg_color: text,
      img_url: fc.option(text),
      serviceinfo: fc.array(fc.record({ name: text, img_url: fc.option(text) }), { maxLength: 2 }),
    });
    const data = fc.record({
      main_site_variables: fc.record({ title: text, primary_color: text, logo_url: fc.option(text), seo: fc.anything() }),
      nav: fc.array(fc.record({ type: fc.constantFrom('home', 'about', 'nope'), label: text }), { maxLength: 3 }),
      social: fc.dictionary(fc.constantFrom('facebook', 'instagram'), text),
      sections: fc.array(section, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.oneof(data, fc.anything()), (input) => {
        const result = checkEditableSiteData(input);
        if (!result.ok) return;
        const json = JSON.stringify(result.value);
        expect(json).not.toMatch(/\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
        for (const s of result.value.sections) {
          expect(s.title).not.toMatch(/<[a-z/!?]/i);
          expect(isSafeSiteLink(s.img_url)).toBe(true);
        }
        expect(isSafeSiteLink(result.value.main_site_variables.logo_url)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
