// The client (the business that owns a site), spec §3.
import { LANGUAGE_IDS } from '../constants.js';
import { DEFAULT_CURRENCY } from '../money/currency.js';
import type { Locale, PlanSlug } from '../constants.js';

/** 0/1 flags kept numeric where the spec states them that way (e.g. `is_active 0`). */
export type NumericFlag = 0 | 1;

/** language_id of spec §3: 1 English, 2 Spanish. */
export type LanguageId = (typeof LANGUAGE_IDS)[keyof typeof LANGUAGE_IDS];

export interface ClientCountry {
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  country_code: string;
}

/** The business's street address (back-office settings; spec §3 "Location" fields). */
export interface ClientAddress {
  address1: string;
  address2: string;
  city: string;
  /** State or province. */
  region: string;
  postal_code: string;
}

export interface Client {
  id: number;
  name: string;
  /** null when the client has no plan yet. */
  plan_slug: PlanSlug | null;
  is_active: NumericFlag;
  freemium: boolean;
  /** Bare host, e.g. `joes-bakery.com` (no scheme, no `www.`). */
  custom_domain: string | null;
  /** Label of the client's sub-domain on the site host, e.g. `joes` → `joes.<siteDomain>`. */
  wurkzen_subdomain: string;
  external_website_url: string | null;
  subscription_trial_enabled: boolean;
  /** ISO 8601 date-time. */
  subscription_trial_ends_at: string | null;
  premium_domain_package: boolean;
  /**
   * The ONE currency of the business, an ISO 4217 code (`EUR`): what the gateway charges and what every
   * price shows, its symbol and format from Intl (spec §3 has `currency {symbol}`; docs/decisions.md).
   */
  currency_code: string;
  country: ClientCountry;
  language_id: LanguageId;
  language: Locale;
  industry_id: number | null;
  timezone_id: number | null;
  /** IANA zone of the business (Vitrina addition so booking can compute slots; spec has only timezone_id). */
  timezone: string | null;
  /** Phone shown on the site; falls back to contact_number (spec §3). */
  contact_info: string | null;
  contact_number: string | null;
  mobile_only: boolean;
  mobile_home_zip: string | null;
  /** Miles (spec §9 default 50). */
  mobile_home_zip_radius: number | null;
  mobile_home_city_id: number | null;
  mobile_lat: number | null;
  mobile_lon: number | null;
  zenchat_enabled: boolean;
}

export function defaultClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 0,
    name: '',
    plan_slug: null,
    is_active: 1,
    freemium: false,
    custom_domain: null,
    wurkzen_subdomain: '',
    external_website_url: null,
    subscription_trial_enabled: false,
    subscription_trial_ends_at: null,
    premium_domain_package: false,
    currency_code: DEFAULT_CURRENCY,
    country: { country_code: 'US' },
    language_id: LANGUAGE_IDS.en,
    language: 'en',
    industry_id: null,
    timezone_id: null,
    timezone: null,
    contact_info: null,
    contact_number: null,
    mobile_only: false,
    mobile_home_zip: null,
    mobile_home_zip_radius: null,
    mobile_home_city_id: null,
    mobile_lat: null,
    mobile_lon: null,
    zenchat_enabled: false,
    ...overrides,
  };
}

/** The phone to show: contact_info, else contact_number (spec §3). */
export function clientContactNumber(client: Pick<Client, 'contact_info' | 'contact_number'>): string | null {
  const info = client.contact_info?.trim();
  if (info) return info;
  const number = client.contact_number?.trim();
  return number ? number : null;
}
