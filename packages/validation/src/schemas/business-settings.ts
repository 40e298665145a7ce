// The back office's Business settings: the client fields of spec §3 that the in-place editor does not
// cover — name, contact_number, timezone (IANA), currency {symbol}, language_id (1 English, 2 Spanish) and
// country {country_code}. The Settings screen and the API's PUT both check the form with this schema, so
// the browser and the server agree on every message. Phone rules are those of spec §5.
import { LOCALES, countryByCode } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { countryField, phoneField, requiredText } from './fields.js';

export const BUSINESS_NAME_MAX_LENGTH = 120;
export const CURRENCY_SYMBOL_MAX_LENGTH = 4;

let zones: ReadonlySet<string> | null = null;

/** The IANA zones this runtime knows (Node 20 and every current browser have `Intl.supportedValuesOf`). */
export function timeZoneNames(): readonly string[] {
  return [...supportedZones()];
}

function supportedZones(): ReadonlySet<string> {
  // UTC is valid everywhere but some runtimes leave it out of the list.
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
}

export const isValidTimeZone = (value: unknown): boolean => typeof value === 'string' && supportedZones().has(value);

export const businessSettingsSchema = object({
  name: requiredText(M.required.businessName).max(BUSINESS_NAME_MAX_LENGTH, M.invalid.tooLong),
  /** §3 contact_number; the site shows it unless the editor's contact_info overrides it. */
  contactNumber: phoneField({ required: true }),
  timeZone: requiredText(M.required.timeZone).test('time-zone', M.invalid.timeZone, (value) => !value || isValidTimeZone(value)),
  currencySymbol: requiredText(M.required.currencySymbol).max(CURRENCY_SYMBOL_MAX_LENGTH, M.invalid.currencySymbol),
  /** Site language; stored as §3 language_id (LANGUAGE_IDS). */
  language: string<Locale>()
    .typeError(M.invalid.value)
    .oneOf([...LOCALES], M.invalid.value)
    .required(M.invalid.value),
  /** §3 country {country_code}: one of the 249 codes of the country list. */
  country: countryField({ required: true }).test('known-country', M.invalid.country, (value) => !value || countryByCode(value) !== null),
});

export type BusinessSettingsValues = InferType<typeof businessSettingsSchema>;
