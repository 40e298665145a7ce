// Mobile services reach customers within a radius of the business's home point (spec §3 client
// mobile_lat/mobile_lon/mobile_home_zip_radius, §9 "Mobile service radius default: 50 miles").
import { serviceRadiusMiles } from '@vitrina/core-model';

export interface LatLon {
  lat: number;
  lon: number;
}

/** Mean Earth radius in statute miles (IUGG mean radius 6371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

const isValidPoint = (p: LatLon) => Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether `customer` lies within `radiusMiles` of `home` (inclusive). A missing, zero or negative radius
 * falls back to the 50-mile default; an invalid coordinate is never within range.
 */
export function isWithinServiceRadius(home: LatLon, customer: LatLon, radiusMiles?: number | string | null): boolean {
  if (!isValidPoint(home) || !isValidPoint(customer)) return false;
  return distanceMiles(home, customer) <= serviceRadiusMiles(radiusMiles);
}
