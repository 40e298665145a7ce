// Spec §3 client `mobile_home_zip_radius` (miles), §9 "Mobile service radius default: 50 miles".
import { DEFAULT_SERVICE_RADIUS_MILES } from '../constants.js';

/** The radius a mobile business serves: its own when a positive number, else the §9 default. */
export function serviceRadiusMiles(radius: number | string | null | undefined): number {
  const miles = typeof radius === 'string' && radius.trim() ? Number(radius) : radius;
  return typeof miles === 'number' && Number.isFinite(miles) && miles > 0 ? miles : DEFAULT_SERVICE_RADIUS_MILES;
}
