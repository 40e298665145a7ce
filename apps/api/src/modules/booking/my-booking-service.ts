// The customer's own booking page (issue 30; contracts/booking.ts MyBooking): reached only by the appointment's
// secret manage key (sent in its confirmation), never by an e-mail or the uuid. The customer sees the booking,
// cancels it, or moves it to another slot of the same services and staff member, while the business's policy
// allows: until `clients.booking_change_hours` hours before its start (0: never). Each change is ONE
// transaction that locks the appointment, reads the policy and checks it there (a change a moment too late is
// refused whatever the page showed), writes, and records its event (AppointmentCancelled / AppointmentRescheduled,
// by: 'customer'): the subscribers drop the business's cached slots (the old time is offered at once) and mail
// the customer, the staff member and the owners. A new time must be one of computeSlots' starts for the
// selection now, and the exclusion constraint (appointment-rows-repository.ts) is the single judge between the
// move and a visitor booking the same slot at the same moment: exactly one of them gets it.
import type { MyBooking, MyBookingRescheduleBody } from '@vitrina/api-client/contracts';
import { businessTimeZone, formatInZone } from '@vitrina/booking';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { appointmentServices, appointments, clients } from '../../db/schema.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { ApiError } from '../../http/errors.js';
import { SlotTakenError, cancelAppointment, moveAppointment, releaseExpiredHolds } from './appointment-rows-repository.js';
import type { AppointmentRow } from './appointment-rows-repository.js';
import { appointmentNotFound, findSlot, parseStart, slotUnavailable, timesOf } from './booking-service.js';
import { findAppointmentView } from './booking-repository.js';
import { resolveSelection } from './booking-selection.js';
import type { SelectionInput } from './booking-selection.js';
import { dropBookingSlots } from './slot-day-cache.js';
import { toPublicAppointment } from './booking-view.js';

const HOUR = 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MyBookingRefusal = NonNullable<MyBooking['refusal']>;

interface Policy {
  changeHours: number;
  timeZone: string;
  businessName: string;
}

/** Why the customer may not change the appointment at `now`, or null when they may. */
export function refusalOf(row: Pick<AppointmentRow, 'status' | 'starts_at'>, changeHours: number, now: Date): MyBookingRefusal | null {
  if (row.status !== 'booked') return 'appointment_not_active';
  if (changeHours <= 0) return 'changes_not_allowed';
  if (now.getTime() > row.starts_at.getTime() - changeHours * HOUR) return 'change_too_late';
  return null;
}

/** The §8-style answer of a refusal (the page says it in the reader's language with the same words). */
function refusalError(refusal: MyBookingRefusal, policy: Policy): ApiError {
  const params = { hours: policy.changeHours, business: policy.businessName };
  switch (refusal) {
    case 'change_too_late':
      return new ApiError(409, 'change_too_late', 'booking:myBooking.tooLate', undefined, params);
    case 'changes_not_allowed':
      return new ApiError(409, 'changes_not_allowed', 'booking:myBooking.notAllowed', undefined, params);
    case 'appointment_not_active':
      return new ApiError(409, 'appointment_not_active', 'booking:myBooking.canceled');
  }
}

async function readPolicy(db: AppDb, clientId: number): Promise<Policy | null> {
  const [row] = await db
    .select({ changeHours: clients.booking_change_hours, timeZone: clients.timezone, businessName: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ? { changeHours: row.changeHours, timeZone: businessTimeZone(row.timeZone?.trim()), businessName: row.businessName } : null;
}

/** The client's appointment of this manage key (locked for the change when `lock`), or null. */
async function findByKey(db: AppDb, clientId: number, key: string, lock: boolean): Promise<AppointmentRow | null> {
  if (!UUID.test(key)) return null;
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.client_id, clientId), eq(appointments.manage_key, key.toLowerCase())));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The same services (in order), staff member and location, as the slots call takes a selection. */
async function selectionOf(db: AppDb, row: AppointmentRow): Promise<SelectionInput & { staffId: number; locationId: number | null }> {
  const lines = await db
    .select({ serviceId: appointmentServices.service_id })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointment_id, row.id))
    .orderBy(asc(appointmentServices.position));
  return {
    serviceType: row.service_type as SelectionInput['serviceType'],
    locationId: row.service_type === 0 ? row.location_id : null,
    serviceIds: lines.map((l) => l.serviceId).filter((id): id is number => id !== null),
    staffId: row.staff_id,
  };
}

