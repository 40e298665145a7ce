// Slots and dates with a slot (GET booking/slots, booking/dates; design file "Hours", "Min notice"): the
// candidates' schedules for the local days asked, busy = other appointments' blocked ranges (held and
// unexpired, or booked), then the booking package's computeSlots. Dates outside [today, today + horizon]
// in the business zone have no slots.
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MIN_NOTICE_MINUTES,
  addDays,
  computeSlots,
  formatInZone,
  localDayRange,
  todayInZone,
} from '@vitrina/booking';
import type { Slot } from '@vitrina/booking';
import type { AppDb } from '../../db/database.js';
import { loadStaffTimes } from './booking-repository.js';
import { ApiError } from '../../http/errors.js';
import { schedulesOf } from './booking-selection.js';
import type { ResolvedSelection } from './booking-selection.js';

/** Contract: a dates query spans at most 62 days after `from`. */
export const MAX_DATES_RANGE_DAYS = 62;
/** Buffers reach at most 240 minutes beyond a day (services_buffers check): load a day either side. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the local date is one a visitor may book now: today … today + horizon (business zone). */
export function withinHorizon(date: string, timeZone: string, now: Date): boolean {
  const today = todayInZone(timeZone, now);
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/** Slots of each given local date (ascending); `exceptUuid` is a hold that must not block its own slot. */
export async function slotsForDates(
  db: AppDb,
  sel: ResolvedSelection,
  dates: readonly string[],
  now: Date,
  exceptUuid: string | null = null,
): Promise<Map<string, Slot[]>> {
  const result = new Map<string, Slot[]>();
  const open = dates.filter((d) => withinHorizon(d, sel.timeZone, now));
  for (const d of dates) result.set(d, []);
  if (open.length === 0 || sel.candidates.length === 0) return result;
  const from = new Date(localDayRange(open[0]!, sel.timeZone).start.getTime() - DAY_MS);
  const to = new Date(localDayRange(open[open.length - 1]!, sel.timeZone).end.getTime() + DAY_MS);
  const times = await loadStaffTimes(db, sel.candidates, from, to, now, exceptUuid);
  const schedules = schedulesOf(sel, times);
  for (const date of open) {
    result.set(
      date,
      computeSlots(
        { date, timeZone: sel.timeZone, span: sel.span, location: sel.location, now, minNoticeMinutes: BOOKING_MIN_NOTICE_MINUTES },
        schedules,
      ),
    );
  }
  return result;
}

/** True for a YYYY-MM-DD that names a day (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  try {
    return addDays(date, 0) === date;
  } catch {
    return false;
  }
}

/** 400 for a YYYY-MM-DD that names no day (2026-02-30). */
export function requireCalendarDate(date: string): void {
  if (!isCalendarDate(date)) throw new ApiError(400, 'invalid_date', `Not a calendar date: ${date}`);
}

/** The local dates from `from` to `to` inclusive; 400 when reversed or longer than the contract allows. */
export function datesBetween(from: string, to: string): string[] {
  requireCalendarDate(from);
  requireCalendarDate(to);
  if (to < from) throw new ApiError(400, 'invalid_range', '`to` is before `from`');
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    dates.push(d);
    if (dates.length > MAX_DATES_RANGE_DAYS + 1) throw new ApiError(400, 'range_too_long', `At most ${MAX_DATES_RANGE_DAYS} days`);
  }
  return dates;
}

/** `2026-03-08T09:00:00-04:00`: the instant written with the zone's offset at that instant (the wire format). */
export const isoInZone = (instant: Date, timeZone: string): string => formatInZone(timeZone, instant.getTime());

/** The business-zone local date of an instant. */
export const localDateOf = (instant: Date, timeZone: string): string => todayInZone(timeZone, instant);
