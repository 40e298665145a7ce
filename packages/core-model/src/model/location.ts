// Business locations, mobile service areas (spec §3) and the tracking record (spec §3, §7).

export interface Location {
  id: number;
  name: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  /** State or province. */
  state: string;
  postalCode: string;
  phone: string;
}

export interface ServiceArea {
  zipCode: string;
  country: string;
  city: string;
  /** Radius in miles (spec §9 default 50). */
  radiusMiles: number;
}

export interface TrackingRecord {
  client_id: number;
  wurkzen_subdomain: string;
  ip_address: string;
  user_agent: string;
  /** Tracked campaign parameters (spec §9), from the `utm_params` cookie. */
  utm_data: Record<string, string>;
}
