// The back office's Schedule screen, writing side (issue 14): create, reschedule, cancel and note an
// appointment, and mark or clear its no-show (issue 31), each with its audit entry in the same transaction. The time itself is taken through
// appointment-rows-repository.ts, so the exclusion constraint judges every overlap (SlotTakenError → 409 slot_taken).
// The owner may pick any time, outside working hours too (design "Owner create/reschedule": the owner's
// call), but never one that overlaps another held or booked appointment of the staff member.
import { bookingSpan } from '@vitrina/booking';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointments, locations, services, staff } from '../../db/schema.js';
import { cancelAppointment, insertAppointment, moveAppointment, releaseExpiredHolds } from './appointment-rows-repository.js';
import type { AppointmentRow } from './appointment-rows-repository.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { APPOINTMENT_AUDIT_ENTITY } from './appointments-repository.js';
import { upsertCustomer } from '../orders/customers-repository.js';

const MINUTE = 60_000;

export type AppointmentChangeError =
  | 'not_found'
  | 'not_active'
  | 'not_started'
  | 'staff_not_found'
  | 'service_not_found'
  | 'service_type_not_offered'
  | 'location_required'
  | 'location_not_found';

export type AppointmentChange = { ok: true; id: number } | { ok: false; error: AppointmentChangeError };

export interface ChangeContext {
  clientId: number;
  actor: AuditActor;
  now: Date;
  /** An employee's own staff row: no other appointment is theirs to change. */
  onlyStaffId?: number;
}

type ServiceRow = typeof services.$inferSelect;

const auditState = (row: AppointmentRow) => ({
  status: row.status,
  staff_id: row.staff_id,
  location_id: row.location_id,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  customer: `${row.first_name} ${row.last_name}`.trim(),
  staff_note: row.staff_note,
  no_show_at: row.no_show_at?.toISOString() ?? null,
});

async function audit(tx: AppDb, c: ChangeContext, action: string, id: number, before: AppointmentRow | null, after: AppointmentRow | null) {
  await recordAudit(tx, {
    clientId: c.clientId,
    actor: c.actor,
    action,
    entity: APPOINTMENT_AUDIT_ENTITY,
    entityId: id,
    before: before && auditState(before),
    after: after && auditState(after),
  });
}

async function staffOfClient(tx: AppDb, clientId: number, staffId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.client_id, clientId), eq(staff.id, staffId)));
  return row !== undefined;
}

export interface NewBackOfficeAppointment {
  staffId: number;
  serviceIds: readonly number[];
  serviceType: 0 | 1 | 2;
  locationId: number | null;
  start: Date;
  details: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    country?: string;
    address1?: string;
    address2?: string;
    city?: string;
    state?: string;
    province?: string;
    postalCode?: string;
    note?: string;
  };
  staffNote: string;
}

/** A booked appointment made in the back office (source 'back_office'). */
export async function createBackOfficeAppointment(
  db: AppDb,
  c: ChangeContext,
  input: NewBackOfficeAppointment,
): Promise<AppointmentChange> {
  return db.transaction(async (tx) => {
    if (!(await staffOfClient(tx, c.clientId, input.staffId))) return { ok: false, error: 'staff_not_found' };
    const ids = [...new Set(input.serviceIds)];
    const found = await tx
      .select()
      .from(services)
      .where(and(eq(services.client_id, c.clientId), inArray(services.id, ids)));
    if (found.length !== ids.length) return { ok: false, error: 'service_not_found' };
    const ordered = ids.map((id) => found.find((s) => s.id === id)!);
    const offers = (s: ServiceRow) => [s.storefront, s.mobile, s.virtual][input.serviceType];
    if (!ordered.every(offers)) return { ok: false, error: 'service_type_not_offered' };
    let locationId: number | null = null;
    if (input.serviceType === 0) {
      if (input.locationId == null) return { ok: false, error: 'location_required' };
      const [place] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.client_id, c.clientId), eq(locations.id, input.locationId)));
      if (!place) return { ok: false, error: 'location_not_found' };
      locationId = place.id;
    }
    const span = bookingSpan(
      ordered.map((o) => ({
        durationMinutes: o.duration_minutes,
        bufferBeforeMinutes: o.buffer_before_minutes,
        bufferAfterMinutes: o.buffer_after_minutes,
      })),
    );
    const startsAt = input.start;
    const endsAt = new Date(startsAt.getTime() + span.durationMinutes * MINUTE);
    const d = input.details;
    await releaseExpiredHolds(tx, input.staffId, c.now);
    // The business's customer with this e-mail, made when there is none, as a visitor's booking does (issue 30:
    // the Customers screen lists the back office's bookings too); a known customer keeps what the business knows.
    const customerId = await upsertCustomer(tx, c.clientId, {
      email: d.email,
      firstName: d.firstName,
      lastName: d.lastName,
      phone: d.phoneNumber,
      country: d.country ?? '',
      address1: d.address1 ?? '',
      address2: d.address2 ?? '',
      city: d.city ?? '',
      state: d.state ?? '',
      province: d.province ?? '',
      postalCode: d.postalCode ?? '',
    });
    const row = await insertAppointment(
      tx,
      {
        client_id: c.clientId,
        staff_id: input.staffId,
        customer_id: customerId,
        location_id: locationId,
        service_type: input.serviceType,
        status: 'booked',
        starts_at: startsAt,
        ends_at: endsAt,
        blocked_from: new Date(startsAt.getTime() - span.bufferBeforeMinutes * MINUTE),
        blocked_to: new Date(endsAt.getTime() + span.bufferAfterMinutes * MINUTE),
        first_name: d.firstName,
        last_name: d.lastName,
        email: d.email,
        phone: d.phoneNumber,
        country: d.country ?? '',
        address1: d.address1 ?? '',
        address2: d.address2 ?? '',
        city: d.city ?? '',
        state: d.state ?? '',
        province: d.province ?? '',
        postal_code: d.postalCode ?? '',
        note: d.note ?? '',
        staff_note: input.staffNote,
        meeting_url: input.serviceType === 2 ? (ordered.find((s) => s.meeting_url)?.meeting_url ?? '') : '',
        total_cents: ordered.reduce((sum, s) => sum + s.price_cents, 0),
        source: 'back_office',
        created_at: c.now,
        updated_at: c.now,
      },
      ordered.map((s, position) => ({
        position,
        service_id: s.id,
        name: s.name,
        price_cents: s.price_cents,
        duration_minutes: s.duration_minutes,
      })),
    );
    await audit(tx, c, 'appointment.create', row.id, null, row);
    return { ok: true, id: row.id };
  });
}

