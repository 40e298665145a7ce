// The back office's Business settings screen: the client fields of spec §3 the in-place editor does not
// cover (name, contact_number, timezone, currency {symbol}, language_id, country {country_code}), in the
// field names of the form, so the answer of GET loads the form and the form is the body of PUT.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { EnteredText, StringEnum } from './shared.js';

/** GET client/{id}/settings and the answer of PUT: the settings as stored. */
export const BusinessSettings = Type.Object({
  name: Type.String(),
  /** §3 contact_number (empty when the business has none yet). */
  contactNumber: Type.String(),
  /** IANA zone, e.g. `America/New_York`; empty when none was chosen yet. */
  timeZone: Type.String(),
  currencySymbol: Type.String(),
  /** Site language (§3 language_id 1 English, 2 Spanish). */
  language: StringEnum(['en', 'es'] as const),
  /** ISO 3166-1 alpha-2 (§3 country {country_code}). */
  country: Type.String(),
});
export type BusinessSettings = Static<typeof BusinessSettings>;

/**
 * PUT client/{id}/settings. Checked by @vitrina/validation's businessSettingsSchema (the screen's own form
 * schema), so a wrong value answers the form's message keys; the route schema only asks for an object.
 */
export const BusinessSettingsBody = Type.Unsafe<BusinessSettings>({
  type: 'object',
  description: `name, contactNumber, timeZone, currencySymbol, language, country; checked with @vitrina/validation's businessSettingsSchema. ${EnteredText.description}`,
});

/** 200 of PUT: the settings as stored, and whether site.json shows them yet (false: they stand, publishing failed). */
export const SavedBusinessSettings = Type.Object({ settings: BusinessSettings, published: Type.Boolean() });
export type SavedBusinessSettings = Static<typeof SavedBusinessSettings>;
