// Data for the editor's tests and stories: the bistro's site (plain, and with every section the popups edit),
// a mobile and virtual business, its owner's sign-in, the editor configuration.
import {
  PAYMENT_COUNTRY_CODES,
  defaultClient,
  defaultLocationInfo,
  defaultMainSiteVariables,
  defaultSection,
  defaultSiteData,
} from '@vitrina/core-model';
import type { Client, SiteData } from '@vitrina/core-model';
import type { EditorConfig, WebsiteDraft } from '@vitrina/api-client';
import type { StoreSettings } from '@vitrina/api-client/back-office';
import type { AuthUser } from '../auth/auth-service.js';

export const SITE_ORIGIN = 'http://bistro.localhost:8080';
export const CLIENT_ID = 11;

export const editorConfig: EditorConfig = {
  oidc: { issuer: 'http://localhost:8080/oidc', clientId: 'vitrina-editor', audience: 'urn:vitrina:api' },
  adminAppUrl: 'https://admin.vitrina.test/',
  demoHost: 'bistro.localhost',
};

/** The bistro's store settings as the API answers them: no tax, free shipping, every §9 country, the sandbox gateway. */
export const storeSettings = (over: Partial<StoreSettings> = {}): StoreSettings => ({
  tax_rate: '0',
  shipping_rate: '0.00',
  payment_countries: [...PAYMENT_COUNTRY_CODES],
  currency: 'USD',
  gateway: 'sandbox',
  test_mode: true,
  ...over,
});

export const ownerUser: AuthUser = { sub: 'vitrina|7', accessToken: 'token-7', name: 'Dana Whitaker', email: 'owner@bistro.test' };

export function bistroSite(overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    last_updated: '2025-03-01T10:00:00.000Z',
    client: defaultClient({ id: CLIENT_ID, name: 'Bistro Verde', wurkzen_subdomain: 'bistro', language_id: 1 }),
    sections: [
      defaultSection('hero', { title: 'Bistro Verde', title_subtext: 'Seasonal plates', ordering: 1 }),
      defaultSection('about', { title: 'Our kitchen', body: 'Local produce.', ordering: 2 }),
      defaultSection('footer', { title: 'Visit us', body: '1 Main St', ordering: 3 }),
    ],
    ...overrides,
  });
}

export function bistroDraft(overrides: Partial<WebsiteDraft> = {}): WebsiteDraft {
  const data = bistroSite();
  return { data, last_updated: data.last_updated, version: 4, ...overrides };
}

/** The bistro with every section the popups edit (services, store, store container, location, gallery). */
export function popupSite(overrides: { client?: Partial<Client>; site?: Partial<SiteData> } = {}): SiteData {
  return defaultSiteData({
    last_updated: '2025-03-01T10:00:00.000Z',
    client: defaultClient({ id: CLIENT_ID, name: 'Bistro Verde', wurkzen_subdomain: 'bistro', plan_slug: 'business', ...overrides.client }),
    main_site_variables: defaultMainSiteVariables({
      service_section_style: 'carousel',
      display_location_section: 1,
      ecommerce_url: '/store',
      homepage_store_enabled: true,
    }),
    sections: [
      defaultSection('hero', { title: 'Bistro Verde', ordering: 1 }),
      defaultSection('service', {
        title: 'What we offer',
        title_subtext: 'Lunch and dinner',
        book: 'Book now',
        ordering: 2,
        serviceinfo: [
          { id: 1, name: 'Tasting menu', description: 'Seven courses.', price: '85.00', img_url: null, booking_types: [0] },
          { id: 2, name: 'Brunch', description: 'Weekends from 10 am.', price: null, img_url: null, booking_types: [0] },
        ],
      }),
      defaultSection('store', { title: 'Our Online Store', bg_color: '#f9f9f9', inner_bg_color: '#ffffff', ordering: 3 }),
      defaultSection('storeContainerSection', { title: 'Shop our pantry', ordering: 4 }),
      defaultSection('location', {
        title: 'Visit us',
        title_subtext: 'Near the harbour',
        ordering: 5,
        locationinfo: [
          defaultLocationInfo({
            id: 1,
            name: 'Bistro Verde',
            address1: '214 Harbor Lane',
            city: 'Boston',
            state: 'MA',
            postal_code: '02110',
            country: 'US',
            phone: '(617) 555-0142',
            lat: 42.36,
            lon: -71.05,
          }),
        ],
      }),
      defaultSection('gallery', { title: 'Gallery', title_subtext: 'A look around', ordering: 6 }),
      defaultSection('footer', { title: 'Visit us', ordering: 7 }),
    ],
    ...overrides.site,
  });
}

/** A mobile and virtual business (no address) with its service area set up: ZIP, country, radius. */
export function mobileSite(
  client: Partial<Client> = { mobile_home_zip: '28004', mobile_home_zip_radius: 15, country: { country_code: 'ES' } },
): SiteData {
  const site = popupSite({ client: { mobile_only: true, ...client } });
  const location = site.sections.find((s) => s.section_name === 'location');
  if (location) {
    location.locationinfo = [
      defaultLocationInfo({ id: 1, name: 'At your home', city: 'Madrid', postal_code: '28004', country: 'ES', is_mobile: true }),
      defaultLocationInfo({ id: 2, name: 'By video call', country: 'ES', is_virtual: true }),
    ];
  }
  site.main_site_variables.mobile_only_display_map = 'city';
  return site;
}
