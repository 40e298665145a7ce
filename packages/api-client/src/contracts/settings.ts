// The back office's Business settings screen: the client fields of spec §3 the in-place editor does not
// cover (name, contact_number, timezone, currency (ISO 4217), language_id, country {country_code}) and the
// business's contact e-mail and street address, in the field names of the form, so the answer of GET
// loads the form and the form is the body of PUT.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum, ValidatedBody } from './shared.js';
import type { BusinessSettingsInput as SettingsInput } from '@vitrina/validation';

/** The business's street address (spec §3 "Location" fields); every field empty when it has none. */
export const BusinessAddress = Type.Object({
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  /** State or province. */
  region: Type.String(),
  postalCode: Type.String(),
});
export type BusinessAddress = Static<typeof BusinessAddress>;

/** GET client/{id}/settings and the answer of PUT: the settings as stored. */
export const BusinessSettings = Type.Object({
  name: Type.String(),
  /** §3 contact_number (empty when the business has none yet). */
  contactNumber: Type.String(),
  /** IANA zone, e.g. `America/New_York`; empty when none was chosen yet. */
  timeZone: Type.String(),
  /**
   * The business's one currency, an ISO 4217 code (`EUR`) of Intl's list: what customers are charged in;
   * every price shows its symbol and format. No symbol is set apart from it.
   */
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  /** Site language (§3 language_id 1 English, 2 Spanish). */
  language: StringEnum(['en', 'es'] as const),
  /** ISO 3166-1 alpha-2 (§3 country {country_code}). */
  country: Type.String(),
  /** The business's e-mail (empty when it has none). */
  contactEmail: Type.String(),
  address: BusinessAddress,
  /** When customers are reminded of their appointments by e-mail: never, or 2, 24 (the default) or 48 hours before. */
  bookingReminder: StringEnum(['off', '2h', '24h', '48h'] as const),
  /** Until when customers may cancel or reschedule from their booking's own page: never, or 2, 12, 24 (the default), 48 or 72 hours before. */
  bookingChanges: StringEnum(['never', '2h', '12h', '24h', '48h', '72h'] as const),
});
export type BusinessSettings = Static<typeof BusinessSettings>;

/**
 * PUT client/{id}/settings. Checked by @vitrina/validation's businessSettingsSchema (the screen's own form
 * schema), so a wrong value answers the form's message keys (`address.city` for a field of the address);
 * the route schema only asks for an object. The body replaces the settings: a missing e-mail or address
 * clears it. Typed by the same schema (a form loaded from a GET answer is a body).
 */
export type BusinessSettingsInput = SettingsInput;
export const BusinessSettingsBody = ValidatedBody<BusinessSettingsInput>(
  'name, contactNumber, timeZone, currency (ISO 4217 code), language, country, contactEmail, address {address1, address2, city, region, postalCode}, bookingReminder (off, 2h, 24h, 48h; default 24h), bookingChanges (never, 2h, 12h, 24h, 48h, 72h; default 24h)',
  'businessSettingsSchema',
);

/** 200 of PUT: the settings as stored, and whether site.json shows them yet (false: they stand, publishing failed). */
export const SavedBusinessSettings = Type.Object({ settings: BusinessSettings, published: Type.Boolean() });
export type SavedBusinessSettings = Static<typeof SavedBusinessSettings>;
