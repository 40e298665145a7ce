// Spec §5 "Phone/contact": optional +country code of 1-3 digits, then 3-3-4 digits with optional
// separators and an optional extension; also tel:+digits. That is a North American number; a business's
// own number may also follow its country's plan (phone-by-country.ts).

const SEP = '[ .-]?';
const NANP = [
  '^',
  '(?:\\+?\\d{1,3}' + SEP + ')?', // country code, "+" optional
  '(?:\\(\\d{3}\\)|\\d{3})' + SEP, // area code, optionally in parentheses
  '\\d{3}' + SEP + '\\d{4}',
  '(?: ?(?:x|ext\\.?) ?\\d{1,6})?', // x123, ext 123, ext. 123
  '$',
].join('');

const PHONE = new RegExp(NANP, 'i');
// E.164 allows at most 15 digits after the "+".
const TEL_URI = /^tel:\+\d{1,15}$/i;

/** Whether `value` is a contact number as spec §5 describes it. */
export function isValidPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return PHONE.test(text) || TEL_URI.test(text);
}
