// The Schedule screen's service (issue 27; issue 14; spec §3 "Appointment details"): the only code that writes
// the back office's appointment changes. Each change is one unit of work (`ownerChange`, as before the move):
// the appointment, its audit entry and the client's SiteChanged event commit together (the client's caches,
// public slots included, are dropped once after the commit); a refusal throws inside it (nothing written, no
// event), and an overlap (SlotTakenError) becomes 409 slot_taken. An employee (role 4) reads and changes only
// the appointments of their own staff row (another's → 404; booking or handing one to someone else → 403).
import { APPOINTMENT_RANGE_MAX_DAYS } from '@vitrina/api-client/contracts';
import type { AppointmentOptions, OwnerAppointment, OwnerAppointmentList } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import * as changes from './appointment-changes-repository.js';
import type { AppointmentChange, ChangeContext, NewBackOfficeAppointment } from './appointment-changes-repository.js';
import { SlotTakenError } from './appointment-rows-repository.js';
import { appointmentOptions, getOwnerAppointment, listOwnerAppointments, staffIdOfUser } from './appointments-repository.js';

export const APPOINTMENT_MESSAGES = {
  notFound: 'There is no such appointment',
  slotTaken: 'The staff member already has an appointment at that time; choose another time or staff member',
  notActive: 'This appointment is no longer booked; it cannot be changed',
  notStarted: 'This appointment has not started yet; it can be marked as a no-show once its start time has passed',
  staffNotFound: 'There is no such staff member',
  serviceNotFound: 'There is no such service',
  serviceType: 'A chosen service is not offered as this booking type',
  locationRequired: 'Choose the location of the appointment',
  locationNotFound: 'There is no such location',
  ownOnly: 'An employee can only book and change their own appointments',
  range: `The range must start before it ends and cover at most ${APPOINTMENT_RANGE_MAX_DAYS} days`,
  invalid: 'The request is not valid',
} as const;

/** Who asks: the owner's change (client, actor, log), their login and role, and the business's zone. */
export interface ScheduleCaller extends OwnerChanger {
  userId: string;
  roleId: number;
  zone: string;
}

/** The list's filters (the range already checked by the route). */
export interface AppointmentListFilter {
  from: Date;
  to: Date;
  staffId?: number;
  locationId?: number;
  includeCanceled: boolean;
}

const notFound = () => new ApiError(404, 'appointment_not_found', APPOINTMENT_MESSAGES.notFound);
const ownOnly = () => new ApiError(403, 'own_appointments_only', APPOINTMENT_MESSAGES.ownOnly);

function changeError(result: AppointmentChange & { ok: false }): ApiError {
  const invalid = (field: string, key: string, message: string) => new ApiError(400, 'invalid_request', message, { [field]: key });
  switch (result.error) {
    case 'not_found':
      return notFound();
    case 'not_active':
      return new ApiError(409, 'appointment_not_active', APPOINTMENT_MESSAGES.notActive);
    case 'not_started':
      return new ApiError(409, 'appointment_not_started', APPOINTMENT_MESSAGES.notStarted);
    case 'staff_not_found':
      return invalid('staffId', 'manage:appointments.errors.staffNotFound', APPOINTMENT_MESSAGES.staffNotFound);
    case 'service_not_found':
      return invalid('serviceIds', 'manage:appointments.errors.serviceNotFound', APPOINTMENT_MESSAGES.serviceNotFound);
    case 'service_type_not_offered':
      return invalid('serviceType', 'manage:appointments.errors.serviceTypeNotOffered', APPOINTMENT_MESSAGES.serviceType);
    case 'location_required':
      return invalid('locationId', 'manage:appointments.errors.locationRequired', APPOINTMENT_MESSAGES.locationRequired);
    case 'location_not_found':
      return invalid('locationId', 'manage:appointments.errors.locationNotFound', APPOINTMENT_MESSAGES.locationNotFound);
  }
}

/**
 * Runs a change as a unit of work; an overlap becomes 409 slot_taken, a refusal its ApiError. Answers the
 * appointment as the caller sees it after the commit.
 */
async function change(
  ctx: AppContext,
  by: ScheduleCaller,
  write: (tx: AppDb) => Promise<AppointmentChange>,
  happened?: (appointmentId: number) => DomainEvent,
): Promise<OwnerAppointment> {
  let id: number;
  try {
    const { result } = await ownerChange(
      ctx,
      by.log,
      by.clientId,
      async (tx) => {
        const outcome = await write(tx);
        if (!outcome.ok) throw changeError(outcome);
        return outcome.id;
      },
      (appointmentId) => (happened ? [happened(appointmentId)] : []),
    );
    id = result;
  } catch (err) {
    if (err instanceof SlotTakenError) throw new ApiError(409, 'slot_taken', APPOINTMENT_MESSAGES.slotTaken);
    throw err;
  }
  return getAppointment(ctx, by, id);
}

