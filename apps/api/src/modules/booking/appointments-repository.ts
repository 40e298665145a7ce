// The back office's Schedule screen, reading side (issue 14; spec §3 "Appointment details"): the
// appointments of a range with their services, customer details, notes, staff and location, in the
// business zone; the staff, locations and services its filters and form offer. `onlyStaffId` narrows
// everything to one staff row (an employee, role 4, sees only their own appointments).
import { formatInZone } from '@vitrina/booking';
import { fromMinorUnits } from '@vitrina/core-model';
import type { AppointmentOptions, OwnerAppointment } from '@vitrina/api-client/contracts';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointmentServices, appointments, locations, serviceStaff, services, staff } from '../../db/schema.js';

/** The audit entity of an appointment. */
export const APPOINTMENT_AUDIT_ENTITY = 'appointment';

type AppointmentRow = typeof appointments.$inferSelect;

export interface AppointmentFilter {
  from: Date;
  to: Date;
  staffId?: number;
  locationId?: number;
  /** Canceled ones too (booked and live holds always; released or expired holds never). */
  includeCanceled?: boolean;
  /** An employee's own staff row: nothing of anyone else. */
  onlyStaffId?: number;
}

/** The staff row of a client linked to this login (an employee's own), or null. */
export async function staffIdOfUser(db: AppDb, clientId: number, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.client_id, clientId), eq(staff.user_id, userId)));
  return row?.id ?? null;
}

async function toAnswers(db: AppDb, rows: AppointmentRow[], zone: string): Promise<OwnerAppointment[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const staffIds = [...new Set(rows.map((r) => r.staff_id))];
  const locationIds = [...new Set(rows.flatMap((r) => (r.location_id === null ? [] : [r.location_id])))];
  const [lines, people, places] = await Promise.all([
    db
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointment_id, ids))
      .orderBy(asc(appointmentServices.appointment_id), asc(appointmentServices.position)),
    db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds)),
    locationIds.length
      ? db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, locationIds))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const placeOf = new Map(places.map((p) => [p.id, p]));
  const at = (d: Date) => formatInZone(zone, d.getTime());
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    status: r.status,
    serviceType: r.service_type as 0 | 1 | 2,
    start: at(r.starts_at),
    end: at(r.ends_at),
    blockedFrom: at(r.blocked_from),
    blockedTo: at(r.blocked_to),
    timeZone: zone,
    staff: { id: r.staff_id, name: nameOf.get(r.staff_id) ?? '' },
    location: r.location_id === null ? null : (placeOf.get(r.location_id) ?? null),
    services: lines
      .filter((l) => l.appointment_id === r.id)
      .map((l) => ({ serviceId: l.service_id, name: l.name, price: fromMinorUnits(l.price_cents), durationMinutes: l.duration_minutes })),
    total: fromMinorUnits(r.total_cents),
    customer: {
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phoneNumber: r.phone,
      country: r.country,
      address1: r.address1,
      address2: r.address2,
      city: r.city,
      state: r.state,
      province: r.province,
      postalCode: r.postal_code,
      note: r.note,
    },
    staffNote: r.staff_note,
    meetingUrl: r.meeting_url,
    source: r.source as OwnerAppointment['source'],
    createdAt: at(r.created_at),
    noShowAt: r.no_show_at === null ? null : at(r.no_show_at),
  }));
}

/** Appointments whose service time meets [from, to), earliest first. */
export async function listOwnerAppointments(
  db: AppDb,
  clientId: number,
  zone: string,
  filter: AppointmentFilter,
): Promise<OwnerAppointment[]> {
  const where: SQL[] = [
    eq(appointments.client_id, clientId),
    lt(appointments.starts_at, filter.to),
    gt(appointments.ends_at, filter.from),
    ne(appointments.status, 'released'),
    // A hold whose time ran out keeps nobody busy, even before releaseExpiredHolds marks it.
    sql`(${appointments.status} <> 'held' or ${appointments.hold_expires_at} > now())`,
  ];
  if (!filter.includeCanceled) where.push(ne(appointments.status, 'canceled'));
  if (filter.staffId !== undefined) where.push(eq(appointments.staff_id, filter.staffId));
  if (filter.onlyStaffId !== undefined) where.push(eq(appointments.staff_id, filter.onlyStaffId));
  if (filter.locationId !== undefined) where.push(eq(appointments.location_id, filter.locationId));
  const rows = await db
    .select()
    .from(appointments)
    .where(and(...where))
    .orderBy(asc(appointments.starts_at), asc(appointments.id))
    .limit(2000);
  return toAnswers(db, rows, zone);
}

/** One appointment of the client (of `onlyStaffId` when given), or null. */
export async function getOwnerAppointment(
  db: AppDb,
  clientId: number,
  zone: string,
  appointmentId: number,
  onlyStaffId?: number,
): Promise<OwnerAppointment | null> {
  const where = [eq(appointments.client_id, clientId), eq(appointments.id, appointmentId)];
  if (onlyStaffId !== undefined) where.push(eq(appointments.staff_id, onlyStaffId));
  const rows = await db
    .select()
    .from(appointments)
    .where(and(...where));
  const [answer] = await toAnswers(db, rows, zone);
  return answer ?? null;
}

/** The staff (active; an employee: only themselves), active locations and active services of the client. */
export async function appointmentOptions(db: AppDb, clientId: number, zone: string, onlyStaffId?: number): Promise<AppointmentOptions> {
  const staffWhere = [eq(staff.client_id, clientId), eq(staff.active, true)];
  if (onlyStaffId !== undefined) staffWhere.push(eq(staff.id, onlyStaffId));
  const [people, places, offered, links] = await Promise.all([
    db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(...staffWhere))
      .orderBy(asc(staff.ordering), asc(staff.id)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(eq(locations.client_id, clientId), eq(locations.active, true)))
      .orderBy(asc(locations.ordering), asc(locations.id)),
    db
      .select()
      .from(services)
      .where(and(eq(services.client_id, clientId), eq(services.active, true)))
      .orderBy(asc(services.ordering), asc(services.id)),
    db
      .select({ service_id: serviceStaff.service_id, staff_id: serviceStaff.staff_id })
      .from(serviceStaff)
      .innerJoin(staff, eq(staff.id, serviceStaff.staff_id))
      .where(eq(staff.client_id, clientId)),
  ]);
  return {
    timeZone: zone,
    staff: people.map((p) => ({ ...p, serviceIds: links.filter((l) => l.staff_id === p.id).map((l) => l.service_id) })),
    locations: places,
    services: offered.map((s) => ({
      id: s.id,
      name: s.name,
      durationMinutes: s.duration_minutes,
      price: fromMinorUnits(s.price_cents),
      serviceTypes: [...(s.storefront ? [0 as const] : []), ...(s.mobile ? [1 as const] : []), ...(s.virtual ? [2 as const] : [])],
    })),
  };
}
