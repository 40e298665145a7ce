// The booking's service (issue 27; issue 14): what the visitor's booking routes call, and the only writer of
// appointments taken by visitors. Taking a slot: POST booking/holds and POST appointments (contracts/booking.ts;
// spec §2 appointment flow, §3 appointment details, §8 "Slots are not available for the selected date";
// design file "Holds"). One transaction each. The start is never taken on the browser's word: it must be one
// of computeSlots' starts for the selection now. The exclusion constraint (appointment-rows-repository.ts) is
// the single judge between two visitors racing for one slot; "any staff" tries each free person in turn.
// A booking asks the forms its services require in its own transaction (the forms module's repository).
// The day's slots cache (slot-day-cache.ts) of the business is dropped once a hold or a booking committed.
import type {
  BookBody,
  BookingInfo,
  DatesQuery,
  Hold,
  HoldBody,
  PublicAppointment,
  SlotDates,
  SlotDay,
  SlotQuery,
} from '@vitrina/api-client/contracts';
import type { Slot } from '@vitrina/booking';
import { keptCampaignParams } from '@vitrina/core-model';
import { createAppointmentDetailsSchema, validatePayload, VALIDATION_MESSAGES } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { clientTimeZone, findClientById, findClientCountry } from '../../db/repos/clients.js';
import { upsertCustomer } from '../orders/customers-repository.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { ApiError } from '../../http/errors.js';
import { safeTextFields } from '../../services/public-text.js';
import { checkServiceArea } from './service-area.js';
import { requestAppointmentForms } from '../forms/form-requests-repository.js';
import { SlotTakenError, insertAppointment, releaseExpiredHolds } from './appointment-rows-repository.js';
import type { AppointmentRow, NewAppointment, NewAppointmentService } from './appointment-rows-repository.js';
import { buildBookingInfo } from './booking-info.js';
import {
  bookHeldAppointment,
  bookedCounts,
  findAppointmentView,
  findLiveHold,
  loadBookingCatalog,
  releaseHold,
} from './booking-repository.js';
import { resolveSelection, selectionFromQuery } from './booking-selection.js';
import type { ResolvedSelection } from './booking-selection.js';
import { datesBetween, isCalendarDate, localDateOf, requireCalendarDate, slotsForDates } from './booking-slots.js';
import { cachedSlotDay, dropBookingSlots, unknownClient } from './slot-day-cache.js';
import { rescheduleDates, rescheduleSlotDay } from './reschedule-slots.js';
import { appointmentCalendar, toHold, toPublicAppointment } from './booking-view.js';
import { liveAddressHolds, lockHoldOwner, releaseVisitorHolds } from './visitor-holds-repository.js';
import type { HoldOwner } from './visitor-holds-repository.js';

const MINUTE = 60_000;

export const slotUnavailable = () => new ApiError(409, 'slot_unavailable', 'errors:booking.slotsUnavailable');
const tooManyHolds = () => new ApiError(429, 'too_many_holds', 'errors:booking.tooManyHolds');

export function parseStart(value: string): Date {
  const start = new Date(value);
  if (Number.isNaN(start.getTime())) throw new ApiError(400, 'invalid_start', 'The start time is not a valid ISO 8601 time');
  return start;
}

const linesOf = (sel: ResolvedSelection): NewAppointmentService[] =>
  sel.services.map((s, position) => ({
    position,
    service_id: s.id,
    name: s.name,
    price_cents: s.price_cents,
    duration_minutes: s.duration_minutes,
  }));

/** The service time and the blocked time (buffers) of a booking starting at `start`. */
export function timesOf(sel: ResolvedSelection, start: Date) {
  const end = new Date(start.getTime() + sel.span.durationMinutes * MINUTE);
  return {
    starts_at: start,
    ends_at: end,
    blocked_from: new Date(start.getTime() - sel.span.bufferBeforeMinutes * MINUTE),
    blocked_to: new Date(end.getTime() + sel.span.bufferAfterMinutes * MINUTE),
  };
}

/**
 * The slot of the selection starting at exactly `start` (and at the asked location), or null. `exceptUuid`:
 * an appointment not counted as busy (the booking being moved may overlap its own old time).
 */
