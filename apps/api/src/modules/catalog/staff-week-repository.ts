// A staff member's week (issue 14): weekly hours (a location, or null for mobile and online), breaks, and
// time off. The form sends wall times of the business's zone (clients.timezone, America/New_York when
// unset); time off is stored as instants, converted with the booking package's zone helpers so a vacation across a daylight-saving
// change is exact. Saving replaces every row of the member in the caller's transaction (never half-written).
import { instantToLocal, localToInstant } from '@vitrina/booking';
import { minuteOfTime, timeOfMinute } from '@vitrina/validation';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { staffBreaks, staffHours, staffTimeOff } from '../../db/schema.js';

export interface WeekRow {
  weekday: number;
  start: string;
  end: string;
}
export interface HoursRow extends WeekRow {
  location_id: number | null;
}
export interface TimeOffRow {
  starts: string;
  ends: string;
  reason: string;
  starts_at: string;
  ends_at: string;
}
export interface StaffWeek {
  hours: HoursRow[];
  breaks: WeekRow[];
  time_off: TimeOffRow[];
}
export interface StaffWeekInput {
  hours: HoursRow[];
  breaks: WeekRow[];
  time_off: { starts: string; ends: string; reason: string }[];
}

const byDayThenStart = <T extends WeekRow>(a: T, b: T) => a.weekday - b.weekday || a.start.localeCompare(b.start);

export async function readStaffWeek(db: AppDb, staffId: number, zone: string): Promise<StaffWeek> {
  const hours = await db
    .select()
    .from(staffHours)
    .where(eq(staffHours.staff_id, staffId))
    .orderBy(asc(staffHours.weekday), asc(staffHours.start_minute));
  const breaks = await db
    .select()
    .from(staffBreaks)
    .where(eq(staffBreaks.staff_id, staffId))
    .orderBy(asc(staffBreaks.weekday), asc(staffBreaks.start_minute));
  const off = await db.select().from(staffTimeOff).where(eq(staffTimeOff.staff_id, staffId)).orderBy(asc(staffTimeOff.starts_at));
  const row = (r: { weekday: number; start_minute: number; end_minute: number }): WeekRow => ({
    weekday: r.weekday,
    start: timeOfMinute(r.start_minute),
    end: timeOfMinute(r.end_minute),
  });
  return {
    hours: hours.map((r) => ({ ...row(r), location_id: r.location_id })).sort(byDayThenStart),
    breaks: breaks.map(row).sort(byDayThenStart),
    time_off: off.map((r) => ({
      starts: instantToLocal(zone, r.starts_at),
      ends: instantToLocal(zone, r.ends_at),
      reason: r.reason,
      starts_at: r.starts_at.toISOString(),
      ends_at: r.ends_at.toISOString(),
    })),
  };
}

/** Replaces the member's week; run inside the change's transaction. */
export async function writeStaffWeek(tx: AppDb, clientId: number, staffId: number, zone: string, week: StaffWeekInput): Promise<void> {
  const minutes = (r: WeekRow) => ({ weekday: r.weekday, start_minute: minuteOfTime(r.start)!, end_minute: minuteOfTime(r.end)! });
  await tx.delete(staffHours).where(eq(staffHours.staff_id, staffId));
  await tx.delete(staffBreaks).where(eq(staffBreaks.staff_id, staffId));
  await tx.delete(staffTimeOff).where(eq(staffTimeOff.staff_id, staffId));
  if (week.hours.length > 0) {
    await tx
      .insert(staffHours)
      .values(week.hours.map((r) => ({ client_id: clientId, staff_id: staffId, location_id: r.location_id, ...minutes(r) })));
  }
  if (week.breaks.length > 0) {
    await tx.insert(staffBreaks).values(week.breaks.map((r) => ({ client_id: clientId, staff_id: staffId, ...minutes(r) })));
  }
  if (week.time_off.length > 0) {
    await tx.insert(staffTimeOff).values(
      week.time_off.map((r) => ({
        client_id: clientId,
        staff_id: staffId,
        starts_at: localToInstant(zone, r.starts),
        ends_at: localToInstant(zone, r.ends),
        reason: r.reason,
      })),
    );
  }
}

/** Minutes of weekly hours over all rows. */
export const weeklyMinutes = (rows: { start_minute: number; end_minute: number }[]): number =>
  rows.reduce((sum, r) => sum + r.end_minute - r.start_minute, 0);