async function answer(ctx: AppContext, clientId: number, key: string, now = new Date()): Promise<MyBooking> {
  const { db } = ctx.database;
  const [row, policy] = await Promise.all([findByKey(db, clientId, key, false), readPolicy(db, clientId)]);
  if (!row || !policy) throw appointmentNotFound();
  const view = await findAppointmentView(db, clientId, row.uuid);
  if (!view) throw appointmentNotFound();
  const refusal = refusalOf(row, policy.changeHours, now);
  const selection = await selectionOf(db, row);
  return {
    appointment: toPublicAppointment(view, policy.timeZone),
    selection: {
      serviceType: selection.serviceType,
      locationId: selection.locationId,
      serviceIds: [...selection.serviceIds],
      staffId: selection.staffId,
    },
    changeHours: policy.changeHours,
    changeUntil: policy.changeHours > 0 ? formatInZone(policy.timeZone, row.starts_at.getTime() - policy.changeHours * HOUR) : null,
    canChange: refusal === null,
    refusal,
    businessName: policy.businessName,
  };
}

/** GET my-booking/{key}: 404 appointment_not_found for a key this client does not have (or a malformed one). */
export function myBooking(ctx: AppContext, clientId: number, key: string): Promise<MyBooking> {
  return answer(ctx, clientId, key);
}

/** The appointment of the key, locked, with the policy checked in the same transaction. */
async function lockChangeable(tx: AppDb, clientId: number, key: string, now: Date): Promise<AppointmentRow> {
  const row = await findByKey(tx, clientId, key, true);
  const policy = await readPolicy(tx, clientId);
  if (!row || !policy) throw appointmentNotFound();
  const refusal = refusalOf(row, policy.changeHours, now);
  if (refusal) throw refusalError(refusal, policy);
  return row;
}

/** POST my-booking/{key}/cancel: the slot is offered again at once; the staff member and owners are told. */
export async function cancelMyBooking(ctx: AppContext, clientId: number, key: string, now = new Date()): Promise<MyBooking> {
  try {
    await changeWithEvents(
      ctx,
      null,
      async (tx) => {
        const row = await lockChangeable(tx, clientId, key, now);
        const canceled = await cancelAppointment(tx, clientId, row.id, now);
        if (!canceled) throw refusalError('appointment_not_active', { changeHours: 0, timeZone: 'UTC', businessName: '' });
        return canceled;
      },
      (canceled) => [{ type: 'AppointmentCancelled', clientId, appointmentId: canceled.id, by: 'customer' }],
    );
  } finally {
    // Also done by the event's subscriber; here too so this answer's next slots read never sees the old day.
    dropBookingSlots(ctx.database, clientId);
  }
  return answer(ctx, clientId, key, now);
}

/**
 * POST my-booking/{key}/reschedule: moves the booking to `start`, one of the selection's free slots now (the
 * same services and staff member); 409 slot_unavailable when it is not (or another visitor took it first).
 */
export async function rescheduleMyBooking(
  ctx: AppContext,
  clientId: number,
  key: string,
  body: MyBookingRescheduleBody,
  now = new Date(),
): Promise<MyBooking> {
  const start = parseStart(body.start);
  try {
    await changeWithEvents(
      ctx,
      null,
      async (tx) => {
        const row = await lockChangeable(tx, clientId, key, now);
        const input = await selectionOf(tx, row);
        const sel = await resolveSelection(tx, clientId, input);
        // The booking itself is not busy: a new time overlapping the old one is taken (the row is updated in
        // place, so the exclusion constraint never weighs it against itself).
        const slot = await findSlot(tx, sel, start, now, row.uuid);
        if (!slot || !slot.staffIds.includes(row.staff_id)) throw slotUnavailable();
        await releaseExpiredHolds(tx, row.staff_id, now);
        try {
          const moved = await moveAppointment(
            tx,
            clientId,
            row.id,
            { ...timesOf(sel, start), location_id: slot.locationId ?? row.location_id },
            now,
          );
          if (!moved) throw appointmentNotFound();
          return moved;
        } catch (err) {
          if (err instanceof SlotTakenError) throw slotUnavailable();
          throw err;
        }
      },
      (moved) => [{ type: 'AppointmentRescheduled', clientId, appointmentId: moved.id, by: 'customer' }],
    );
  } finally {
    dropBookingSlots(ctx.database, clientId);
  }
  return answer(ctx, clientId, key, now);
}