export async function findSlot(
  tx: AppDb,
  sel: ResolvedSelection,
  start: Date,
  now: Date,
  exceptUuid: string | null = null,
): Promise<Slot | null> {
  const date = localDateOf(start, sel.timeZone);
  const slots = (await slotsForDates(tx, sel, [date], now, exceptUuid)).get(date) ?? [];
  return slots.find((s) => Date.parse(s.start) === start.getTime() && s.staffIds.length > 0) ?? null;
}

/**
 * Inserts the appointment for the first free person of the slot (the least booked that day first when the
 * visitor chose "any staff"). 409 slot_unavailable when nobody is free any more.
 */
async function takeSlot(
  tx: AppDb,
  sel: ResolvedSelection,
  start: Date,
  now: Date,
  row: Omit<NewAppointment, 'staff_id' | 'location_id' | 'starts_at' | 'ends_at' | 'blocked_from' | 'blocked_to' | 'client_id'>,
): Promise<AppointmentRow> {
  const slot = await findSlot(tx, sel, start, now);
  if (!slot) throw slotUnavailable();
  let order = slot.staffIds;
  if (!sel.staffChosen && order.length > 1) {
    const day = { from: new Date(start.getTime() - 12 * 60 * MINUTE), to: new Date(start.getTime() + 12 * 60 * MINUTE) };
    const counts = await bookedCounts(tx, order, day.from, day.to);
    order = [...order].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
  }
  for (const staffId of order) {
    await releaseExpiredHolds(tx, staffId, now);
    try {
      return await insertAppointment(
        tx,
        { ...row, ...timesOf(sel, start), client_id: sel.clientId, staff_id: staffId, location_id: slot.locationId },
        linesOf(sel),
      );
    } catch (err) {
      if (!(err instanceof SlotTakenError)) throw err;
    }
  }
  throw slotUnavailable();
}

export interface HoldResult {
  appointment: AppointmentRow;
  timeZone: string;
}

export interface HoldOptions {
  holdMinutes: number;
  /** Live holds one address may keep at the business (config bookingHoldsPerAddress). */
  perAddress: number;
  /** The visitor and address asking (booking-visitor.ts holdOwnerOf). */
  owner: HoldOwner;
}

/**
 * POST booking/holds: a `held` row that keeps the slot for `holdMinutes`. A visitor keeps one live hold at
 * the business (this one replaces theirs) and an address at most `perAddress` (issue 25): counted after
 * the locks of lockHoldOwner, in this transaction, so parallel requests and other nodes wait their turn.
 */
async function takeHold(db: AppDb, clientId: number, body: HoldBody, options: HoldOptions, now = new Date()): Promise<HoldResult> {
  const { owner } = options;
  const sel = await resolveSelection(db, clientId, body);
  const start = parseStart(body.start);
  const appointment = await db.transaction(async (tx) => {
    await lockHoldOwner(tx, clientId, owner);
    // The visitor's own earlier holds (another pick, or Confirm again after Back): released first, kept if
    // this one fails (the transaction rolls back).
    if (body.replaceHoldId) await releaseHold(tx, clientId, body.replaceHoldId, now);
    await releaseVisitorHolds(tx, clientId, owner.sessionHash, now);
    if ((await liveAddressHolds(tx, clientId, owner.addressHash, now)) >= options.perAddress) throw tooManyHolds();
    return takeSlot(tx, sel, start, now, {
      service_type: sel.serviceType,
      status: 'held',
      hold_expires_at: new Date(now.getTime() + options.holdMinutes * MINUTE),
      hold_session_hash: owner.sessionHash,
      hold_address_hash: owner.addressHash,
      total_cents: sel.services.reduce((sum, s) => sum + s.price_cents, 0),
    });
  });
  return { appointment, timeZone: sel.timeZone };
}

/**
 * Spec §3 appointment details by validation's schema (the form's own); the address only for mobile, the
 * phone by the business's `country` (issue 26).
 */
