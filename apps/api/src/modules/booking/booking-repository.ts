// What the visitor's booking calls read (contracts/booking.ts; issue 14): the client's active locations,
// bookable services, staff and their weekly hours, and each candidate's breaks, time off and busy ranges
// (held-and-unexpired or booked appointments) over an instant range. Writes of an appointment's time go
// through appointment-rows-repository.ts; this file only reads, plus turning a live hold into a booking.
// The business's zone (clientTimeZone) is the client's: db/repos/clients.ts.
import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import {
  appointmentServices,
  appointments,
  locations,
  serviceStaff,
  services,
  staff,
  staffBreaks,
  staffHours,
  staffTimeOff,
} from '../../db/schema.js';
import type { AppointmentRow, NewAppointmentService } from './appointment-rows-repository.js';
import { pendingFormsPathOf } from '../forms/form-requests-repository.js';

export type LocationRow = typeof locations.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type StaffHoursRow = typeof staffHours.$inferSelect;

export interface BookingCatalog {
  locations: LocationRow[];
  services: ServiceRow[];
  staff: StaffRow[];
  /** [service_id, staff_id] pairs among the rows above. */
  performs: { service_id: number; staff_id: number }[];
  hours: StaffHoursRow[];
}

/** Active locations, active bookable services, active staff, who performs what, and the staff's hours. */
export async function loadBookingCatalog(db: AppDb, clientId: number): Promise<BookingCatalog> {
  const [locs, servs, people] = await Promise.all([
    db
      .select()
      .from(locations)
      .where(and(eq(locations.client_id, clientId), eq(locations.active, true)))
      .orderBy(asc(locations.ordering), asc(locations.id)),
    db
      .select()
      .from(services)
      .where(and(eq(services.client_id, clientId), eq(services.active, true), eq(services.bookable, true)))
      .orderBy(asc(services.ordering), asc(services.id)),
    db
      .select()
      .from(staff)
      .where(and(eq(staff.client_id, clientId), eq(staff.active, true)))
      .orderBy(asc(staff.ordering), asc(staff.id)),
  ]);
  const staffIds = people.map((p) => p.id);
  if (staffIds.length === 0) return { locations: locs, services: servs, staff: people, performs: [], hours: [] };
  const [performs, hours] = await Promise.all([
    db
      .select({ service_id: serviceStaff.service_id, staff_id: serviceStaff.staff_id })
      .from(serviceStaff)
      .where(inArray(serviceStaff.staff_id, staffIds)),
    db.select().from(staffHours).where(inArray(staffHours.staff_id, staffIds)),
  ]);
  const serviceIds = new Set(servs.map((s) => s.id));
  return { locations: locs, services: servs, staff: people, performs: performs.filter((p) => serviceIds.has(p.service_id)), hours };
}

export interface StaffTimes {
  breaks: (typeof staffBreaks.$inferSelect)[];
  timeOff: { staff_id: number; starts_at: Date; ends_at: Date }[];
  busy: { staff_id: number; blocked_from: Date; blocked_to: Date }[];
}

/**
 * Breaks, time off and busy ranges of these staff overlapping [from, to). Busy = booked rows and held rows
 * whose hold has not run out at `now`; `exceptUuid` leaves out one appointment (the hold being booked).
 */
