// The visitor's appointment booking (contracts/booking.ts; spec §2 appointment and employee flows, §3
// appointment details, §8; issue 14). No credentials: the client is the path's, as for the other public calls.
//   GET  /api/client/{id}/booking                 → BookingInfo
//   GET  /api/client/{id}/booking/slots?…         → SlotDay (200 with `slots: []` when none)
//   GET  /api/client/{id}/booking/dates?…         → SlotDates
//   POST /api/client/{id}/booking/holds           → 201 Hold · 409 slot_unavailable · 429 too_many_holds · 429
//        (sets the visitor's booking cookie when absent; one live hold per visitor, a few per address)
//   POST /api/client/{id}/appointments                     → 201 PublicAppointment · 400 fields ·
//                                                             400 outside_service_area · 409 slot_unavailable · 429
//   GET  /api/client/{id}/appointments/{uuid}              → PublicAppointment (404 appointment_not_found)
//   GET  /api/client/{id}/appointments/{uuid}/calendar.ics → text/calendar attachment (404 appointment_not_found)
// Selection errors are 400s with their own codes (booking-selection.ts). An appointment is then reached only
// by its uuid; another client's uuid is no appointment (404). Each route calls one function of booking-service.ts.
import {
  AppointmentCalendarFile,
  AppointmentParams,
  BookBody,
  BookingInfo,
  DatesQuery,
  Hold,
  HoldBody,
  PublicAppointment,
  SlotDates,
  SlotDay,
  SlotQuery,
  bookingCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute } from '../../routes/route-kit.js';
import { clientAnswer, clientIdParams, noCache, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { appointmentCalendarFile, appointmentPage, bookAppointment, bookingInfo, holdSlot, slotDates, slotDay } from './booking-service.js';
import { bookingCookieHeader, bookingVisitor, holdOwnerOf } from './booking-visitor.js';
import { registerMyBookingRoutes } from './my-booking-routes.js';
import { withCampaignCookie } from '../../services/campaign-cookie.js';

/** Per client and address (the params as validated: `/client/09/…` is client 9). A visitor holds a few slots at most. */
export const BOOKING_HOLD_RATE_LIMIT = perMinute(20, 'booking-hold', { perClient: true });

/** Per client and address (params as validated). A visitor books once; a few retries at most. */
export const BOOKING_RATE_LIMIT = perMinute(20, 'booking', { perClient: true });

/** The visitor's calls (registered from routes/public/index.ts): the wizard's, then the appointment's. */
export function registerBookingPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWizardRoutes(app, ctx);
  registerAppointmentPublicRoutes(app, ctx);
  registerMyBookingRoutes(app, ctx);
}

function registerWizardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  onCall(
    app,
    bookingCalls.info,
    publicRoute({
      summary: 'What the appointment wizard may offer: locations, bookable services, staff, the business zone',
      params: clientIdParams(),
      response: { 200: BookingInfo },
    }),
    clientAnswer(ctx, (req: { params: { id: number } }): Promise<BookingInfo> => bookingInfo(ctx, req.params.id)),
  );

  onCall(
    app,
    bookingCalls.slots,
    publicRoute({
      summary: 'Bookable start times of one local date for a selection',
      params: clientIdParams(),
      querystring: SlotQuery,
      response: { 200: SlotDay },
    }),
    // No separate client lookup: slotDay's one query (or its cache) answers the unknown client's 404.
    async (req, reply) => noCache(reply).send(await slotDay(ctx, req.params.id, req.query)),
  );

  onCall(
    app,
    bookingCalls.dates,
    publicRoute({
      summary: 'The local dates of a range (at most 62 days) having at least one slot for a selection',
      params: clientIdParams(),
      querystring: DatesQuery,
      response: { 200: SlotDates },
    }),
    clientAnswer(ctx, (req: { params: { id: number }; query: DatesQuery }): Promise<SlotDates> => slotDates(ctx, req.params.id, req.query)),
  );

  onCall(
    app,
    bookingCalls.hold,
    publicRoute({
      rateLimit: BOOKING_HOLD_RATE_LIMIT,
      summary: 'Keeps a slot while the visitor fills in their details (BOOKING_HOLD_MINUTES)',
      params: clientIdParams(),
      body: HoldBody,
      response: { 201: Hold },
    }),
    async (req, reply) => {
      await requireClient(db, req.params.id);
      const visitor = bookingVisitor(req.headers.cookie);
      // Set on any answer, so a refused first pick and the next one are the same visitor.
      if (visitor.isNew) reply.header('set-cookie', bookingCookieHeader(visitor.id, { secure: req.protocol === 'https' }));
      const hold = await holdSlot(ctx, req.params.id, req.body, holdOwnerOf(visitor.id, req.ip));
      return reply.status(201).send(hold);
    },
  );
}

function registerAppointmentPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  onCall(
    app,
    bookingCalls.book,
    publicRoute({
      rateLimit: BOOKING_RATE_LIMIT,
      summary: 'Books an appointment (the held slot, or the slot if still free)',
      params: clientIdParams(),
      body: BookBody,
      response: { 201: PublicAppointment },
    }),
    async (req, reply) => {
      await requireClient(db, req.params.id);
      const appointment = await bookAppointment(ctx, req.params.id, withCampaignCookie(req.body, req.headers.cookie));
      return reply.status(201).send(appointment);
    },
  );

  onCall(
    app,
    bookingCalls.appointment,
    publicRoute({
      summary: 'The visitor’s appointment by its uuid',
      params: AppointmentParams,
      response: { 200: PublicAppointment },
    }),
    clientAnswer(ctx, ({ params }: { params: AppointmentParams }): Promise<PublicAppointment> =>
      appointmentPage(ctx, params.id, params.uuid),
    ),
  );

  onCall(
    app,
    bookingCalls.calendar,
    publicRoute({
      summary: 'The appointment as an iCalendar file',
      params: AppointmentParams,
      response: { 200: AppointmentCalendarFile },
    }),
    async (req, reply) => {
      const { client } = await requireClient(db, req.params.id);
      const ics = await appointmentCalendarFile(ctx, req.params.id, req.params.uuid, client.name);
      return reply
        .header('cache-control', 'no-cache')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
}
