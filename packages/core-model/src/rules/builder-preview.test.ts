import { describe, expect, it } from 'vitest';
import { defaultClient, defaultLocationInfo, defaultSection, defaultSiteData, previewSiteData, readBuilderData } from '@vitrina/core-model';
import type { BuilderData } from '@vitrina/core-model';

const data: BuilderData = {
  business_name: 'Joe’s Bakery',
  location_lat: 40.7,
  location_lon: -74,
  industry_id: 3,
  language_id: 2,
  primary_brand_color: '#aa3300',
  s3_map_url: 'https://maps.example/joe.png',
  tagline_text: 'Bread every morning',
  hero_subtext: 'Since 1999',
  about_us_text: 'We bake.',
  services_json: '[{"name":"Bread","description":"Sourdough"},{"name":"Cakes"}]',
};

const template = {
  id: 9,
  url: '/assets/templates/9/',
  data: defaultSiteData({
    sections: [
      defaultSection('header', { title: 'Your business name', ordering: 1 }),
      defaultSection('hero', { title: 'Welcome', title_subtext: 'Say what you do', ordering: 2 }),
      defaultSection('about', { title: 'About us', body: 'Your story', ordering: 3 }),
      defaultSection('service', { title: 'Services', ordering: 4 }),
      defaultSection('location', { title: 'Find us', ordering: 5, locationinfo: [defaultLocationInfo({ name: 'Shop' })] }),
      defaultSection('footer', { title: 'Your business name', ordering: 6 }),
    ],
  }),
};

describe('previewSiteData (spec §1 template previews, §4 "template json merged with the client data")', () => {
  const preview = previewSiteData(template, data);
  const section = (name: string) => preview.sections.find((s) => s.section_name === name);

  it.each([
    [
      '§3 business_name → title, logo text, header and footer',
      () => [
        preview.main_site_variables.title,
        preview.main_site_variables.logo_text,
        section('header')?.title,
        section('footer')?.title,
        preview.client.name,
      ],
      Array(5).fill('Joe’s Bakery'),
    ],
    [
      '§3 tagline_text and hero_subtext → hero',
      () => [section('hero')?.title, section('hero')?.title_subtext],
      ['Bread every morning', 'Since 1999'],
    ],
    [
      '§3 about_us_text → about body; in Spanish the English placeholder title gives way to the translated default',
      () => [section('about')?.title, section('about')?.body],
      ['', 'We bake.'],
    ],
    ['§3 primary_brand_color → theme colour', () => preview.main_site_variables.primary_color, '#aa3300'],
    ['§3 language_id 2 → Spanish site', () => [preview.client.language_id, preview.client.language], [2, 'es']],
    [
      '§3 services_json → service list',
      () => section('service')?.serviceinfo.map((s) => [s.name, s.description]),
      [
        ['Bread', 'Sourdough'],
        ['Cakes', ''],
      ],
    ],
    [
      '§3 location and map',
      () => [section('location')?.img_url, section('location')?.locationinfo[0]?.lat, section('location')?.locationinfo[0]?.lon],
      ['https://maps.example/joe.png', 40.7, -74],
    ],
    [
      '§7 the template asked for is the one previewed',
      () => preview.template,
      { ...template.data.template, id: 9, url: '/assets/templates/9/' },
    ],
  ])('%s', (_name, read, expected) => {
    expect(read()).toEqual(expected);
  });

  it('in English the template’s texts the visitor did not replace stay; in Spanish they empty, header and footer keep the name', () => {
    const english = previewSiteData(template, { ...data, language_id: 1 });
    const titles = (site: typeof english) => site.sections.map((s) => [s.section_name, s.title, s.title_subtext, s.body]);
    expect(titles(english)).toEqual([
      ['header', 'Joe’s Bakery', '', ''],
      ['hero', 'Bread every morning', 'Since 1999', ''],
      ['about', 'About us', '', 'We bake.'],
      ['service', 'Services', '', ''],
      ['location', 'Find us', '', ''],
      ['footer', 'Joe’s Bakery', '', ''],
    ]);
    expect(titles(preview)).toEqual([
      ['header', 'Joe’s Bakery', '', ''],
      ['hero', 'Bread every morning', 'Since 1999', ''],
      ['about', '', '', 'We bake.'],
      ['service', '', '', ''],
      ['location', '', '', ''],
      ['footer', 'Joe’s Bakery', '', ''],
    ]);
  });

  it('keeps the template’s defaults where the visitor typed nothing, and ignores a colour that is not one', () => {
    const empty = previewSiteData(template, { ...readBuilderData({}), primary_brand_color: 'red;}' });
    expect(empty.sections).toEqual(template.data.sections);
    expect(empty.main_site_variables.primary_color).toBe(template.data.main_site_variables.primary_color);
  });

  it("§2 a builder preview (the site, which knows only the template id) keeps the document's template URL and is never a saved version", () => {
    const site = previewSiteData({ id: 9, data: { ...template.data, last_updated: '2025-01-01T00:00:00.000Z' } }, data);
    expect(site.template).toEqual({ ...template.data.template, id: 9 });
    expect(site.last_updated).toBeNull();
  });

  it('a wizard session of an existing client previews with that client', () => {
    const client = defaultClient({ id: 42, plan_slug: 'premium', wurkzen_subdomain: 'joes' });
    expect(previewSiteData(template, data, client).client).toMatchObject({
      id: 42,
      plan_slug: 'premium',
      wurkzen_subdomain: 'joes',
      name: 'Joe’s Bakery',
    });
  });
});

describe('readBuilderData (spec §3 Builder data)', () => {
  it('keeps exactly the §3 fields', () => {
    expect(readBuilderData({ ...data, secret: 'x' })).toEqual(data);
  });
  it('reads anything malformed as empty fields', () => {
    expect(readBuilderData('junk')).toMatchObject({
      business_name: '',
      location_lat: null,
      industry_id: null,
      language_id: 1,
      s3_map_url: null,
    });
    expect(readBuilderData({ business_name: 5, location_lat: 'x', industry_id: 1.5, language_id: 7 })).toMatchObject({
      business_name: '',
      location_lat: null,
      industry_id: null,
      language_id: 1,
    });
  });
});
