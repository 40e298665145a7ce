// The back office's Schedule screen (issue 14; spec §3 "Appointment details"): the owner (1), managers (3)
// and employees (4) — an employee only for the appointments of their own staff row (another's id → 404,
// creating for someone else → 403 own_appointments_only).
//   GET   /api/client/:id/owner-appointments/options                         → AppointmentOptions
//   GET   /api/client/:id/owner-appointments?from=&to=&staffId=&locationId=&status= → OwnerAppointmentList
//   GET   /api/client/:id/owner-appointments/:appointmentId                  → OwnerAppointment
//   POST  /api/client/:id/owner-appointments                                  → 201 OwnerAppointment
//   PATCH /api/client/:id/owner-appointments/:appointmentId {start?, staffId?} → OwnerAppointment (reschedule)
//   POST  /api/client/:id/owner-appointments/:appointmentId/cancel           → OwnerAppointment
//   PATCH /api/client/:id/owner-appointments/:appointmentId/notes {staffNote} → OwnerAppointment
// Appointments are the business's daily work, not an edit of the website, so, like orders, these routes
// take no freemium check. Changes go through ownerChange (the client's caches, public slots included, are
// dropped once) and each writes its audit row in its own transaction.
import { businessTimeZone } from '@vitrina/booking';
import {
  APPOINTMENT_RANGE_MAX_DAYS,
  AppointmentListQuery,
  AppointmentNotesBody,
  AppointmentOptions,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentList,
  OwnerAppointmentParams,
  RescheduleBody,
} from '@vitrina/api-client/contracts';
import { createAppointmentDetailsSchema, plainText, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/index.js';
import { SlotTakenError } from '../../modules/booking/appointment-rows-repository.js';
import {
  cancelOwnerAppointment,
  createBackOfficeAppointment,
  rescheduleAppointment,
  setAppointmentNotes,
} from '../../db/repos/owner-appointment-changes.js';
import type { AppointmentChange, ChangeContext } from '../../db/repos/owner-appointment-changes.js';
import { appointmentOptions, getOwnerAppointment, listOwnerAppointments, staffIdOfUser } from '../../db/repos/owner-appointments.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

export const APPOINTMENT_MESSAGES = {
  notFound: 'There is no such appointment',
  slotTaken: 'The staff member already has an appointment at that time; choose another time or staff member',
  notActive: 'This appointment is no longer booked; it cannot be changed',
  staffNotFound: 'There is no such staff member',
  serviceNotFound: 'There is no such service',
  serviceType: 'A chosen service is not offered as this booking type',
  locationRequired: 'Choose the location of the appointment',
  locationNotFound: 'There is no such location',
  ownOnly: 'An employee can only book and change their own appointments',
  range: `The range must start before it ends and cover at most ${APPOINTMENT_RANGE_MAX_DAYS} days`,
  invalid: 'The request is not valid',
} as const;

const DAY = 86_400_000;
const notFound = () => new ApiError(404, 'appointment_not_found', APPOINTMENT_MESSAGES.notFound);

function changeError(result: AppointmentChange & { ok: false }): ApiError {
  const invalid = (field: string, key: string, message: string) => new ApiError(400, 'invalid_request', message, { [field]: key });
  switch (result.error) {
    case 'not_found':
      return notFound();
    case 'not_active':
      return new ApiError(409, 'appointment_not_active', APPOINTMENT_MESSAGES.notActive);
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

/** Runs a change as a unit of work; an overlap becomes 409 slot_taken, a refusal its ApiError. */
async function change(ctx: AppContext, req: FastifyRequest, write: (tx: AppDb) => Promise<AppointmentChange>): Promise<number> {
  try {
    const { result } = await ownerChange(ctx, req.log, req.owner!.clientId, async (tx) => {
      const outcome = await write(tx);
      if (!outcome.ok) throw changeError(outcome);
      return outcome.id;
    });
    return result;
  } catch (err) {
    if (err instanceof SlotTakenError) throw new ApiError(409, 'slot_taken', APPOINTMENT_MESSAGES.slotTaken);
    throw err;
  }
}

export function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const guard = clientGuard(ctx, { write: false, screen: 'schedule' });
  const tags = ['owner', 'appointments'];
  const zoneOf = (req: FastifyRequest) => businessTimeZone(req.owner!.client.timezone);

  /** An employee's own staff row (0 when none is linked: they see nothing); undefined for owners and managers. */
  async function onlyStaff(req: FastifyRequest): Promise<number | undefined> {
    const { user, clientId } = req.owner!;
    if (user.role_id !== 4) return undefined;
    return (await staffIdOfUser(db, clientId, user.id)) ?? 0;
  }

  async function context(req: FastifyRequest): Promise<ChangeContext> {
    const { user, clientId } = req.owner!;
    return { clientId, actor: { sub: user.sub, email: user.email }, now: new Date(), onlyStaffId: await onlyStaff(req) };
  }

  async function answer(req: FastifyRequest, reply: FastifyReply, appointmentId: number, status = 200) {
    const found = await getOwnerAppointment(db, req.owner!.clientId, zoneOf(req), appointmentId, await onlyStaff(req));
    if (!found) throw notFound();
    return noCache(reply)
      .status(status)
      .send(found satisfies OwnerAppointment);
  }

  const one = (summary: string, extra: Record<string, unknown> = {}) =>
    ownerRoute(guard, { tags, summary, params: OwnerAppointmentParams, response: { 200: OwnerAppointment }, ...extra });

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-appointments/options',
    ownerRoute(guard, {
      tags,
      summary: 'The staff, locations and services the schedule offers (an employee: only themselves)',
      params: clientParams,
      response: { 200: AppointmentOptions },
    }),
    async (req, reply) => {
      const options = await appointmentOptions(db, req.owner!.clientId, zoneOf(req), await onlyStaff(req));
      return noCache(reply).send(options satisfies AppointmentOptions);
    },
  );

  app.get<{ Params: { id: number }; Querystring: AppointmentListQuery }>(
    '/api/client/:id/owner-appointments',
    ownerRoute(guard, {
      tags,
      summary: `The held and booked (optionally canceled) appointments of a range of at most ${APPOINTMENT_RANGE_MAX_DAYS} days`,
      params: clientParams,
      querystring: AppointmentListQuery,
      response: { 200: OwnerAppointmentList },
    }),
    async (req, reply) => {
      const from = new Date(req.query.from);
      const to = new Date(req.query.to);
      const span = to.getTime() - from.getTime();
      if (!(span > 0) || span > APPOINTMENT_RANGE_MAX_DAYS * DAY) throw new ApiError(400, 'invalid_range', APPOINTMENT_MESSAGES.range);
      const zone = zoneOf(req);
      const list = await listOwnerAppointments(db, req.owner!.clientId, zone, {
        from,
        to,
        staffId: req.query.staffId === undefined ? undefined : Number(req.query.staffId),
        locationId: req.query.locationId === undefined ? undefined : Number(req.query.locationId),
        includeCanceled: req.query.status === 'all',
        onlyStaffId: await onlyStaff(req),
      });
      return noCache(reply).send({ timeZone: zone, appointments: list } satisfies OwnerAppointmentList);
    },
  );

  app.get<{ Params: OwnerAppointmentParams }>(
    '/api/client/:id/owner-appointments/:appointmentId',
    one('One appointment with its services, customer details and notes'),
    (req, reply) => answer(req, reply, req.params.appointmentId),
  );

  app.post<{ Params: { id: number }; Body: NewAppointmentBody }>(
    '/api/client/:id/owner-appointments',
    ownerRoute(guard, {
      tags,
      summary: 'Book an appointment at any time that does not overlap another of the staff member',
      params: clientParams,
      body: NewAppointmentBody,
      response: { 201: OwnerAppointment },
    }),
    async (req, reply) => {
      const body = req.body;
      const c = await context(req);
      if (c.onlyStaffId !== undefined && c.onlyStaffId !== body.staffId)
        throw new ApiError(403, 'own_appointments_only', APPOINTMENT_MESSAGES.ownOnly);
      const country = req.owner!.client.country?.country_code;
      const checked = validatePayload(createAppointmentDetailsSchema({ addressRequired: body.serviceType === 1, country }), body.details);
      if (!checked.ok) {
        const fields = Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [`details.${k}`, v]));
        throw new ApiError(400, 'invalid_request', APPOINTMENT_MESSAGES.invalid, fields);
      }
      const id = await change(ctx, req, (tx) =>
        createBackOfficeAppointment(tx, c, {
          staffId: body.staffId,
          serviceIds: body.serviceIds,
          serviceType: body.serviceType,
          locationId: body.locationId ?? null,
          start: new Date(body.start),
          details: checked.value,
          staffNote: plainText(body.staffNote ?? ''),
        }),
      );
      return answer(req, reply, id, 201);
    },
  );

  app.patch<{ Params: OwnerAppointmentParams; Body: RescheduleBody }>(
    '/api/client/:id/owner-appointments/:appointmentId',
    one('Reschedule: a new start and/or staff member (same length and buffers); the old time is free at once', {
      body: RescheduleBody,
    }),
    async (req, reply) => {
      const c = await context(req);
      const { start, staffId } = req.body;
      if (c.onlyStaffId !== undefined && staffId !== undefined && staffId !== c.onlyStaffId) {
        // Their own appointment may not be handed to someone else; someone else's is not theirs to see.
        if (!(await getOwnerAppointment(db, c.clientId, zoneOf(req), req.params.appointmentId, c.onlyStaffId))) throw notFound();
        throw new ApiError(403, 'own_appointments_only', APPOINTMENT_MESSAGES.ownOnly);
      }
      const id = await change(ctx, req, (tx) =>
        rescheduleAppointment(tx, c, req.params.appointmentId, { start: start === undefined ? undefined : new Date(start), staffId }),
      );
      return answer(req, reply, id);
    },
  );

  app.post<{ Params: OwnerAppointmentParams }>(
    '/api/client/:id/owner-appointments/:appointmentId/cancel',
    one('Cancel: the slot is offered again at once'),
    async (req, reply) => {
      const c = await context(req);
      const id = await change(ctx, req, (tx) => cancelOwnerAppointment(tx, c, req.params.appointmentId));
      return answer(req, reply, id);
    },
  );

  app.patch<{ Params: OwnerAppointmentParams; Body: AppointmentNotesBody }>(
    '/api/client/:id/owner-appointments/:appointmentId/notes',
    one("The business's own notes on the appointment (never shown to the customer)", { body: AppointmentNotesBody }),
    async (req, reply) => {
      const c = await context(req);
      const id = await change(ctx, req, (tx) => setAppointmentNotes(tx, c, req.params.appointmentId, plainText(req.body.staffNote)));
      return answer(req, reply, id);
    },
  );
}
