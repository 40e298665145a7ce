// The back office dashboard's periods (issue 31, contract api-client insights.ts): which calendar days of the
// business's time zone a period covers, the previous period it is compared with, and the instants those days
// span (local midnight to local midnight: 23 or 25 hours on a DST day). Pure: `now` and the zone are given.

/** The periods the dashboard offers (contract DASHBOARD_PERIODS). */
export type DashboardPeriodName = 'today' | '7d' | '30d' | 'month' | 'custom';

/** Days `from` to `to`, both included, YYYY-MM-DD. */
export interface CalendarRange {
  from: string;
  to: string;
}

/** A range of days and the instants it spans: [start, end). */
export interface ZonedRange extends CalendarRange {
  start: Date;
  end: Date;
}

export interface ResolvedDashboardPeriod {
  period: DashboardPeriodName;
  current: ZonedRange;
  previous: ZonedRange;
  /** Every day of the current range, in order. */
  days: string[];
  /** Every day of the previous range, in order. */
  previousDays: string[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at an instant (e.g. -240 for New York in summer, 120 for Madrid). */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const wallOfDate = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const dateOfWall = (wall: number): string => new Date(wall).toISOString().slice(0, 10);

/** The calendar day `days` after (before, when negative) a YYYY-MM-DD day. */
export function addCalendarDays(date: string, days: number): string {
  return dateOfWall(wallOfDate(date) + days * DAY);
}

/** Today's calendar day in the zone. */
export function localToday(timeZone: string, now: Date): string {
  return dateOfWall(now.getTime() + zoneOffsetMinutes(timeZone, now.getTime()) * MINUTE);
}

/**
 * The first instant of a calendar day in the zone: its local midnight, or, where the clocks jump over
 * midnight, the instant they jump (the day's first existing local time).
 */
export function dayStartInZone(date: string, timeZone: string): Date {
  const wall = wallOfDate(date);
  const offsets = new Set([zoneOffsetMinutes(timeZone, wall - DAY), zoneOffsetMinutes(timeZone, wall + DAY)]);
  const instants = [...offsets].map((o) => wall - o * MINUTE).filter((i, k) => zoneOffsetMinutes(timeZone, i) === [...offsets][k]);
  if (instants.length > 0) return new Date(Math.min(...instants));
  // Midnight does not exist that day: the day starts when the clocks jump (binary search to the millisecond).
  let lo = wall - Math.max(...offsets) * MINUTE;
  let hi = wall - Math.min(...offsets) * MINUTE;
  const before = zoneOffsetMinutes(timeZone, lo);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zoneOffsetMinutes(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/** The days of a range, in order. */
export function daysOf(range: CalendarRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

const zoned = (range: CalendarRange, timeZone: string): ZonedRange => ({
  ...range,
  start: dayStartInZone(range.from, timeZone),
  end: dayStartInZone(addCalendarDays(range.to, 1), timeZone),
});

const lastDayOfMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same days of the previous month as `from`..`to` of one month, clipped to its length. */
function previousMonth(range: CalendarRange): CalendarRange {
  const [year, month] = range.from.split('-').map(Number) as [number, number];
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const last = lastDayOfMonth(prevYear, prevMonth);
  const day = (d: number) => `${prevYear}-${String(prevMonth).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  return { from: day(Number(range.from.slice(8))), to: day(Number(range.to.slice(8))) };
}

/**
 * A period's days and its previous period's, in the zone, on `now`: `today`; `7d` and `30d` the last 7 / 30
 * days including today; `month` the 1st of this month to today (previous: the same days of the previous
 * month, clipped to its length); `custom` `from` to `to` (already checked by the validation package's
 * dashboardPeriodSchema). The previous period of the others is the same number of days just before.
 */
export function resolveDashboardPeriod(
  query: { period: DashboardPeriodName; from?: string; to?: string },
  timeZone: string,
  now: Date,
): ResolvedDashboardPeriod {
  const today = localToday(timeZone, now);
  let current: CalendarRange;
  switch (query.period) {
    case 'today':
      current = { from: today, to: today };
      break;
    case '7d':
      current = { from: addCalendarDays(today, -6), to: today };
      break;
    case '30d':
      current = { from: addCalendarDays(today, -29), to: today };
      break;
    case 'month':
      current = { from: `${today.slice(0, 8)}01`, to: today };
      break;
    case 'custom':
      if (!query.from || !query.to) throw new RangeError('A custom period needs from and to');
      current = { from: query.from, to: query.to };
      break;
  }
  const days = daysOf(current);
  const previous: CalendarRange =
    query.period === 'month'
      ? previousMonth(current)
      : { from: addCalendarDays(current.from, -days.length), to: addCalendarDays(current.from, -1) };
  return {
    period: query.period,
    current: zoned(current, timeZone),
    previous: zoned(previous, timeZone),
    days,
    previousDays: daysOf(previous),
  };
}
