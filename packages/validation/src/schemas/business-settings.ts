// The back office's Business settings: the client fields of spec §3 that the in-place editor does not
// cover — name, contact_number, timezone (IANA), currency (an ISO 4217 code), language_id (1 English, 2 Spanish) and
// country {country_code} — with the business's contact e-mail and street address. The Settings screen and
// the API's PUT both check the form with this schema, so the browser and the server agree on every
// message. The e-mail rule is spec §5's; the phone and the postal code follow the business's country.
import { LOCALES, countryByCode, isCurrencyCode } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { isValidPostalCode } from '../postal-code.js';
import { countryField, emailField, phoneField, requiredText, requiredWhen, text } from './fields.js';

export const BUSINESS_NAME_MAX_LENGTH = 120;

/** When a customer is reminded of their appointment by e-mail (issue 28): never, or 2, 24 or 48 hours before. */
export const BOOKING_REMINDERS = ['off', '2h', '24h', '48h'] as const;
export type BookingReminder = (typeof BOOKING_REMINDERS)[number];
export const DEFAULT_BOOKING_REMINDER: BookingReminder = '24h';

/** The hours before the start a reminder goes (0: none), as `clients.booking_reminder_hours` stores them. */
export const bookingReminderHours = (reminder: BookingReminder): number => (reminder === 'off' ? 0 : Number.parseInt(reminder, 10));

/** The setting of stored hours (an unknown number reads as the default). */
export function bookingReminderOf(hours: number | null | undefined): BookingReminder {
  if (hours === 0) return 'off';
  const found = BOOKING_REMINDERS.find((r) => r !== 'off' && bookingReminderHours(r) === hours);
  return found ?? DEFAULT_BOOKING_REMINDER;
}

/**
 * Until when a customer may cancel or reschedule their appointment from its own page (issue 30): never, or
 * until 2, 12, 24 (the default), 48 or 72 hours before its start.
 */
export const BOOKING_CHANGE_POLICIES = ['never', '2h', '12h', '24h', '48h', '72h'] as const;
export type BookingChangePolicy = (typeof BOOKING_CHANGE_POLICIES)[number];
export const DEFAULT_BOOKING_CHANGE_POLICY: BookingChangePolicy = '24h';

/** The hours before the start a customer may still change it (0: never), as `clients.booking_change_hours` stores them. */
export const bookingChangeHours = (policy: BookingChangePolicy): number => (policy === 'never' ? 0 : Number.parseInt(policy, 10));

/** The policy of stored hours (an unknown number reads as the default). */
export function bookingChangePolicyOf(hours: number | null | undefined): BookingChangePolicy {
  if (hours === 0) return 'never';
  const found = BOOKING_CHANGE_POLICIES.find((p) => p !== 'never' && bookingChangeHours(p) === hours);
  return found ?? DEFAULT_BOOKING_CHANGE_POLICY;
}

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

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'region', 'postalCode'] as const;

/** Whether any field of the address was filled in: an address is optional as a whole, but not in part. */
export const hasAddress = (address: Partial<Record<(typeof ADDRESS_FIELDS)[number], unknown>> | null | undefined): boolean =>
  ADDRESS_FIELDS.some((k) => typeof address?.[k] === 'string' && address[k].trim() !== '');

/**
 * The street address (spec §3 "Location" fields: address1, address2, city, state or province, postal
 * code). Empty as a whole, or with address1, city and postal code; the postal code is checked by the
 * settings' own country (US ZIP or ZIP+4, Canada A1A 1A1, a lenient pattern elsewhere).
 */
const addressSchema = object({
  address1: requiredWhen((address) => (hasAddress(address) ? M.required.address : null)),
  address2: text(),
  city: requiredWhen((address) => (hasAddress(address) ? M.required.city : null)),
  /** State or province. */
  region: text(),
  postalCode: requiredWhen((address) => (hasAddress(address) ? M.required.postalCode : null)).test(
    'postal-code',
    M.invalid.postalCode,
    function check(value) {
      // `from` is [address, settings]: the country is the settings' own.
      const country: unknown = (this.from?.[1]?.value as Record<string, unknown> | undefined)?.country;
      return !value || isValidPostalCode(value, typeof country === 'string' ? country : undefined);
    },
  ),
})
  // A missing or null address is no address.
  .transform((value: unknown) => value ?? {});

export const businessSettingsSchema = object({
  name: requiredText(M.required.businessName).max(BUSINESS_NAME_MAX_LENGTH, M.invalid.tooLong),
  /**
   * §3 contact_number; the site shows it unless the editor's contact_info overrides it. The one phone rule
   * (phone-by-country.ts) of the country this form sets.
   */
  contactNumber: phoneField({ required: true, country: { sibling: 'country' } }),
  timeZone: requiredText(M.required.timeZone).test('time-zone', M.invalid.timeZone, (value) => !value || isValidTimeZone(value)),
  /**
   * The business's ONE currency, an ISO 4217 code of the runtime's list (`EUR`): what the gateway charges;
   * its symbol and format come from it. There is no free-text symbol to set apart from it.
   */
  currency: requiredText(M.required.currency).test('iso-4217', M.invalid.currency, (value) => !value || isCurrencyCode(value)),
  /** Site language; stored as §3 language_id (LANGUAGE_IDS). */
  language: string<Locale>()
    .typeError(M.invalid.value)
    .oneOf([...LOCALES], M.invalid.value)
    .required(M.invalid.value),
  /** §3 country {country_code}: one of the 249 codes of the country list. */
  country: countryField({ required: true }).test('known-country', M.invalid.country, (value) => !value || countryByCode(value) !== null),
  /** The business's e-mail (optional; spec §5 e-mail rule). */
  contactEmail: emailField({ required: false }),
  address: addressSchema,
  /** The appointment reminder (a form that does not send it keeps the default, 24 hours). */
  bookingReminder: string<BookingReminder>()
    .typeError(M.invalid.value)
    .oneOf([...BOOKING_REMINDERS], M.invalid.value)
    .default(DEFAULT_BOOKING_REMINDER),
  /** Until when customers may cancel or reschedule from their booking's page (a form that does not send it keeps 24 hours). */
  bookingChanges: string<BookingChangePolicy>()
    .typeError(M.invalid.value)
    .oneOf([...BOOKING_CHANGE_POLICIES], M.invalid.value)
    .default(DEFAULT_BOOKING_CHANGE_POLICY),
});

export type BusinessSettingsValues = InferType<typeof businessSettingsSchema>;
/** The business settings as the screen sends them (contract BusinessSettingsBody). Sent as the schema yields it. */
export type BusinessSettingsInput = BusinessSettingsValues;