export function readDetails(body: BookBody, country: string | undefined) {
  const schema = createAppointmentDetailsSchema({ addressRequired: body.serviceType === 1, country });
  const read = validatePayload(schema, safeTextFields(body.details, ['note']));
  if (!read.ok) throw new ApiError(400, 'invalid_request', VALIDATION_MESSAGES.forms.completeRequired, read.fields);
  const d = read.value;
  const address = body.serviceType === 1;
  return {
    first_name: d.firstName,
    last_name: d.lastName,
    email: d.email.trim().toLowerCase(),
    phone: d.phoneNumber,
    country: address ? (d.country ?? '') : '',
    address1: address ? (d.address1 ?? '') : '',
    address2: address ? (d.address2 ?? '') : '',
    city: address ? (d.city ?? '') : '',
    state: address ? (d.state ?? '') : '',
    province: address ? (d.province ?? '') : '',
    postal_code: address ? (d.postalCode ?? '') : '',
    note: d.note ?? '',
  };
}

/** A live hold matches when it is for the same type, start, services' span and one of the candidates. */
function holdMatches(hold: AppointmentRow, sel: ResolvedSelection, start: Date): boolean {
  const t = timesOf(sel, start);
  return (
    hold.service_type === sel.serviceType &&
    sel.candidates.includes(hold.staff_id) &&
    hold.starts_at.getTime() === t.starts_at.getTime() &&
    hold.ends_at.getTime() === t.ends_at.getTime() &&
    hold.blocked_from.getTime() === t.blocked_from.getTime() &&
    hold.blocked_to.getTime() === t.blocked_to.getTime() &&
    (typeof sel.location !== 'number' || hold.location_id === sel.location)
  );
}

/** POST appointments: validates the details and the service area, then books (the live hold, or afresh). */
async function takeBooking(ctx: AppContext, clientId: number, body: BookBody, now = new Date()): Promise<HoldResult> {
  const { db } = ctx.database;
  const details = readDetails(body, await findClientCountry(db, clientId));
  const sel = await resolveSelection(db, clientId, body);
  const start = parseStart(body.start);
  if (sel.serviceType === 1) {
    const area = await checkServiceArea(db, clientId, { postalCode: details.postal_code, city: details.city, country: details.country });
    if (!area.inside) {
      const fields = { postalCode: 'errors:booking.outsideServiceArea' };
      throw new ApiError(400, 'outside_service_area', 'errors:booking.outsideServiceArea', fields, { radiusMiles: area.radiusMiles });
    }
  }
  const meetingUrl = sel.serviceType === 2 ? (sel.services.find((s) => s.meeting_url !== '')?.meeting_url ?? '') : '';
  /** The customer asked forms by this booking, if any (its FormRequested event). */
  let formsOf: number | null = null;
  // The booking and its AppointmentBooked event commit together (the confirmation follows from the event).
  const write = async (tx: AppDb) => {
    const customerId = await upsertCustomer(tx, clientId, {
      email: details.email,
      firstName: details.first_name,
      lastName: details.last_name,
      phone: details.phone,
      country: details.country,
      address1: details.address1,
      address2: details.address2,
      city: details.city,
      state: details.state,
      province: details.province,
      postalCode: details.postal_code,
    });
    const fields = {
      ...details,
      customer_id: customerId,
      service_type: sel.serviceType,
      meeting_url: meetingUrl,
      total_cents: sel.services.reduce((sum, s) => sum + s.price_cents, 0),
      source: body.employeeLink ? 'employee_link' : 'visitor',
      utm: keptCampaignParams(body.utm),
    };
    let booked: AppointmentRow | null = null;
    if (body.holdId) {
      const hold = await findLiveHold(tx, clientId, body.holdId, now);
      if (hold && holdMatches(hold, sel, start)) {
        booked = await bookHeldAppointment(tx, clientId, hold.uuid, fields, linesOf(sel), now);
      } else if (hold) {
        // The visitor changed their mind since holding: their old hold must not block them.
        await releaseHold(tx, clientId, hold.uuid, now);
      }
    }
    booked ??= await takeSlot(tx, sel, start, now, { ...fields, status: 'booked', hold_expires_at: null });
    // The forms its services require are asked in the same transaction (issue 15), with FormRequested.
    formsOf = (await requestAppointmentForms(tx, clientId, booked.id, customerId)) > 0 ? customerId : null;
    return booked;
  };
  const { result: appointment } = await changeWithEvents(ctx, null, write, (booked): DomainEvent[] => [
    { type: 'AppointmentBooked', clientId, appointmentId: booked.id, by: 'customer' },
    ...(formsOf === null
      ? []
      : [{ type: 'FormRequested' as const, clientId, customerId: formsOf, formId: null, appointmentId: booked.id }]),
  ]);
  return { appointment, timeZone: sel.timeZone };
}

