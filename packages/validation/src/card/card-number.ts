// Spec §5 card messages "card number" / "valid card number": digits with optional spaces, 12-19 digits,
// Luhn check digit.
import { passesLuhn } from './luhn.js';

/** The digits of a card number as typed ("4242 4242 …" → "4242…"); only spaces are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.trim().replace(/ /g, '');
}

/** Whether `value` is a card number: 12-19 digits, optionally grouped by spaces, passing Luhn. */
export function isValidCardNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[\d ]+$/.test(value.trim())) return false;
  const digits = normalizeCardNumber(value);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}
