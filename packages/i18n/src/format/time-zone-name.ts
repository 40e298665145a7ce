// A time zone as a person reads it, in the screen's language (issue 26: the Spanish back office showed
// regions and cities as raw IANA ids). Intl names the zone itself ("hora de Europa central"); it does not
// give exemplar cities, so the city is the IANA one, with the Spanish names of the cities a Spanish reader
// would otherwise meet in English.
import type { Locale } from '@vitrina/core-model';

/** IANA regions (the part before the first `/`) and `Other` for zones without one. */
export const TIME_ZONE_REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Other',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

const REGION_NAMES: Record<Locale, Record<TimeZoneRegion, string>> = {
  en: {
    Africa: 'Africa',
    America: 'America',
    Antarctica: 'Antarctica',
    Arctic: 'Arctic',
    Asia: 'Asia',
    Atlantic: 'Atlantic',
    Australia: 'Australia',
    Europe: 'Europe',
    Indian: 'Indian Ocean',
    Pacific: 'Pacific',
    Other: 'Other',
  },
  es: {
    Africa: 'África',
    America: 'América',
    Antarctica: 'Antártida',
    Arctic: 'Ártico',
    Asia: 'Asia',
    Atlantic: 'Atlántico',
    Australia: 'Australia',
    Europe: 'Europa',
    Indian: 'Océano Índico',
    Pacific: 'Pacífico',
    Other: 'Otras',
  },
};

const SPANISH_CITIES: Record<string, string> = {
  'Atlantic/Canary': 'Canarias',
  'America/Mexico_City': 'Ciudad de México',
  'America/New_York': 'Nueva York',
  'America/Los_Angeles': 'Los Ángeles',
  'America/Bogota': 'Bogotá',
  'America/Panama': 'Panamá',
  'America/Havana': 'La Habana',
  'America/Sao_Paulo': 'São Paulo',
  'America/Argentina/Buenos_Aires': 'Argentina / Buenos Aires',
  'America/Puerto_Rico': 'Puerto Rico',
  'America/Merida': 'Mérida',
  'America/Cancun': 'Cancún',
  'America/Mazatlan': 'Mazatlán',
  'America/Asuncion': 'Asunción',
  'America/Santo_Domingo': 'Santo Domingo',
  'Europe/London': 'Londres',
  'Europe/Lisbon': 'Lisboa',
  'Europe/Paris': 'París',
  'Europe/Berlin': 'Berlín',
  'Europe/Rome': 'Roma',
  'Europe/Brussels': 'Bruselas',
  'Europe/Amsterdam': 'Ámsterdam',
  'Europe/Athens': 'Atenas',
  'Europe/Moscow': 'Moscú',
  'Europe/Zurich': 'Zúrich',
  'Europe/Vienna': 'Viena',
  'Europe/Stockholm': 'Estocolmo',
  'Europe/Copenhagen': 'Copenhague',
  'Europe/Warsaw': 'Varsovia',
  'Europe/Prague': 'Praga',
  'Europe/Dublin': 'Dublín',
  'Asia/Tokyo': 'Tokio',
  'Asia/Shanghai': 'Shanghái',
  'Asia/Singapore': 'Singapur',
  'Asia/Dubai': 'Dubái',
  'Pacific/Honolulu': 'Honolulu',
};

export function timeZoneRegionOf(zone: string): TimeZoneRegion | '' {
  if (!zone) return '';
  const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
  return (TIME_ZONE_REGIONS as readonly string[]).includes(region) ? (region as TimeZoneRegion) : 'Other';
}

/** `Europe` → `Europa` in es. */
export function timeZoneRegionName(region: TimeZoneRegion, locale: Locale): string {
  return REGION_NAMES[locale][region];
}

/** The city part of the id: `America/Argentina/Buenos_Aires` → `Argentina / Buenos Aires` (Spanish names in es). */
export function timeZoneCity(zone: string, locale: Locale): string {
  if (locale === 'es' && SPANISH_CITIES[zone]) return SPANISH_CITIES[zone];
  return (zone.includes('/') ? zone.slice(zone.indexOf('/') + 1) : zone).replace(/_/g, ' ').replace(/\//g, ' / ');
}

// A fixed recent instant: the generic name ICU gives depends on the zone's rules in force then.
const NAMED_AT = new Date(Date.UTC(2026, 0, 15));

/** Intl's generic name of the zone in the language: `hora de Europa central`, `Eastern Time`. */
function genericName(zone: string, locale: Locale): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(NAMED_AT);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** `Europe/Madrid` → es `Madrid (hora de Europa central)`, en `New York (Eastern Time)`. */
export function timeZoneDisplayName(zone: string, locale: Locale): string {
  const city = timeZoneCity(zone, locale);
  const generic = genericName(zone, locale);
  return generic && !/^GMT[+-]?/.test(generic) ? `${city} (${generic})` : city;
}