export async function loadStaffTimes(
  db: AppDb,
  staffIds: readonly number[],
  from: Date,
  to: Date,
  now: Date,
  exceptUuid: string | null = null,
): Promise<StaffTimes> {
  if (staffIds.length === 0) return { breaks: [], timeOff: [], busy: [] };
  const ids = [...staffIds];
  // One after another: inside a transaction there is one connection (pg queues overlapping queries).
  const breaks = await db.select().from(staffBreaks).where(inArray(staffBreaks.staff_id, ids));
  const timeOff = await db
    .select({ staff_id: staffTimeOff.staff_id, starts_at: staffTimeOff.starts_at, ends_at: staffTimeOff.ends_at })
    .from(staffTimeOff)
    .where(and(inArray(staffTimeOff.staff_id, ids), lt(staffTimeOff.starts_at, to), gt(staffTimeOff.ends_at, from)));
  const busy = await db
    .select({ staff_id: appointments.staff_id, blocked_from: appointments.blocked_from, blocked_to: appointments.blocked_to })
    .from(appointments)
    .where(
      and(
        inArray(appointments.staff_id, ids),
        lt(appointments.blocked_from, to),
        gt(appointments.blocked_to, from),
        or(eq(appointments.status, 'booked'), and(eq(appointments.status, 'held'), gt(appointments.hold_expires_at, now))),
        exceptUuid ? ne(appointments.uuid, exceptUuid) : undefined,
      ),
    );
  return { breaks, timeOff, busy };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's booked appointment of this manage key (issue 30): its uuid and start; null (a malformed key too). */
export async function bookedOfManageKey(db: AppDb, clientId: number, key: string): Promise<{ uuid: string; starts_at: Date } | null> {
  if (!UUID.test(key)) return null;
  const [row] = await db
    .select({ uuid: appointments.uuid, starts_at: appointments.starts_at })
    .from(appointments)
    .where(and(eq(appointments.client_id, clientId), eq(appointments.manage_key, key.toLowerCase()), eq(appointments.status, 'booked')));
  return row ?? null;
}

/** The client's appointment `uuid` while it is a live hold: status held, not expired at `now`. */
const liveHold = (clientId: number, uuid: string, now: Date) =>
  and(
    eq(appointments.uuid, uuid),
    eq(appointments.client_id, clientId),
    eq(appointments.status, 'held'),
    gt(appointments.hold_expires_at, now),
  );

/** A live hold of this client (status held, not expired at `now`), or null. */
export async function findLiveHold(db: AppDb, clientId: number, uuid: string, now: Date): Promise<AppointmentRow | null> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(liveHold(clientId, uuid, now));
  return row ?? null;
}

/**
 * Turns a live hold into the booking (same row, so the slot is never free in between) and replaces its
 * services snapshot. Null when the hold ran out or was taken meanwhile (the conditional UPDATE decides).
 */
export async function bookHeldAppointment(
  tx: AppDb,
  clientId: number,
  uuid: string,
  fields: Partial<typeof appointments.$inferInsert>,
  lines: readonly NewAppointmentService[],
  now: Date,
): Promise<AppointmentRow | null> {
  const [row] = await tx
    .update(appointments)
    .set({ ...fields, status: 'booked', hold_expires_at: null, hold_session_hash: null, hold_address_hash: null, updated_at: now })
    .where(liveHold(clientId, uuid, now))
    .returning();
  if (!row) return null;
  await tx.delete(appointmentServices).where(eq(appointmentServices.appointment_id, row.id));
  if (lines.length) await tx.insert(appointmentServices).values(lines.map((l) => ({ ...l, appointment_id: row.id })));
  return row;
}

/** Lets go of a visitor's own live hold they are not booking (e.g. they changed the selection). */
export async function releaseHold(tx: AppDb, clientId: number, uuid: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'released', hold_session_hash: null, hold_address_hash: null, updated_at: now })
    .where(and(eq(appointments.uuid, uuid), eq(appointments.client_id, clientId), eq(appointments.status, 'held')));
}

export interface AppointmentView {
  appointment: AppointmentRow;
  lines: (typeof appointmentServices.$inferSelect)[];
  staff: { id: number; name: string };
  location: LocationRow | null;
  /** The appointment's own forms page (its forms key, issue 25) while forms it asks are pending (issue 15), else null. */
  formsPath: string | null;
}

/** One appointment of this client by uuid, with its services, staff member and location; null otherwise. */
export async function findAppointmentView(db: AppDb, clientId: number, uuid: string): Promise<AppointmentView | null> {
  const [appointment] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.uuid, uuid), eq(appointments.client_id, clientId)));
  if (!appointment) return null;
  const [lines, [person], location, formsPath] = await Promise.all([
    db
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointment_id, appointment.id))
      .orderBy(asc(appointmentServices.position)),
    db.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.id, appointment.staff_id)),
    appointment.location_id === null
      ? Promise.resolve([] as LocationRow[])
      : db.select().from(locations).where(eq(locations.id, appointment.location_id)),
    pendingFormsPathOf(db, appointment.id, appointment.uuid, appointment.forms_key),
  ]);
  return { appointment, lines, staff: person ?? { id: appointment.staff_id, name: '' }, location: location[0] ?? null, formsPath };
}

/** Booked appointments per staff member in [from, to) ("any staff": the least busy first). */
export async function bookedCounts(db: AppDb, staffIds: readonly number[], from: Date, to: Date): Promise<Map<number, number>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({ staff_id: appointments.staff_id, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        inArray(appointments.staff_id, [...staffIds]),
        eq(appointments.status, 'booked'),
        lt(appointments.starts_at, to),
        gt(appointments.ends_at, from),
      ),
    )
    .groupBy(appointments.staff_id);
  return new Map(rows.map((r) => [r.staff_id, Number(r.n)]));
}
