// The IANA zones of the runtime grouped by region (the part before the first `/`), so the Settings screen
// can offer a region, then the zones of that region, instead of one list of some 400 names. Their names in
// the reader's language are i18n's (timeZoneRegionName, timeZoneDisplayName).
import { timeZoneNames } from '@vitrina/validation';

/** The group of zones without a region (`UTC`). */
export const OTHER_REGION = 'Other';

export const regionOf = (zone: string): string => (zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : zone ? OTHER_REGION : '');

let grouped: ReadonlyMap<string, readonly string[]> | null = null;

/** Region → its zones, both sorted. */
export function zonesByRegion(): ReadonlyMap<string, readonly string[]> {
  if (!grouped) {
    const map = new Map<string, string[]>();
    for (const zone of [...timeZoneNames()].sort()) {
      const region = regionOf(zone);
      map.set(region, [...(map.get(region) ?? []), zone]);
    }
    grouped = new Map([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }
  return grouped;
}
