// Which unit a business's distances are shown in (issue 26: service areas read in miles even in Madrid).
// Radii are stored in miles (spec §3 mobile_home_zip_radius, service_areas.radius_miles); a business in a
// country that measures road distances in miles (the United States, the United Kingdom, Liberia, Myanmar)
// reads miles, every other business reads kilometres. No country set: miles, the spec's US default.
// Recorded in docs/decisions.md.

export type DistanceUnit = 'mi' | 'km';

export const KM_PER_MILE = 1.609344;

const MILE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);

/** `ES` → `km`; `US`, `GB`, none → `mi`. */
export function distanceUnitOf(countryCode: string | null | undefined): DistanceUnit {
  return !countryCode || MILE_COUNTRIES.has(countryCode.toUpperCase()) ? 'mi' : 'km';
}

/** A stored radius in miles as shown in the unit: kilometres are whole (50 mi → 80 km). */
export function distanceInUnit(miles: number, unit: DistanceUnit): number {
  return unit === 'km' ? Math.round(miles * KM_PER_MILE) : miles;
}

/**
 * A radius typed or written in the unit, as stored (miles): `milesFromUnit(80, 'km')` ≈ 49.7. Forms that
 * ask in the business's unit send what this gives; the demo data writes its kilometres with it.
 */
export function milesFromUnit(value: number, unit: DistanceUnit): number {
  return unit === 'km' ? value / KM_PER_MILE : value;
}