export const appointmentNotFound = () => new ApiError(404, 'appointment_not_found', 'errors:booking.appointmentNotFound');

/** GET booking: what the wizard may offer (locations, bookable services, staff, the business zone). */
export async function bookingInfo(ctx: AppContext, clientId: number): Promise<BookingInfo> {
  const { db } = ctx.database;
  const [timeZone, catalog] = await Promise.all([clientTimeZone(db, clientId), loadBookingCatalog(db, clientId)]);
  return buildBookingInfo(catalog, timeZone, ctx.config.bookingHoldMinutes);
}

/**
 * GET booking/slots: the bookable starts of one local date for a selection, from the day's cache (one query
 * on a miss, none on a hit: slot-day-cache.ts). The client's 404 comes first, then the selection's 400s, then
 * the date's, as they always did.
 */
export async function slotDay(ctx: AppContext, clientId: number, query: SlotQuery): Promise<SlotDay> {
  const input = selectionFromQuery(query);
  if (query.rescheduling !== undefined) return rescheduleSlotDay(ctx.database.db, clientId, query.rescheduling, input, query.date);
  if (!isCalendarDate(query.date)) {
    if (!(await findClientById(ctx.database.db, clientId))) throw unknownClient();
    await resolveSelection(ctx.database.db, clientId, input);
    requireCalendarDate(query.date);
  }
  return cachedSlotDay(ctx.database, clientId, input, query.date);
}

/** GET booking/dates: the local dates of a range having at least one slot for a selection. */
export async function slotDates(ctx: AppContext, clientId: number, query: DatesQuery): Promise<SlotDates> {
  const { db } = ctx.database;
  const dates = datesBetween(query.from, query.to);
  if (query.rescheduling !== undefined) return rescheduleDates(db, clientId, query.rescheduling, selectionFromQuery(query), dates);
  const sel = await resolveSelection(db, clientId, selectionFromQuery(query));
  const byDate = await slotsForDates(db, sel, dates, new Date());
  return { timeZone: sel.timeZone, dates: dates.filter((d) => (byDate.get(d)?.length ?? 0) > 0) };
}

/** POST booking/holds for a visitor (booking-visitor.ts holdOwnerOf), within the configured limits. */
export async function holdSlot(ctx: AppContext, clientId: number, body: HoldBody, owner: HoldOwner): Promise<Hold> {
  const { bookingHoldMinutes: holdMinutes, bookingHoldsPerAddress: perAddress } = ctx.config;
  let held: HoldResult;
  try {
    held = await takeHold(ctx.database.db, clientId, body, { holdMinutes, perAddress, owner });
  } finally {
    // Committed (or rolled back): the next slots read sees the hold and the holds it released.
    dropBookingSlots(ctx.database, clientId);
  }
  return toHold(held.appointment, held.timeZone);
}

/** POST appointments: books, then answers the appointment as its page shows it. */
export async function bookAppointment(ctx: AppContext, clientId: number, body: BookBody): Promise<PublicAppointment> {
  const { db } = ctx.database;
  let booked: HoldResult;
  try {
    booked = await takeBooking(ctx, clientId, body);
  } finally {
    dropBookingSlots(ctx.database, clientId);
  }
  const found = await findAppointmentView(db, clientId, booked.appointment.uuid);
  if (!found) throw appointmentNotFound();
  return toPublicAppointment(found, booked.timeZone);
}

/** GET appointments/{uuid}: 404 appointment_not_found for a uuid this client does not have. */
export async function appointmentPage(ctx: AppContext, clientId: number, uuid: string): Promise<PublicAppointment> {
  const { db } = ctx.database;
  const found = await findAppointmentView(db, clientId, uuid);
  if (!found) throw appointmentNotFound();
  const timeZone = await clientTimeZone(db, clientId);
  return toPublicAppointment(found, timeZone);
}

/** GET appointments/{uuid}/calendar.ics: the .ics text; 404 appointment_not_found as above. */
export async function appointmentCalendarFile(ctx: AppContext, clientId: number, uuid: string, businessName: string): Promise<string> {
  const found = await findAppointmentView(ctx.database.db, clientId, uuid);
  if (!found) throw appointmentNotFound();
  return appointmentCalendar(found, businessName);
}
