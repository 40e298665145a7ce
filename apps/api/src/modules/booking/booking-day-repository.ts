// One day of a business's bookable time in ONE query (issue 29 "Slots"): what GET booking/slots needs —
// the client (its zone; none: no such client), its active locations, active bookable services, active staff,
// who performs what, the staff's weekly hours and breaks, and their time off and busy ranges (booked, or
// held and unexpired at `now`, with the hold's end) around the day. The same rows loadBookingCatalog and
// loadStaffTimes read in several round trips (booking-repository.ts), each table as JSON of its rows.
import { businessTimeZone } from '@vitrina/booking';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import type { BookingCatalog, StaffTimes } from './booking-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Busy ranges as loaded for a cached day: a hold's end says until when it blocks (null: booked). */
export interface DayBusy {
  staff_id: number;
  blocked_from: Date;
  blocked_to: Date;
  hold_expires_at: Date | null;
}

export interface BookingDay {
  timeZone: string;
  catalog: BookingCatalog;
  times: StaffTimes & { busy: DayBusy[] };
}

/**
 * The instants around a local date in any zone: UTC midnight of `date` − 2 days … + 3 days. It holds the
 * local day (offsets lie within −12 h … +14 h) with the day either side that buffers may reach, as
 * slotsForDates loads; a wider range adds only rows that overlap no candidate's blocked time.
 */
export function dayWindow(date: string): { from: Date; to: Date } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return { from: new Date(midnight - 2 * DAY_MS), to: new Date(midnight + 3 * DAY_MS) };
}

/** An instant as a query parameter (typed: both drivers send it as text). */
const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

interface DayRow extends Record<string, unknown> {
  tz: string | null;
  locations: BookingCatalog['locations'];
  services: BookingCatalog['services'];
  staff: BookingCatalog['staff'];
  performs: BookingCatalog['performs'];
  hours: BookingCatalog['hours'];
  breaks: StaffTimes['breaks'];
  time_off: { staff_id: number; starts_at: string; ends_at: string }[];
  busy: { staff_id: number; blocked_from: string; blocked_to: string; hold_expires_at: string | null }[];
}

/** The business's day around `date` (see dayWindow) as of `now`; null when there is no such client. */
export async function loadBookingDay(db: AppDb, clientId: number, date: string, now: Date): Promise<BookingDay | null> {
  const { from, to } = dayWindow(date);
  // The staff subquery repeats per table: each aggregate reads only this client's active staff's rows.
  const activeStaff = sql`select p.id from staff p where p.client_id = c.id and p.active`;
  const result = await db.execute<DayRow>(sql`
    select c.timezone as tz,
      coalesce((select json_agg(l order by l.ordering, l.id) from locations l
        where l.client_id = c.id and l.active), '[]') as locations,
      coalesce((select json_agg(s order by s.ordering, s.id) from services s
        where s.client_id = c.id and s.active and s.bookable), '[]') as services,
      coalesce((select json_agg(p order by p.ordering, p.id) from staff p
        where p.client_id = c.id and p.active), '[]') as staff,
      coalesce((select json_agg(json_build_object('service_id', ss.service_id, 'staff_id', ss.staff_id))
        from service_staff ss join services s on s.id = ss.service_id
        where s.client_id = c.id and s.active and s.bookable and ss.staff_id in (${activeStaff})), '[]') as performs,
      coalesce((select json_agg(h) from staff_hours h where h.staff_id in (${activeStaff})), '[]') as hours,
      coalesce((select json_agg(b) from staff_breaks b where b.staff_id in (${activeStaff})), '[]') as breaks,
      coalesce((select json_agg(json_build_object('staff_id', o.staff_id, 'starts_at', o.starts_at, 'ends_at', o.ends_at))
        from staff_time_off o
        where o.staff_id in (${activeStaff}) and o.starts_at < ${iso(to)} and o.ends_at > ${iso(from)}), '[]') as time_off,
      coalesce((select json_agg(json_build_object('staff_id', a.staff_id, 'blocked_from', a.blocked_from,
          'blocked_to', a.blocked_to, 'hold_expires_at', case when a.status = 'held' then a.hold_expires_at end))
        from appointments a
        where a.staff_id in (${activeStaff}) and a.blocked_from < ${iso(to)} and a.blocked_to > ${iso(from)}
          and (a.status = 'booked' or (a.status = 'held' and a.hold_expires_at > ${iso(now)}))), '[]') as busy
    from clients c where c.id = ${clientId}`);
  const [row] = (result as unknown as { rows: DayRow[] }).rows;
  if (!row) return null;
  return {
    timeZone: businessTimeZone(row.tz?.trim()),
    catalog: { locations: row.locations, services: row.services, staff: row.staff, performs: row.performs, hours: row.hours },
    times: {
      breaks: row.breaks,
      timeOff: row.time_off.map((o) => ({ staff_id: o.staff_id, starts_at: new Date(o.starts_at), ends_at: new Date(o.ends_at) })),
      busy: row.busy.map((b) => ({
        staff_id: b.staff_id,
        blocked_from: new Date(b.blocked_from),
        blocked_to: new Date(b.blocked_to),
        hold_expires_at: b.hold_expires_at === null ? null : new Date(b.hold_expires_at),
      })),
    },
  };
}