/** The appointment locked for a change, when it is the caller's to change. */
async function lockOwn(tx: AppDb, c: ChangeContext, appointmentId: number): Promise<AppointmentRow | null> {
  const where = [eq(appointments.client_id, c.clientId), eq(appointments.id, appointmentId)];
  if (c.onlyStaffId !== undefined) where.push(eq(appointments.staff_id, c.onlyStaffId));
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(...where))
    .for('update');
  return row ?? null;
}

/** A new start and/or staff member: the same length and buffers; the old time is free at once. */
export async function rescheduleAppointment(
  db: AppDb,
  c: ChangeContext,
  appointmentId: number,
  change: { start?: Date; staffId?: number },
): Promise<AppointmentChange> {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, c, appointmentId);
    if (!before) return { ok: false, error: 'not_found' };
    // A visitor's live hold is theirs to book or let go; only a booked appointment moves.
    if (before.status !== 'booked') return { ok: false, error: 'not_active' };
    const staffId = change.staffId ?? before.staff_id;
    if (staffId !== before.staff_id && !(await staffOfClient(tx, c.clientId, staffId))) return { ok: false, error: 'staff_not_found' };
    const start = change.start ?? before.starts_at;
    const shift = start.getTime() - before.starts_at.getTime();
    const moved = (d: Date) => new Date(d.getTime() + shift);
    await releaseExpiredHolds(tx, staffId, c.now);
    // A no-show belongs to a time that has passed: moved to one still to come, the mark goes (issue 31).
    const unmark = before.no_show_at !== null && start > c.now ? { no_show_at: null } : {};
    const after = await moveAppointment(
      tx,
      c.clientId,
      appointmentId,
      {
        staff_id: staffId,
        starts_at: moved(before.starts_at),
        ends_at: moved(before.ends_at),
        blocked_from: moved(before.blocked_from),
        blocked_to: moved(before.blocked_to),
        ...unmark,
      },
      c.now,
    );
    await audit(tx, c, 'appointment.reschedule', appointmentId, before, after);
    return { ok: true, id: appointmentId };
  });
}

/** Cancels a held or booked appointment: its slot is offered again at once. */
export async function cancelOwnerAppointment(db: AppDb, c: ChangeContext, appointmentId: number): Promise<AppointmentChange> {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, c, appointmentId);
    if (!before) return { ok: false, error: 'not_found' };
    const after = await cancelAppointment(tx, c.clientId, appointmentId, c.now);
    if (!after) return { ok: false, error: 'not_active' };
    await audit(tx, c, 'appointment.cancel', appointmentId, before, after);
    return { ok: true, id: appointmentId };
  });
}

/** The business's own notes on the appointment. */
export async function setAppointmentNotes(
  db: AppDb,
  c: ChangeContext,
  appointmentId: number,
  staffNote: string,
): Promise<AppointmentChange> {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, c, appointmentId);
    if (!before) return { ok: false, error: 'not_found' };
    if (before.staff_note === staffNote) return { ok: true, id: appointmentId };
    const [after] = await tx
      .update(appointments)
      .set({ staff_note: staffNote, updated_at: sql`now()` })
      .where(eq(appointments.id, appointmentId))
      .returning();
    await audit(tx, c, 'appointment.notes', appointmentId, before, after ?? null);
    return { ok: true, id: appointmentId };
  });
}

/**
 * Marks (or clears) that the customer did not come (issue 31): only a booked appointment, and a mark only
 * once its start has passed. Marking a marked one keeps its first time; either way unchanged writes nothing.
 */
export async function setAppointmentNoShow(
  db: AppDb,
  c: ChangeContext,
  appointmentId: number,
  noShow: boolean,
): Promise<AppointmentChange> {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, c, appointmentId);
    if (!before) return { ok: false, error: 'not_found' };
    if (before.status !== 'booked') return { ok: false, error: 'not_active' };
    if (noShow && before.starts_at > c.now) return { ok: false, error: 'not_started' };
    if ((before.no_show_at !== null) === noShow) return { ok: true, id: appointmentId };
    const [after] = await tx
      .update(appointments)
      .set({ no_show_at: noShow ? c.now : null, updated_at: c.now })
      .where(eq(appointments.id, appointmentId))
      .returning();
    await audit(tx, c, noShow ? 'appointment.no_show' : 'appointment.no_show_cleared', appointmentId, before, after ?? null);
    return { ok: true, id: appointmentId };
  });
}
