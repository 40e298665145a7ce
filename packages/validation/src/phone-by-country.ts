// The ONE phone rule of every phone field (issue 26), by the business's country: a US business (or one with
// no known country) keeps spec §5's rule exactly (phone.ts: a North American 3-3-4 number, tel:+digits); a
// business elsewhere takes a valid number of its own country, written the national way (612 345 678 in
// Spain) or with the country code (+34 612 345 678), and any other country's valid number written with its
// "+" code (a tourist's). libphonenumber-js's `min` metadata checks each country's numbering plan.
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { isValidPhone } from './phone.js';

/** Longest text judged: a number with its country code, separators and an extension fits well within it. */
const MAX_LENGTH = 40;

/** The two-letter code upper-cased, or undefined when it is not one. */
function countryCodeOf(country: unknown): string | undefined {
  if (typeof country !== 'string') return undefined;
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/**
 * Whether `value` is a phone number for a business of `country` (ISO 3166-1 alpha-2): the §5 rule for the
 * US and when the country is unknown, the country's numbering plan (or any "+" international number) elsewhere.
 */
export function isValidPhoneFor(value: unknown, country: unknown): boolean {
  const code = countryCodeOf(country);
  if (code === undefined || code === 'US') return isValidPhone(value);
  if (typeof value !== 'string') return false;
  let text = value.trim();
  if (text === '' || text.length > MAX_LENGTH) return false;
  // §5's tel:+digits, read as the international number it holds.
  if (/^tel:/i.test(text)) {
    if (!/^tel:\+\d{1,15}$/i.test(text)) return false;
    text = text.slice(4);
  }
  try {
    // A country the library has no plan for (Antarctica, Bouvet Island…): international numbers only.
    return isSupportedCountry(code) ? isValidPhoneNumber(text, code as CountryCode) : isValidPhoneNumber(text);
  } catch {
    return false;
  }
}
