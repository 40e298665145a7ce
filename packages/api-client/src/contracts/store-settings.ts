// The back office's Store settings (owner 1 and manager 3; spec §3 ecommerce settings, §9 payment countries
// and the default rates "0"): the tax rate, the flat shipping charge per order and the payment countries,
// with what the screen shows beside them read-only — the currency (from Business settings) and the
// payment gateway in use.
//   GET client/{id}/store-settings                       → StoreSettings
//   PUT client/{id}/store-settings  StoreSettingsInput   → StoreSettings
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Money, PAYMENT_GATEWAYS } from './store.js';
import { StringEnum, ValidatedBody } from './shared.js';
import type { StoreSettingsInput as SettingsInput } from '@vitrina/validation';

export const StoreSettings = Type.Object({
  tax_rate: Type.String({ description: 'Percent, e.g. "8.25"' }),
  shipping_rate: Money,
  /** Two-letter codes, in the §9 list's order; every §9 country when the owner never chose. */
  payment_countries: Type.Array(Type.String()),
  currency: Type.String({ description: 'The business’s ISO 4217 code: what the gateway charges and what prices show' }),
  gateway: StringEnum(PAYMENT_GATEWAYS),
  /** true for the sandbox: test mode, no real charges. */
  test_mode: Type.Boolean(),
});
export type StoreSettings = Static<typeof StoreSettings>;

/** PUT body, typed and checked by @vitrina/validation's storeSettingsSchema: a rate '' is "0". */
export type StoreSettingsInput = SettingsInput;

export const StoreSettingsInput = ValidatedBody<StoreSettingsInput>('taxRate, shippingRate, paymentCountries', 'storeSettingsSchema', '');
