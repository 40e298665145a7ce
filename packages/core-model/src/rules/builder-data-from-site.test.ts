import { describe, expect, it } from 'vitest';
import {
  builderDataFromSite,
  defaultClient,
  defaultLocationInfo,
  defaultMainSiteVariables,
  defaultSection,
  defaultSiteData,
  previewSiteData,
} from '@vitrina/core-model';

const site = defaultSiteData({
  client: defaultClient({ name: 'Luna Bakery', language_id: 2, industry_id: 7 }),
  main_site_variables: defaultMainSiteVariables({ title: 'Luna', primary_color: '#aa3300' }),
  sections: [
    defaultSection('header', { title: 'Luna Bakery', ordering: 1 }),
    defaultSection('hero', { title: 'Pan cada mañana', title_subtext: 'Desde 1999', ordering: 2 }),
    defaultSection('about', { title: 'Nosotros', body: 'Horneamos.', ordering: 3 }),
    defaultSection('service', {
      ordering: 4,
      serviceinfo: [
        { id: 1, name: 'Pan', description: 'Masa madre', img_url: '/a.jpg', price: '4.00', booking_types: [0] },
        { id: 2, name: '  ', description: 'unnamed', img_url: null, price: null, booking_types: [0] },
        { id: 3, name: 'Tartas', description: '', img_url: null, price: null, booking_types: [0] },
      ],
    }),
    defaultSection('location', { ordering: 5, img_url: '/map.png', locationinfo: [defaultLocationInfo({ lat: 40.7, lon: -74 })] }),
  ],
});

describe('builderDataFromSite (issue 16: the back office previews every template with the business’s own content)', () => {
  it('§3 builder data from the draft: name, hero title → tagline, hero subtext, about body, services, colour, language', () => {
    const data = builderDataFromSite(site);
    expect(data).toMatchObject({
      business_name: 'Luna Bakery',
      tagline_text: 'Pan cada mañana',
      hero_subtext: 'Desde 1999',
      about_us_text: 'Horneamos.',
      primary_brand_color: '#aa3300',
      language_id: 2,
      industry_id: 7,
      location_lat: 40.7,
      location_lon: -74,
      s3_map_url: '/map.png',
    });
    // Services by name and description; one without a name is no service.
    expect(JSON.parse(data.services_json)).toEqual([
      { name: 'Pan', description: 'Masa madre' },
      { name: 'Tartas', description: '' },
    ]);
  });

  it('a site with no client name uses its page title; missing sections give empty texts, never a crash', () => {
    const bare = defaultSiteData({ main_site_variables: defaultMainSiteVariables({ title: 'Shop' }) });
    expect(builderDataFromSite(bare)).toMatchObject({
      business_name: 'Shop',
      tagline_text: '',
      hero_subtext: '',
      about_us_text: '',
      services_json: '[]',
      location_lat: null,
      s3_map_url: null,
    });
  });

  it('round trip: a template previewed with it shows the business’s texts (previewSiteData)', () => {
    const template = defaultSiteData({
      sections: [defaultSection('hero', { title: 'Welcome' }), defaultSection('about', { body: 'Your story' })],
    });
    const preview = previewSiteData({ id: 9, data: template }, builderDataFromSite(site));
    expect(preview.client.name).toBe('Luna Bakery');
    expect(preview.client.language).toBe('es');
    expect(preview.sections.map((s) => s.title || s.body)).toEqual(['Pan cada mañana', 'Horneamos.']);
  });
});
