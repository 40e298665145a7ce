import { describe, expect, it } from 'vitest';
import {
  countryTimeZone,
  defaultClient,
  defaultLocationInfo,
  defaultSection,
  decideSiteEntry,
  defaultSiteData,
  signupPriceCents,
  signupSiteData,
  signupTrialEndsAt,
  wizardBuilderData,
} from '@vitrina/core-model';
import type { SignupAnswers, WizardPreviewAnswers } from '@vitrina/core-model';

const template = {
  id: 9,
  url: '/assets/templates/9/',
  data: defaultSiteData({
    sections: [
      defaultSection('header', { title: 'Your business name', ordering: 1 }),
      defaultSection('hero', { title: 'Welcome to your new website', title_subtext: 'Say what you do', book: 'Book now', ordering: 2 }),
      defaultSection('about', { title: 'About us', body: 'Your story', ordering: 3 }),
      defaultSection('service', { title: 'Our services', book: 'Book now', ordering: 4 }),
      defaultSection('location', { title: 'Find us', ordering: 5, locationinfo: [defaultLocationInfo({ name: 'Shop' })] }),
      defaultSection('footer', { title: 'Your business name', ordering: 6 }),
    ],
  }),
};

const answers: SignupAnswers = {
  business_name: 'Luna Nails',
  industry_id: 1,
  language: 'en',
  goes_to_customers: false,
  country: 'US',
  address1: '12 Main St',
  city: 'Boston',
  state: 'MA',
  postal_code: '02110',
  radius_miles: 50,
  primary_brand_color: '#aa3366',
  tagline_text: 'Nails that last',
  hero_subtext: 'Walk in or book online',
  about_us_text: 'We are Luna.',
  services: [
    { name: 'Manicure', price: '25', duration_minutes: 30 },
    { name: 'Gel polish', price: '', duration_minutes: 45 },
  ],
  template_id: 9,
  email: 'owner@luna.test',
  password: 'a long password',
  subdomain: 'luna',
  wizard_session_id: null,
};
const client = defaultClient({ id: 7, name: 'Luna Nails', wurkzen_subdomain: 'luna', plan_slug: 'business' });
const section = (site: ReturnType<typeof signupSiteData>, name: string) => site.sections.find((s) => s.section_name === name)!;

describe('issue 16: a signed-up business’s first site document', () => {
  it('is the chosen template with the answers, as the wizard previewed it', () => {
    const site = signupSiteData({ template, answers, client, point: { lat: 42.36, lon: -71.05 } });
    expect(site.template).toMatchObject({ id: 9, url: '/assets/templates/9/' });
    expect(site.client).toEqual(client);
    expect(site.main_site_variables).toMatchObject({ title: 'Luna Nails', logo_text: 'Luna Nails', primary_color: '#aa3366' });
    expect(section(site, 'hero')).toMatchObject({ title: 'Nails that last', title_subtext: 'Walk in or book online' });
    expect(section(site, 'about')).toMatchObject({ body: 'We are Luna.' });
    expect(section(site, 'header').title).toBe('Luna Nails');
  });

  it('lists the services with their prices (none when left empty), booked at the storefront', () => {
    const site = signupSiteData({ template, answers, client, point: null });
    expect(section(site, 'service').serviceinfo).toEqual([
      { id: 1, name: 'Manicure', description: '', img_url: null, price: '25.00', booking_types: [0] },
      { id: 2, name: 'Gel polish', description: '', img_url: null, price: null, booking_types: [0] },
    ]);
  });

  it('shows the storefront’s address, placed on the map at its zip', () => {
    const site = signupSiteData({ template, answers, client, point: { lat: 42.36, lon: -71.05 } });
    expect(section(site, 'location').locationinfo).toEqual([
      expect.objectContaining({
        name: 'Luna Nails',
        address1: '12 Main St',
        city: 'Boston',
        postal_code: '02110',
        lat: 42.36,
        is_mobile: false,
      }),
    ]);
    expect(site.main_site_variables).toMatchObject({ display_location_section: 1, mobile_only_display_map: null });
  });

  it('a business that goes to its customers books at their address and shows its service area on the map (§4 Location design)', () => {
    const site = signupSiteData({ template, answers: { ...answers, goes_to_customers: true }, client, point: null });
    expect(section(site, 'service').serviceinfo.every((s) => s.booking_types.join() === '1')).toBe(true);
    expect(section(site, 'location').locationinfo[0]).toMatchObject({ is_mobile: true, address1: '' });
    expect(site.main_site_variables.mobile_only_display_map).toBe('map');
  });

  it('a Spanish site drops the template’s English placeholders the answers did not replace (the UI’s translated defaults show)', () => {
    const site = signupSiteData({ template, answers: { ...answers, language: 'es', about_us_text: '' }, client, point: null });
    expect(site.client.language).toBe(client.language); // the stored client is the source of truth
    expect(section(site, 'about')).toMatchObject({ title: '', body: '' });
    expect(section(site, 'service')).toMatchObject({ title: '', book: '' });
    expect(section(site, 'hero')).toMatchObject({ title: 'Nails that last', book: '' });
    expect(section(site, 'header').title).toBe('Luna Nails');
  });
});

describe('issue 16: wizard answers as §3 builder data', () => {
  const preview: WizardPreviewAnswers = {
    business_name: 'Luna',
    industry_id: null,
    language: 'es',
    primary_brand_color: '',
    tagline_text: 't',
    hero_subtext: 'h',
    about_us_text: 'a',
    services: [{ name: ' Corte ' }, { name: ' ' }],
    postal_code: '',
    country: 'ES',
  };
  it('carries the texts, language 2 for es, services without descriptions and the point when known', () => {
    expect(wizardBuilderData(preview, null)).toEqual({
      business_name: 'Luna',
      location_lat: null,
      location_lon: null,
      industry_id: null,
      language_id: 2,
      primary_brand_color: '',
      s3_map_url: null,
      tagline_text: 't',
      hero_subtext: 'h',
      about_us_text: 'a',
      services_json: '[{"name":"Corte","description":""}]',
    });
    expect(wizardBuilderData({ ...preview, language: 'en' }, { lat: 1, lon: 2 })).toMatchObject({
      language_id: 1,
      location_lat: 1,
      location_lon: 2,
    });
  });
});

describe('issue 16: the trial, prices and time zones', () => {
  it('§4: the trial ends 14 days after sign-up; the site is live until then and disabled after', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const ends = signupTrialEndsAt(now);
    expect(ends.toISOString()).toBe('2026-03-15T12:00:00.000Z');
    const trial = { ...client, subscription_trial_enabled: true, subscription_trial_ends_at: ends.toISOString() };
    const entry = (at: Date) =>
      decideSiteEntry({ path: '/', host: 'luna.localhost', client: trial, templateId: 9, framed: false, now: at, siteDomain: 'localhost' });
    expect(entry(now)).toMatchObject({ kind: 'render' });
    expect(entry(new Date('2026-03-15T12:00:01Z'))).toMatchObject({ kind: 'redirect', location: '/website_disabled' });
  });

  it.each([
    ['25', 2500],
    ['45.5', 4550],
    ['', null],
    ['  ', null],
  ])('price %j → %j cents', (price, cents) => expect(signupPriceCents(price)).toBe(cents));

  it('knows the zone of a single-zone country, not of one it cannot place', () => {
    expect(countryTimeZone('es')).toBe('Europe/Madrid');
    expect(countryTimeZone('US')).toBeNull();
  });
});
