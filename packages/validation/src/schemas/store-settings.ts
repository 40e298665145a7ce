// The back office's Store settings (spec §3 ecommerce settings, §9 payment countries and default rates "0"):
// the tax rate (percent, 0–100, up to four decimals), the flat shipping charge per order (a money amount
// ≥ 0, typed as the editor's money input) and the countries the store takes payments from (a non-empty
// subset of the §9 list). The screen and the API's PUT check with this one schema.
import { PAYMENT_COUNTRY_CODES, isPaymentCountry, parseMoneyInput } from '@vitrina/core-model';
import { array, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { text } from './fields.js';

const TAX_RATE = /^\d{1,3}(?:\.\d{1,4})?$/;

/** "8.25" → true; "100" → true; "100.5", "-1", "8.12345", "8,25" → false. */
export const isValidTaxRate = (value: string): boolean => TAX_RATE.test(value) && Number(value) <= 100;

/** Empty reads as the §9 default "0". */
const withZeroDefault = () => text().transform((value: unknown) => (value === '' || value === undefined || value === null ? '0' : value));

export const storeSettingsSchema = object({
  taxRate: withZeroDefault().test('tax-rate', M.invalid.taxRate, (value) => !value || isValidTaxRate(value)),
  shippingRate: withZeroDefault().test('shipping-rate', M.invalid.shippingRate, (value) => !value || parseMoneyInput(value) !== null),
  /** Two-letter codes of spec §9's list (the API keeps them in that list's order, once each). */
  paymentCountries: array(
    text()
      .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
      .test('known', M.invalid.country, (value) => isPaymentCountry(value)),
  )
    .typeError(M.required.paymentCountries)
    .min(1, M.required.paymentCountries)
    .required(M.required.paymentCountries),
});

/** The chosen countries in the §9 list's order, each once. */
export const orderedPaymentCountries = (codes: readonly string[]): string[] =>
  PAYMENT_COUNTRY_CODES.filter((code) => codes.some((c) => c.trim().toUpperCase() === code));

export type StoreSettingsValues = InferType<typeof storeSettingsSchema>;
/** The store settings as the screen sends them (contract StoreSettingsInput). Sent as the schema yields it. */
export type StoreSettingsInput = StoreSettingsValues;
