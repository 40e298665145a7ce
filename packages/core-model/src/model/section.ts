// Home-page sections of site data, spec §3.
import type { SectionName } from '../constants.js';
import type { ServiceType } from '../constants.js';
import type { MoneyAmount } from '../money/minor-units.js';

/** One entry of a location section's `locationinfo` (spec §3): a place or way the business serves. */
export interface LocationInfo {
  id: number | null;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  lat: number | null;
  lon: number | null;
  is_mobile: boolean;
  is_virtual: boolean;
  is_online_store: boolean;
}

/** One service shown by the service section (list or carousel). */
export interface ServiceInfo {
  id: number | null;
  name: string;
  description: string;
  img_url: string | null;
  /** Decimal string, e.g. `"45.00"`; null when not shown. */
  price: MoneyAmount | null;
  booking_types: ServiceType[];
}

export interface Section {
  section_name: SectionName;
  title: string;
  title_subtext: string;
  body: string;
  header_text: string;
  /** Booking button label. */
  book: string;
  ordering: number;
  bg_color: string;
  inner_bg_color: string;
  bg_img_url: string | null;
  img_url: string | null;
  serviceinfo: ServiceInfo[];
  locationinfo: LocationInfo[];
}

export function defaultSection(sectionName: SectionName, overrides: Partial<Section> = {}): Section {
  return {
    section_name: sectionName,
    title: '',
    title_subtext: '',
    body: '',
    header_text: '',
    book: '',
    ordering: 0,
    bg_color: '',
    inner_bg_color: '',
    bg_img_url: null,
    img_url: null,
    serviceinfo: [],
    locationinfo: [],
    ...overrides,
  };
}

export function defaultLocationInfo(overrides: Partial<LocationInfo> = {}): LocationInfo {
  return {
    id: null,
    name: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    postal_code: '',
    country: '',
    phone: '',
    lat: null,
    lon: null,
    is_mobile: false,
    is_virtual: false,
    is_online_store: false,
    ...overrides,
  };
}
