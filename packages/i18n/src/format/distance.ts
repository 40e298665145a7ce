// A service radius in the business's unit, in the reader's language: `80 kilómetros`, `50 miles`
// (Intl's unit format, so the unit's name and plural are the language's own).
import { distanceInUnit, distanceUnitOf } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';

/** `formatDistance(50, 'ES', 'es')` → `80 kilómetros`; `formatDistance(50, 'US', 'en')` → `50 miles`. */
export function formatDistance(miles: number, countryCode: string | null | undefined, locale: Locale): string {
  const unit = distanceUnitOf(countryCode);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'km' ? 'kilometer' : 'mile',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(distanceInUnit(miles, unit));
}
