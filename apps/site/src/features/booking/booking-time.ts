// How the booking kit writes dates and times: always in the business's zone first (slots are computed in
// it), and in the visitor's own zone beside it when their clocks differ (issue 14 "a visitor in another
// zone sees the business's time and their own"). Dates of the picker are the business zone's local dates
// (YYYY-MM-DD), handled as plain calendar days (UTC noon) so no zone can shift them.
import type { Locale } from '@vitrina/core-model';
import { formatCalendarDate } from '@vitrina/i18n';

export { slotLabels } from '@vitrina/booking';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The visitor's IANA zone (the browser's); the business zone on the server, where there is no visitor. */
export function visitorTimeZone(fallback: string): string {
  if (typeof window === 'undefined') return fallback;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** Morning before 12:00, afternoon before 17:00, evening after, by the business zone's clock. */
export function dayPartOf(iso: string, timeZone: string): DayPart {
  const hour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date(iso)));
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

/** "Tuesday, December 1, 2026" (the long form screen readers hear). */
export function longDate(date: string, locale: Locale): string {
  return formatCalendarDate(date, locale, { dateStyle: 'full' });
}

/** The business-zone date of an instant, as the picker names it. */
export function longDateOf(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(new Date(iso));
}

/** "America/New_York" → "Eastern Standard Time" style name of the zone at that instant (or the id). */
export function zoneName(timeZone: string, locale: Locale, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
