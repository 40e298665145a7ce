// Spec §5 card messages "expiration date" / "valid expiration date": MM/YY, not in the past.
//
// A card is good through the last day of its expiry month. Browser and API must agree whatever their
// time zones, so the month is taken to end when it ends in the last time zone on earth (UTC-12): the
// check never refuses a card that is still valid somewhere, and the gateway has the final word.

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;
const LAST_ZONE_OFFSET_HOURS = 12;

/** Month (1-12) and full year of an `MM/YY` expiry, or null when it is not in that shape. */
export function parseCardExpiry(value: unknown): { month: number; year: number } | null {
  if (typeof value !== 'string') return null;
  const match = EXPIRY.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** Whether `value` is an `MM/YY` expiry that has not passed at `now`. */
export function isValidCardExpiry(value: unknown, now: Date = new Date()): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  // Date.UTC's month is 0-based, so `expiry.month` is the month after the expiry month.
  const end = Date.UTC(expiry.year, expiry.month, 1, LAST_ZONE_OFFSET_HOURS);
  return now.getTime() < end;
}

/**
 * An expiry as the person types it, shaped `MM/YY` (issue 26: `1234` is `12/34`): the slash goes in once a
 * third digit comes (so Backspace over it is not undone), a lone first digit 2–9 or a month typed as one
 * digit and a slash (`4/`) gets its 0, and a four-digit year keeps its last two digits (`12/2034`). Text
 * that is no expiry at all (letters) is left for the rule to refuse. Idempotent: `12/34` stays.
 */
export function formatCardExpiry(typed: string): string {
  const text = typed.trim();
  if (/[^\d\s/.-]/.test(text)) return typed;
  const split = /^(\d{1,2})\s*[/.\-\s]\s*(\d*)$/.exec(text);
  if (split) {
    const [, month = '', year = ''] = split;
    const mm = month.padStart(2, '0');
    const yy = year.length === 4 ? year.slice(2) : year.slice(0, 2);
    return `${mm}/${yy}`;
  }
  let digits = text.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  if (digits.length === 6) digits = digits.slice(0, 2) + digits.slice(4);
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
