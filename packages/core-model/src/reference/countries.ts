// Spec §3 "Country list: 249 entries, each with id (1 to 249), countryCode (two letters) and
// countryName", in English and Spanish, from the i18n-iso-countries dataset.
//
// Ids: the 249 officially assigned ISO 3166-1 alpha-2 codes sorted alphabetically by code, numbered
// from 1 (AD = 1 … ZW = 249). The dataset also carries XK (Kosovo, a user-assigned code, not part of
// ISO 3166-1); it is left out so the list is exactly the ISO one. Adding a code to ISO would shift
// ids, so the API stores country codes, never these ids.
import isoCountries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import type { Locale } from '../constants.js';

// The browser entry of the library registers no locale by itself; Node's registers all of them.
// Importing index.js directly gives both the same light module.
isoCountries.registerLocale(en);
isoCountries.registerLocale(es);

const NOT_ISO_3166_1 = new Set(['XK']);

export interface CountryRecord {
  id: number;
  countryCode: string;
  countryName: Readonly<Record<Locale, string>>;
}

/** The shape of spec §3, in one language. */
export interface Country {
  id: number;
  countryCode: string;
  countryName: string;
}

function buildCountries(): readonly CountryRecord[] {
  const enNames = isoCountries.getNames('en', { select: 'official' });
  const esNames = isoCountries.getNames('es', { select: 'official' });
  return Object.keys(isoCountries.getAlpha2Codes())
    .filter((code) => !NOT_ISO_3166_1.has(code))
    .sort()
    .map((code, index) => ({
      id: index + 1,
      countryCode: code,
      countryName: { en: enNames[code] ?? code, es: esNames[code] ?? enNames[code] ?? code },
    }));
}

export const COUNTRIES: readonly CountryRecord[] = buildCountries();

const BY_CODE = new Map(COUNTRIES.map((c) => [c.countryCode, c]));

/** The country list in one language, in id order. */
export function countriesFor(locale: Locale): Country[] {
  return COUNTRIES.map((c) => ({ id: c.id, countryCode: c.countryCode, countryName: c.countryName[locale] }));
}

export function countryByCode(code: string): CountryRecord | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/**
 * How an address or a list names a country: its name in the reader's language (`ES` → `España` in es,
 * `Spain` in en), never its code (issue 26); an unknown value is shown as given, nothing as ''.
 */
export function countryNameIn(code: string | null | undefined, locale: Locale): string {
  const value = code?.trim() ?? '';
  return value ? (countryByCode(value)?.countryName[locale] ?? value) : '';
}

/** Countries sorted by their name in `locale` (what a select shows). */
export function countriesSortedByName(locale: Locale): Country[] {
  const collator = new Intl.Collator(locale);
  return countriesFor(locale).sort((a, b) => collator.compare(a.countryName, b.countryName));
}
