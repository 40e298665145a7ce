// The one way an appointment row takes or moves a staff member's time (issue 14): every write that gives an
// appointment a time range goes through here, so the exclusion constraint `appointments_no_overlap`
// (migration 0006) is the single judge of a double booking, and its violation becomes SlotTakenError.
// Each write runs in a savepoint, so a refused slot leaves the caller's transaction usable (the wizard's
// "any staff member" tries the next person; nothing half-written stays).
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointmentServices, appointments } from '../../db/schema.js';
import { cancelAppointmentFormRequests } from '../forms/form-requests-repository.js';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
export type NewAppointmentService = Omit<typeof appointmentServices.$inferInsert, 'appointment_id'>;

/** The slot overlaps a held or booked appointment of the same staff member. */
export class SlotTakenError extends Error {
  constructor() {
    super('slot_taken');
    this.name = 'SlotTakenError';
  }
}

/** True for Postgres' exclusion violation (23P01) of `appointments_no_overlap`, however the driver wraps it. */
export function isOverlapViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23P01' && (constraint === undefined || constraint === 'appointments_no_overlap')) return true;
  }
  return false;
}

async function guarded<T>(tx: AppDb, work: (sp: AppDb) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction((sp) => work(sp));
  } catch (err) {
    if (isOverlapViolation(err)) throw new SlotTakenError();
    throw err;
  }
}

/** Holds of this staff member whose time ran out stop blocking their slot (called before taking one). */
export async function releaseExpiredHolds(tx: AppDb, staffId: number, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'released', hold_session_hash: null, hold_address_hash: null, updated_at: now })
    .where(and(eq(appointments.staff_id, staffId), eq(appointments.status, 'held'), lte(appointments.hold_expires_at, now)));
}

/** Inserts a held or booked appointment and its services; SlotTakenError when the staff member is busy then. */
export async function insertAppointment(tx: AppDb, row: NewAppointment, lines: readonly NewAppointmentService[]): Promise<AppointmentRow> {
  return guarded(tx, async (sp) => {
    const [created] = await sp.insert(appointments).values(row).returning();
    if (!created) throw new Error('appointment insert returned nothing');
    if (lines.length) await sp.insert(appointmentServices).values(lines.map((line) => ({ ...line, appointment_id: created.id })));
    return created;
  });
}

export interface AppointmentMove {
  staff_id?: number;
  location_id?: number | null;
  starts_at: Date;
  ends_at: Date;
  blocked_from: Date;
  blocked_to: Date;
  /** Cleared when a no-show's appointment moves to a time still to come (issue 31). */
  no_show_at?: null;
}

/**
 * Gives an appointment of this client a new time (and staff member or location); the old time is free at
 * once. SlotTakenError when the new time clashes; null when there is no such appointment.
 */
export async function moveAppointment(
  tx: AppDb,
  clientId: number,
  appointmentId: number,
  move: AppointmentMove,
  now: Date,
): Promise<AppointmentRow | null> {
  return guarded(tx, async (sp) => {
    const [moved] = await sp
      .update(appointments)
      .set({ ...move, updated_at: now })
      .where(and(eq(appointments.id, appointmentId), eq(appointments.client_id, clientId)))
      .returning();
    return moved ?? null;
  });
}

/** Cancels a held or booked appointment: its slot is free at once. Null when there is none to cancel. */
export async function cancelAppointment(tx: AppDb, clientId: number, appointmentId: number, now: Date): Promise<AppointmentRow | null> {
  const [canceled] = await tx
    .update(appointments)
    .set({ status: 'canceled', canceled_at: now, updated_at: now })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.client_id, clientId), sql`${appointments.status} in ('held', 'booked')`))
    .returning();
  // Forms it asked are not asked any more (issue 15).
  if (canceled) await cancelAppointmentFormRequests(tx, canceled.id);
  return canceled ?? null;
}
