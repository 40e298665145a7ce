// The visitor's appointment booking (contracts/booking.ts; spec §2 appointment and employee flows, §8;
// issue 14). No credentials: the client is the path's, as for the other public calls.
//   GET  /api/client/{id}/booking                 → BookingInfo
//   GET  /api/client/{id}/booking/slots?…         → SlotDay (200 with `slots: []` when none)
//   GET  /api/client/{id}/booking/dates?…         → SlotDates
//   POST /api/client/{id}/booking/holds           → 201 Hold · 409 slot_unavailable · 429 too_many_holds · 429
//        (sets the visitor's booking cookie when absent; one live hold per visitor, a few per address)
// Selection errors are 400s with their own codes (services/booking-selection.ts). Appointments themselves
// are in ./appointments.ts.
import { BookingInfo, DatesQuery, Hold, HoldBody, SlotDates, SlotDay, SlotQuery } from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientTimeZone, loadBookingCatalog } from '../../db/repos/booking-public.js';
import { buildBookingInfo } from '../../services/booking-info.js';
import { resolveSelection, selectionFromQuery } from '../../services/booking-selection.js';
import { datesBetween, requireCalendarDate, slotsForDates } from '../../services/booking-slots.js';
import { holdSlot } from '../../services/booking-take.js';
import { bookingCookieHeader, bookingVisitor, holdOwnerOf } from '../../services/booking-visitor.js';
import { toHold } from '../../services/booking-view.js';
import { clientIdParams, noCache, requireClient } from './route-helpers.js';

/** Per client and address (the params as validated: `/client/09/…` is client 9). A visitor holds a few slots at most. */
export const BOOKING_HOLD_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `${req.ip}|booking-hold|${String((req.params as { id?: unknown }).id)}`,
} as const;

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/booking',
    {
      schema: {
        tags: ['public'],
        summary: 'What the appointment wizard may offer: locations, bookable services, staff, the business zone',
        params: clientIdParams(),
        response: { 200: BookingInfo },
      },
    },
    async (req, reply): Promise<BookingInfo> => {
      await requireClient(db, req.params.id);
      const [timeZone, catalog] = await Promise.all([clientTimeZone(db, req.params.id), loadBookingCatalog(db, req.params.id)]);
      noCache(reply);
      return buildBookingInfo(catalog, timeZone, ctx.config.bookingHoldMinutes);
    },
  );

  app.get<{ Params: { id: number }; Querystring: SlotQuery }>(
    '/api/client/:id/booking/slots',
    {
      schema: {
        tags: ['public'],
        summary: 'Bookable start times of one local date for a selection',
        params: clientIdParams(),
        querystring: SlotQuery,
        response: { 200: SlotDay },
      },
    },
    async (req, reply): Promise<SlotDay> => {
      await requireClient(db, req.params.id);
      const sel = await resolveSelection(db, req.params.id, selectionFromQuery(req.query));
      const { date } = req.query;
      requireCalendarDate(date);
      const slots = (await slotsForDates(db, sel, [date], new Date())).get(date) ?? [];
      noCache(reply);
      return { date, timeZone: sel.timeZone, slots };
    },
  );

  app.get<{ Params: { id: number }; Querystring: DatesQuery }>(
    '/api/client/:id/booking/dates',
    {
      schema: {
        tags: ['public'],
        summary: 'The local dates of a range (at most 62 days) having at least one slot for a selection',
        params: clientIdParams(),
        querystring: DatesQuery,
        response: { 200: SlotDates },
      },
    },
    async (req, reply): Promise<SlotDates> => {
      await requireClient(db, req.params.id);
      const dates = datesBetween(req.query.from, req.query.to);
      const sel = await resolveSelection(db, req.params.id, selectionFromQuery(req.query));
      const byDate = await slotsForDates(db, sel, dates, new Date());
      noCache(reply);
      return { timeZone: sel.timeZone, dates: dates.filter((d) => (byDate.get(d)?.length ?? 0) > 0) };
    },
  );

  app.post<{ Params: { id: number }; Body: HoldBody }>(
    '/api/client/:id/booking/holds',
    {
      config: { rateLimit: BOOKING_HOLD_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Keeps a slot while the visitor fills in their details (BOOKING_HOLD_MINUTES)',
        params: clientIdParams(),
        body: HoldBody,
        response: { 201: Hold },
      },
    },
    async (req, reply) => {
      await requireClient(db, req.params.id);
      const visitor = bookingVisitor(req.headers.cookie);
      // Set on any answer, so a refused first pick and the next one are the same visitor.
      if (visitor.isNew) reply.header('set-cookie', bookingCookieHeader(visitor.id, { secure: req.protocol === 'https' }));
      const { bookingHoldMinutes: holdMinutes, bookingHoldsPerAddress: perAddress } = ctx.config;
      const held = await holdSlot(db, req.params.id, req.body, { holdMinutes, perAddress, owner: holdOwnerOf(visitor.id, req.ip) });
      return reply.status(201).send(toHold(held.appointment, held.timeZone));
    },
  );
}
