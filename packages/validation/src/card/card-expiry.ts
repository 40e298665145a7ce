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
