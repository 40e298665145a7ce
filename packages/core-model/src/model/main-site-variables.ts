// main_site_variables of site data, spec §3.
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SERVICE_SECTION_STYLE } from '../constants.js';
import type { NumericFlag } from './client.js';

export type LogoPreference = 'text' | 'image';
export type ServiceSectionStyle = 'list' | 'carousel';
/** How a mobile-only business shows where it serves (spec §4 "Location design" set-up options). */
export type MobileLocationDisplay = 'map' | 'city' | 'country';

export interface SeoSettings {
  description: string;
  keywords: string;
}

export interface MainSiteVariables {
  /** Page title. */
  title: string;
  seo: SeoSettings;
  logo_preference: LogoPreference;
  logo_text: string;
  /** Logo and favicon image URLs (set by the editor's uploads, spec §9 upload kinds). */
  logo_url: string | null;
  favicon_url: string | null;
  primary_color: string;
  service_section_style: ServiceSectionStyle;
  display_location_section: NumericFlag;
  /** null: no mobile display option chosen. */
  mobile_only_display_map: MobileLocationDisplay | null;
  ecommerce_url: string | null;
  homepage_store_enabled: boolean;
  gallery_url: string | null;
  online_services_purchase_url: string | null;
  blog_url: string | null;
}

export function defaultMainSiteVariables(overrides: Partial<MainSiteVariables> = {}): MainSiteVariables {
  return {
    title: '',
    seo: { description: '', keywords: '' },
    logo_preference: 'text',
    logo_text: '',
    logo_url: null,
    favicon_url: null,
    primary_color: DEFAULT_PRIMARY_COLOR,
    service_section_style: DEFAULT_SERVICE_SECTION_STYLE,
    display_location_section: 0,
    mobile_only_display_map: null,
    ecommerce_url: null,
    homepage_store_enabled: false,
    gallery_url: null,
    online_services_purchase_url: null,
    blog_url: null,
    ...overrides,
  };
}
