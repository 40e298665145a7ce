// A business writes its own number the way its country does (+34 612 345 678 in Spain), which the §5
// rule (a North American 3-3-4 number, phone.ts) refuses; libphonenumber-js checks it against that country's
// numbering plan. Its own module, so only the screens that ask (back-office Business settings) carry the
// library's metadata: the public forms and /admin keep the §5 rule alone.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { isValidPhone } from './phone.js';

/**
 * A business's own number: the §5 rule, or a valid number of the business's country (ISO 3166-1 alpha-2)
 * or, written with its `+` country code, of any country.
 */
export function isValidPhoneFor(value: unknown, country: string | undefined): boolean {
  if (isValidPhone(value)) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text.length > 40) return false;
  const code = country?.trim().toUpperCase();
  try {
    return isValidPhoneNumber(text, code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined);
  } catch {
    return false;
  }
}