/** An employee's own staff row (0 when none is linked: they see nothing); undefined for owners and managers. */
async function onlyStaff(ctx: AppContext, by: ScheduleCaller): Promise<number | undefined> {
  if (by.roleId !== 4) return undefined;
  return (await staffIdOfUser(ctx.database.db, by.clientId, by.userId)) ?? 0;
}

async function context(ctx: AppContext, by: ScheduleCaller): Promise<ChangeContext> {
  return { clientId: by.clientId, actor: by.actor, now: new Date(), onlyStaffId: await onlyStaff(ctx, by) };
}

/** The staff, locations and services the schedule offers (an employee: only themselves). */
export async function scheduleOptions(ctx: AppContext, by: ScheduleCaller): Promise<AppointmentOptions> {
  return appointmentOptions(ctx.database.db, by.clientId, by.zone, await onlyStaff(ctx, by));
}

/** The held and booked (optionally canceled) appointments of a range, in the business's zone. */
export async function listAppointments(ctx: AppContext, by: ScheduleCaller, filter: AppointmentListFilter): Promise<OwnerAppointmentList> {
  const appointments = await listOwnerAppointments(ctx.database.db, by.clientId, by.zone, {
    ...filter,
    onlyStaffId: await onlyStaff(ctx, by),
  });
  return { timeZone: by.zone, appointments };
}

/** One appointment the caller may see; 404 appointment_not_found. */
export async function getAppointment(ctx: AppContext, by: ScheduleCaller, appointmentId: number): Promise<OwnerAppointment> {
  const found = await getOwnerAppointment(ctx.database.db, by.clientId, by.zone, appointmentId, await onlyStaff(ctx, by));
  if (!found) throw notFound();
  return found;
}

/** The context of a new appointment for `staffId`: 403 own_appointments_only when an employee books for another. */
export async function newAppointmentContext(ctx: AppContext, by: ScheduleCaller, staffId: number): Promise<ChangeContext> {
  const c = await context(ctx, by);
  if (c.onlyStaffId !== undefined && c.onlyStaffId !== staffId) throw ownOnly();
  return c;
}

/** Books at any time that does not overlap another appointment of the staff member (context: newAppointmentContext). */
export async function createAppointment(
  ctx: AppContext,
  by: ScheduleCaller,
  c: ChangeContext,
  input: NewBackOfficeAppointment,
): Promise<OwnerAppointment> {
  return change(
    ctx,
    by,
    (tx) => changes.createBackOfficeAppointment(tx, c, input),
    (appointmentId) => ({ type: 'AppointmentBooked', clientId: by.clientId, appointmentId, by: 'business' }),
  );
}

/** A new start and/or staff member (same length and buffers); the old time is free at once. */
export async function rescheduleAppointment(
  ctx: AppContext,
  by: ScheduleCaller,
  appointmentId: number,
  move: { start?: Date; staffId?: number },
): Promise<OwnerAppointment> {
  const c = await context(ctx, by);
  if (c.onlyStaffId !== undefined && move.staffId !== undefined && move.staffId !== c.onlyStaffId) {
    // Their own appointment may not be handed to someone else; someone else's is not theirs to see.
    if (!(await getOwnerAppointment(ctx.database.db, c.clientId, by.zone, appointmentId, c.onlyStaffId))) throw notFound();
    throw ownOnly();
  }
  return change(
    ctx,
    by,
    (tx) => changes.rescheduleAppointment(tx, c, appointmentId, move),
    (id) => ({ type: 'AppointmentRescheduled', clientId: by.clientId, appointmentId: id }),
  );
}

/** Cancels: the slot is offered again at once. */
export async function cancelAppointment(ctx: AppContext, by: ScheduleCaller, appointmentId: number): Promise<OwnerAppointment> {
  const c = await context(ctx, by);
  return change(
    ctx,
    by,
    (tx) => changes.cancelOwnerAppointment(tx, c, appointmentId),
    (id) => ({ type: 'AppointmentCancelled', clientId: by.clientId, appointmentId: id, by: 'business' }),
  );
}

/** The business's own notes (plain text; never shown to the customer). */
export async function setAppointmentNotes(
  ctx: AppContext,
  by: ScheduleCaller,
  appointmentId: number,
  staffNote: string,
): Promise<OwnerAppointment> {
  const c = await context(ctx, by);
  return change(ctx, by, (tx) => changes.setAppointmentNotes(tx, c, appointmentId, staffNote));
}

/**
 * Marks or clears "the customer did not come" (issue 31, the dashboard's no-shows): a booked appointment
 * whose start has passed (409 appointment_not_started before it, appointment_not_active unless booked).
 */
export async function setAppointmentNoShow(
  ctx: AppContext,
  by: ScheduleCaller,
  appointmentId: number,
  noShow: boolean,
): Promise<OwnerAppointment> {
  const c = await context(ctx, by);
  return change(ctx, by, (tx) => changes.setAppointmentNoShow(tx, c, appointmentId, noShow));
}
