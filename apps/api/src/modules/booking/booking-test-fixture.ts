// Data and calls of the visitor booking tests (booking*.test.ts): a New York business with one location,
// staff working 09:00–17:00 every day, and a 60-minute service; local times turned into wire instants.
import { bookingCalls } from '@vitrina/api-client/contracts';
import { addDays, formatInZone, localDayRange, todayInZone } from '@vitrina/booking';
import type { AppDb } from '../../db/database.js';
import { buildLocation, buildService, buildStaff } from '../../testing/booking-builders.js';
import type { TestServiceInput, TestStaffInput } from '../../testing/booking-builders.js';
import { buildClient } from '../../testing/builders.js';
import { callPath } from '../../testing/call-path.js';
import type { TestServer } from '../../testing/test-server.js';
import { nextIp } from '../orders/checkout-test-fixture.js';

export const ZONE = 'America/New_York';
const HOUR = 3_600_000;

/** A local date about a week ahead whose day is 24 hours long (no DST change to reason about). */
export function testDate(daysAhead = 7): string {
  let date = addDays(todayInZone(ZONE), daysAhead);
  for (;;) {
    const { start, end } = localDayRange(date, ZONE);
    if (end.getTime() - start.getTime() === 24 * HOUR) return date;
    date = addDays(date, 1);
  }
}

/** The wire instant of a local wall time `HH:MM` on `date` in the business zone. */
export function at(date: string, hhmm: string, zone = ZONE): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return formatInZone(zone, localDayRange(date, zone).start.getTime() + (h * 60 + m) * 60_000);
}

/** Local `HH:MM` of a wire instant (the tests read slots back in the business zone). */
export const hhmmOf = (iso: string) => iso.slice(11, 16);

export const DETAILS = { firstName: 'Ana', lastName: 'López', email: 'Ana@Example.com', phoneNumber: '+1 555 123 4567' };
export const MOBILE_DETAILS = { ...DETAILS, country: 'US', address1: '5 Elm St', city: 'Cambridge', state: 'MA', postalCode: '02139' };

export interface BookingSetup {
  clientId: number;
  locationId: number;
  staffId: number;
  serviceId: number;
}

export async function bookingSetup(db: AppDb, staffInput: TestStaffInput = {}, serviceInput: TestServiceInput = {}): Promise<BookingSetup> {
  const clientId = (await buildClient(db, { timezone: ZONE })).client.id;
  const location = await buildLocation(db, clientId);
  // Windows without a `locationId` key are at the setup's location (write `locationId: null` for away hours).
  const hours = (staffInput.hours ?? [{ from: '09:00', to: '17:00' }]).map((w) =>
    'locationId' in w ? w : { ...w, locationId: location.id },
  );
  const person = await buildStaff(db, clientId, { ...staffInput, hours });
  const service = await buildService(db, clientId, { staffIds: [person.id], ...serviceInput });
  return { clientId, locationId: location.id, staffId: person.id, serviceId: service.id };
}

export function slotsUrl(s: BookingSetup, date: string, extra: Record<string, string | number> = {}) {
  const q = new URLSearchParams({
    serviceType: '0',
    locationId: String(s.locationId),
    serviceIds: String(s.serviceId),
    staffId: String(s.staffId),
    date,
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
  });
  return callPath(bookingCalls.slots, { id: s.clientId }, q);
}

export const selection = (s: BookingSetup, start: string, extra: Record<string, unknown> = {}) => ({
  serviceType: 0,
  locationId: s.locationId,
  serviceIds: [s.serviceId],
  staffId: s.staffId,
  start,
  ...extra,
});

export function post(t: TestServer, url: string, payload: object, ip: string = nextIp()) {
  return t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
}

export const postHold = (t: TestServer, clientId: number, body: object, ip?: string) =>
  post(t, callPath(bookingCalls.hold, { id: clientId }), body, ip);

export const postBooking = (t: TestServer, clientId: number, body: object, ip?: string) =>
  post(t, callPath(bookingCalls.book, { id: clientId }), { details: DETAILS, ...body }, ip);
