// The visitor's appointment, booked and then reached only by its uuid (contracts/booking.ts; spec §2
// appointment success page, §3 appointment details, §8; issue 14):
//   POST /api/client/{id}/appointments                     → 201 PublicAppointment · 400 fields ·
//                                                             400 outside_service_area · 409 slot_unavailable · 429
//   GET  /api/client/{id}/appointments/{uuid}              → PublicAppointment (404 appointment_not_found)
//   GET  /api/client/{id}/appointments/{uuid}/calendar.ics → text/calendar attachment (404 appointment_not_found)
// Another client's uuid is no appointment (404).
import { AppointmentCalendarFile, AppointmentParams, BookBody, PublicAppointment } from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientTimeZone, findAppointmentView } from '../../db/repos/booking-public.js';
import { ApiError } from '../../http/errors.js';
import { bookAppointment } from '../../services/booking-take.js';
import { appointmentCalendar, toPublicAppointment } from '../../services/booking-view.js';
import { clientIdParams, noCache, requireClient } from './route-helpers.js';

/** Per client and address (params as validated). A visitor books once; a few retries at most. */
export const BOOKING_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `${req.ip}|booking|${String((req.params as { id?: unknown }).id)}`,
} as const;

const appointmentNotFound = () => new ApiError(404, 'appointment_not_found', 'errors:booking.appointmentNotFound');

export function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const view = async (clientId: number, uuid: string) => {
    const { client } = await requireClient(db, clientId);
    const found = await findAppointmentView(db, clientId, uuid);
    if (!found) throw appointmentNotFound();
    return { ...found, businessName: client.name };
  };

  app.post<{ Params: { id: number }; Body: BookBody }>(
    '/api/client/:id/appointments',
    {
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Books an appointment (the held slot, or the slot if still free)',
        params: clientIdParams(),
        body: BookBody,
        response: { 201: PublicAppointment },
      },
    },
    async (req, reply) => {
      await requireClient(db, req.params.id);
      const booked = await bookAppointment(db, req.params.id, req.body);
      const found = await findAppointmentView(db, req.params.id, booked.appointment.uuid);
      if (!found) throw appointmentNotFound();
      return reply.status(201).send(toPublicAppointment(found, booked.timeZone));
    },
  );

  app.get<{ Params: AppointmentParams }>(
    '/api/client/:id/appointments/:uuid',
    {
      schema: {
        tags: ['public'],
        summary: 'The visitor’s appointment by its uuid',
        params: AppointmentParams,
        response: { 200: PublicAppointment },
      },
    },
    async (req, reply): Promise<PublicAppointment> => {
      const found = await view(req.params.id, req.params.uuid);
      const timeZone = await clientTimeZone(db, req.params.id);
      noCache(reply);
      return toPublicAppointment(found, timeZone);
    },
  );

  app.get<{ Params: AppointmentParams }>(
    '/api/client/:id/appointments/:uuid/calendar.ics',
    {
      schema: {
        tags: ['public'],
        summary: 'The appointment as an iCalendar file',
        params: AppointmentParams,
        response: { 200: AppointmentCalendarFile },
      },
    },
    async (req, reply) => {
      const found = await view(req.params.id, req.params.uuid);
      return reply
        .header('cache-control', 'no-cache')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .type('text/calendar; charset=utf-8')
        .send(appointmentCalendar(found, found.businessName));
    },
  );
}
