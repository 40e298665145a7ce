// The booking's own page choosing a new time (issue 30): the slots and dates calls asked with the booking's
// manage key (`rescheduling`). The booking being moved is not counted as busy, so the times overlapping it are
// offered (its own start is left out: it is no new time). Computed for that request alone, never read from nor
// written to the shared day cache (slot-day-cache.ts): nobody else is ever served the exclusion. A key the
// client does not have (unknown, malformed, another business's, a cancelled booking's) is 404.
import type { SlotDates, SlotDay } from '@vitrina/api-client/contracts';
import type { AppDb } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { bookedOfManageKey } from './booking-repository.js';
import { resolveSelection } from './booking-selection.js';
import type { SelectionInput } from './booking-selection.js';
import { requireCalendarDate, slotsForDates } from './booking-slots.js';

async function moving(db: AppDb, clientId: number, key: string) {
  const row = await bookedOfManageKey(db, clientId, key);
  if (!row) throw new ApiError(404, 'appointment_not_found', 'errors:booking.appointmentNotFound');
  return row;
}

/** Each date's slots for the booking of `key`, its own start left out. */
async function slotsFor(db: AppDb, clientId: number, key: string, input: SelectionInput, dates: readonly string[]) {
  const booking = await moving(db, clientId, key);
  const sel = await resolveSelection(db, clientId, input);
  const byDate = await slotsForDates(db, sel, dates, new Date(), booking.uuid);
  const own = booking.starts_at.getTime();
  for (const [date, slots] of byDate)
    byDate.set(
      date,
      slots.filter((s) => Date.parse(s.start) !== own),
    );
  return { timeZone: sel.timeZone, byDate };
}

/** GET booking/slots?rescheduling={key}. */
export async function rescheduleSlotDay(db: AppDb, clientId: number, key: string, input: SelectionInput, date: string): Promise<SlotDay> {
  requireCalendarDate(date);
  const { timeZone, byDate } = await slotsFor(db, clientId, key, input, [date]);
  return { date, timeZone, slots: byDate.get(date) ?? [] };
}

/** GET booking/dates?rescheduling={key}. */
export async function rescheduleDates(
  db: AppDb,
  clientId: number,
  key: string,
  input: SelectionInput,
  dates: readonly string[],
): Promise<SlotDates> {
  const { timeZone, byDate } = await slotsFor(db, clientId, key, input, dates);
  return { timeZone, dates: dates.filter((d) => (byDate.get(d)?.length ?? 0) > 0) };
}
