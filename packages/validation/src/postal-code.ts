// Spec §5 names the message "valid postal code (zip code)" but no format. Formats per country are a
// design choice (docs/decisions.md): US ZIP and ZIP+4, Canadian A1A 1A1, and for every other country a
// lenient 3-10 characters of letters, digits, spaces and dashes holding at least one digit.

const US = /^\d{5}(?:-\d{4})?$/;
const CA = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
const GENERIC = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** Whether `value` is a postal code; `countryCode` is the two-letter countryCode of the §3 country list. */
export function isValidPostalCode(value: unknown, countryCode?: string | null): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  switch (countryCode?.trim().toUpperCase()) {
    case 'US':
      return US.test(text);
    case 'CA':
      return CA.test(text);
    default:
      return GENERIC.test(text);
  }
}
