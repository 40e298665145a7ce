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
//   PUT   /api/client/:id/owner-appointments/:appointmentId/no-show {noShow}  → OwnerAppointment (issue 31)
// Appointments are the business's daily work, not an edit of the website, so, like orders, these routes
// take no freemium check. Each route calls one function of appointments-service.ts, which owns the unit of
// work (a new appointment: two, its context first, so an employee's 403 still comes before a 400 of the details).
import { businessTimeZone } from '@vitrina/booking';
import {
  APPOINTMENT_RANGE_MAX_DAYS,
  AppointmentListQuery,
  AppointmentNoShowBody,
  AppointmentNotesBody,
  AppointmentOptions,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentList,
  OwnerAppointmentParams,
  RescheduleBody,
  ownerAppointmentCalls as calls,
} from '@vitrina/api-client/contracts';
import { createAppointmentDetailsSchema, plainText, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes } from '../../routes/route-kit.js';
import {
  APPOINTMENT_MESSAGES,
  cancelAppointment,
  createAppointment,
  getAppointment,
  listAppointments,
  newAppointmentContext,
  rescheduleAppointment,
  scheduleOptions,
  setAppointmentNoShow,
  setAppointmentNotes,
} from './appointments-service.js';
import type { ScheduleCaller } from './appointments-service.js';

const DAY = 86_400_000;

/** The caller of a schedule route: the owner's change, their login and role, and the business's zone. */
function callerOf(req: FastifyRequest): ScheduleCaller {
  const { user, client } = req.owner!;
  return { ...changerOf(req), userId: user.id, roleId: user.role_id, zone: businessTimeZone(client.timezone) };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerAppointmentOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Every role of the screen reads and writes (an employee their own); no freemium check: the reads' guard serves all.
  const routes = screenRoutes(app, ctx, { screen: 'schedule', tags: ['owner', 'appointments'], freemiumWrites: true });
  const one = (summary: string, body?: unknown) => ({
    summary,
    params: OwnerAppointmentParams,
    response: { 200: OwnerAppointment },
    ...(body === undefined ? {} : { body }),
  });

  routes.read(
    calls.options,
    {
      summary: 'The staff, locations and services the schedule offers (an employee: only themselves)',
      params: clientParams,
      response: { 200: AppointmentOptions },
    },
    (req) => scheduleOptions(ctx, callerOf(req)),
  );

  routes.read(
    calls.list,
    {
      summary: `The held and booked (optionally canceled) appointments of a range of at most ${APPOINTMENT_RANGE_MAX_DAYS} days`,
      params: clientParams,
      querystring: AppointmentListQuery,
      response: { 200: OwnerAppointmentList },
    },
    async (req) => {
      const from = new Date(req.query.from);
      const to = new Date(req.query.to);
      const span = to.getTime() - from.getTime();
      if (!(span > 0) || span > APPOINTMENT_RANGE_MAX_DAYS * DAY) throw new ApiError(400, 'invalid_range', APPOINTMENT_MESSAGES.range);
      return listAppointments(ctx, callerOf(req), {
        from,
        to,
        staffId: req.query.staffId === undefined ? undefined : Number(req.query.staffId),
        locationId: req.query.locationId === undefined ? undefined : Number(req.query.locationId),
        includeCanceled: req.query.status === 'all',
      });
    },
  );

  routes.read(calls.get, one('One appointment with its services, customer details and notes'), (req) =>
    getAppointment(ctx, callerOf(req), req.params.appointmentId),
  );

  routes.create(
    calls.create,
    {
      summary: 'Book an appointment at any time that does not overlap another of the staff member',
      params: clientParams,
      body: NewAppointmentBody,
      response: { 201: OwnerAppointment },
    },
    async (req) => {
      const body = req.body;
      const by = callerOf(req);
      const c = await newAppointmentContext(ctx, by, body.staffId);
      const country = req.owner!.client.country?.country_code;
      const checked = validatePayload(createAppointmentDetailsSchema({ addressRequired: body.serviceType === 1, country }), body.details);
      if (!checked.ok) {
        const fields = Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [`details.${k}`, v]));
        throw new ApiError(400, 'invalid_request', APPOINTMENT_MESSAGES.invalid, fields);
      }
      return createAppointment(ctx, by, c, {
        staffId: body.staffId,
        serviceIds: body.serviceIds,
        serviceType: body.serviceType,
        locationId: body.locationId ?? null,
        start: new Date(body.start),
        details: checked.value,
        staffNote: plainText(body.staffNote ?? ''),
      });
    },
  );

  routes.change(
    calls.reschedule,
    one('Reschedule: a new start and/or staff member (same length and buffers); the old time is free at once', RescheduleBody),
    (req) => {
      const { start, staffId } = req.body;
      const move = { start: start === undefined ? undefined : new Date(start), staffId };
      return rescheduleAppointment(ctx, callerOf(req), req.params.appointmentId, move);
    },
  );

  routes.act(calls.cancel, one('Cancel: the slot is offered again at once'), (req) =>
    cancelAppointment(ctx, callerOf(req), req.params.appointmentId),
  );

  routes.change(
    calls.notes,
    one("The business's own notes on the appointment (never shown to the customer)", AppointmentNotesBody),
    (req) => setAppointmentNotes(ctx, callerOf(req), req.params.appointmentId, plainText(req.body.staffNote)),
  );

  routes.replace(
    calls.noShow,
    one('Mark (or clear) that the customer did not come: a booked appointment whose start has passed', AppointmentNoShowBody),
    (req) => setAppointmentNoShow(ctx, callerOf(req), req.params.appointmentId, req.body.noShow),
  );
}
