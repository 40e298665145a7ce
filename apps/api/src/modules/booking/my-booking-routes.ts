// The customer's own booking page (issue 30; contracts/booking.ts MyBooking), by the appointment's secret manage
// key, no credentials (the key is the capability). Each route calls one function of my-booking-service.ts.
//   GET  /api/client/{id}/my-booking/{key}                     → MyBooking (404 appointment_not_found)
//   POST /api/client/{id}/my-booking/{key}/cancel              → MyBooking · 409 change_too_late · 409 changes_not_allowed ·
//                                                                409 appointment_not_active · 404 · 429
//   POST /api/client/{id}/my-booking/{key}/reschedule {start}  → MyBooking · the same · 409 slot_unavailable
import { MyBooking, MyBookingParams, MyBookingRescheduleBody, myBookingCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute } from '../../routes/route-kit.js';
import { noCache, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { cancelMyBooking, myBooking, rescheduleMyBooking } from './my-booking-service.js';

/** Per client and address: a customer changes their booking a few times at most. */
export const MY_BOOKING_CHANGE_RATE_LIMIT = perMinute(20, 'my-booking-change', { perClient: true });

export function registerMyBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  onCall(
    app,
    myBookingCalls.get,
    publicRoute({
      summary: 'The customer’s booking by its secret manage key, with whether it may still be cancelled or moved',
      params: MyBookingParams,
      response: { 200: MyBooking },
    }),
    async (req, reply) => {
      await requireClient(db, req.params.id);
      return noCache(reply).send(await myBooking(ctx, req.params.id, req.params.key));
    },
  );

  onCall(
    app,
    myBookingCalls.cancel,
    publicRoute({
      rateLimit: MY_BOOKING_CHANGE_RATE_LIMIT,
      summary: 'The customer cancels their booking (within the business’s policy); the slot is offered again',
      params: MyBookingParams,
      response: { 200: MyBooking },
    }),
    async (req, reply) => {
      await requireClient(db, req.params.id);
      return noCache(reply).send(await cancelMyBooking(ctx, req.params.id, req.params.key));
    },
  );

  onCall(
    app,
    myBookingCalls.reschedule,
    publicRoute({
      rateLimit: MY_BOOKING_CHANGE_RATE_LIMIT,
      summary: 'The customer moves their booking to another free slot of the same services and staff member',
      params: MyBookingParams,
      body: MyBookingRescheduleBody,
      response: { 200: MyBooking },
    }),
    async (req, reply) => {
      await requireClient(db, req.params.id);
      return noCache(reply).send(await rescheduleMyBooking(ctx, req.params.id, req.params.key, req.body));
    },
  );
}
