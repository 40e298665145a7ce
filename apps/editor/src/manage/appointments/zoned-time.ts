// Dates and times of the Schedule screen in the business's IANA zone (the API's zone), whatever the
// browser's zone: local dates as 'YYYY-MM-DD', wall times as 'HH:MM' (the booking package's zone rules).
import { addDays, instantToLocal, localToInstant, weekdayOf } from '@vitrina/booking';
import { formatCalendarDate } from '@vitrina/i18n';

/** The local date and wall time of an instant in `zone`. */
export function zonedParts(instant: Date | string, zone: string): { date: string; time: string } {
  const [date = '', time = ''] = instantToLocal(zone, instant).split('T');
  return { date, time };
}

/**
 * The instant of a wall time in `zone` ('HH:MM' on 'YYYY-MM-DD'). A time skipped by a daylight-saving
 * change lands just after it; a repeated one takes its first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  return localToInstant(zone, `${date}T${time}`);
}

/** The first day of the week holding `date`: Sunday in English, Monday in Spanish. */
export function weekStart(date: string, firstDay: 0 | 1): string {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

/** The local dates a view shows. */
export function viewDays(view: 'day' | 'week', date: string, firstDay: 0 | 1): string[] {
  if (view === 'day') return [date];
  const first = weekStart(date, firstDay);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The instants [from, to) of local days `days` in `zone`, for the API's range. */
export function rangeOf(days: readonly string[], zone: string): { from: string; to: string } {
  return {
    from: zonedInstant(days[0]!, '00:00', zone).toISOString(),
    to: zonedInstant(addDays(days[days.length - 1]!, 1), '00:00', zone).toISOString(),
  };
}

/** A local date as words of `locale` ("Tuesday, March 10"); no zone shifts it (i18n formatCalendarDate). */
export function formatDay(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' },
) {
  return formatCalendarDate(date, locale, options);
}

/** An instant's wall time in `zone` as `locale` writes it ("10:00 AM", "10:00"). */
export function formatTime(instant: string, zone: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}
