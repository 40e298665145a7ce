// Holds, bookings and the visitor's appointment page (issue 14), on PGlite and (with DATABASE_URL) Postgres.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentServices, appointments, customers, serviceAreas } from '../../db/schema.js';
import { buildService, buildStaff } from '../../testing/booking-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import {
  DETAILS,
  MOBILE_DETAILS,
  ZONE,
  at,
  bookingSetup,
  postBooking,
  postHold,
  selection,
  slotsUrl,
  testDate,
} from './booking-test-fixture.js';
import { nextIp } from '../orders/checkout-test-fixture.js';

describe.each(testDatabases())('%s: booking holds and appointments', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const date = testDate();
  const rowsOf = (clientId: number) => db().select().from(appointments).where(eq(appointments.client_id, clientId));

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('hold then book: the same row becomes booked, with the customer, the services and the UTM kept', async () => {
    const s = await bookingSetup(db(), {}, { name: 'Tasting', price_cents: 4500 });
    const hold = await postHold(t, s.clientId, selection(s, at(date, '10:00')));
    expect(hold.statusCode).toBe(201);
    const held = hold.json();
    expect(held).toMatchObject({ staffId: s.staffId, start: at(date, '10:00'), end: at(date, '11:00') });
    expect(Date.parse(held.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    // Held: nobody else is offered 10:00 nor can take it.
    const starts = (await t.app.inject(slotsUrl(s, date))).json().slots.map((x: { start: string }) => x.start);
    expect(starts).not.toContain(at(date, '10:00'));
    const rival = await postBooking(t, s.clientId, selection(s, at(date, '10:00')));
    expect(rival.statusCode).toBe(409);

    const utm = { utm_source: 'newsletter', utm_campaign: 'spring', evil: 'x' };
    const booked = await postBooking(t, s.clientId, { ...selection(s, at(date, '10:00')), holdId: held.holdId, utm });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      uuid: held.holdId,
      status: 'booked',
      serviceType: 0,
      start: at(date, '10:00'),
      end: at(date, '11:00'),
      timeZone: ZONE,
      services: [{ name: 'Tasting', price: '45.00', durationMinutes: 60 }],
      total: '45.00',
      staff: { id: s.staffId },
      location: { id: s.locationId },
      address: null,
      meetingUrl: null,
      firstName: 'Ana',
      email: 'ana@example.com',
      formsPath: null,
    });
    const rows = await rowsOf(s.clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'booked',
      source: 'visitor',
      utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
      phone: DETAILS.phoneNumber,
    });
    const [customer] = await db().select().from(customers).where(eq(customers.id, rows[0]!.customer_id!));
    expect(customer).toMatchObject({ email: 'ana@example.com', first_name: 'Ana' });
    const lines = await db().select().from(appointmentServices).where(eq(appointmentServices.appointment_id, rows[0]!.id));
    expect(lines.map((l) => [l.name, l.price_cents])).toEqual([['Tasting', 4500]]);

    // The success page's reload, and nothing for another client.
    const page = await t.app.inject(`/api/client/${s.clientId}/appointments/${held.holdId}`);
    expect(page.json()).toMatchObject({ uuid: held.holdId, status: 'booked' });
    const other = await bookingSetup(db());
    const stranger = await t.app.inject(`/api/client/${other.clientId}/appointments/${held.holdId}`);
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'appointment_not_found']);
  });

  it('an expired hold is released: another visitor takes the slot, and its holder gets it afresh only if free', async () => {
    const s = await bookingSetup(db());
    const first = (await postHold(t, s.clientId, selection(s, at(date, '11:00')))).json();
    await db()
      .update(appointments)
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where(eq(appointments.uuid, first.holdId));
    const second = await postHold(t, s.clientId, selection(s, at(date, '11:00')));
    expect(second.statusCode).toBe(201);
    const [old] = await db().select().from(appointments).where(eq(appointments.uuid, first.holdId));
    expect(old!.status).toBe('released');
    const late = await postBooking(t, s.clientId, { ...selection(s, at(date, '11:00')), holdId: first.holdId });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'slot_unavailable', message: 'errors:booking.slotsUnavailable' });
    // Its expired hold at a free time: booked afresh.
    const third = (await postHold(t, s.clientId, selection(s, at(date, '14:00')))).json();
    await db()
      .update(appointments)
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where(eq(appointments.uuid, third.holdId));
    const afresh = await postBooking(t, s.clientId, { ...selection(s, at(date, '14:00')), holdId: third.holdId });
    expect(afresh.statusCode).toBe(201);
    expect(afresh.json().uuid).not.toBe(third.holdId);
  });

  it("confirming again after Back replaces the visitor's own hold (it never blocks them); a failed replacement keeps it", async () => {
    const s = await bookingSetup(db());
    const first = (await postHold(t, s.clientId, selection(s, at(date, '15:00')))).json();
    // Without handing the old hold over, the visitor's own hold blocks the slot.
    expect((await postHold(t, s.clientId, selection(s, at(date, '15:00')))).statusCode).toBe(409);
    const again = await postHold(t, s.clientId, { ...selection(s, at(date, '15:00')), replaceHoldId: first.holdId });
    expect(again.statusCode).toBe(201);
    const byUuid = async (uuid: string) => (await db().select().from(appointments).where(eq(appointments.uuid, uuid)))[0]!.status;
    expect(await byUuid(first.holdId)).toBe('released');
    expect(await byUuid(again.json().holdId)).toBe('held');
    // Another visitor holds 16:00; replacing our hold with 16:00 fails and our 15:00 hold stays.
    expect((await postHold(t, s.clientId, selection(s, at(date, '16:00')))).statusCode).toBe(201);
    const refused = await postHold(t, s.clientId, { ...selection(s, at(date, '16:00')), replaceHoldId: again.json().holdId });
    expect(refused.statusCode).toBe(409);
    expect(await byUuid(again.json().holdId)).toBe('held');
  });

  it('a start that is not one of the slots is refused, whatever the browser sends', async () => {
    const s = await bookingSetup(db(), { breaks: [{ from: '12:00', to: '13:00' }] });
    for (const time of ['08:00', '12:30', '10:05', '16:30']) {
      const res = await postBooking(t, s.clientId, selection(s, at(date, time)));
      expect(res.statusCode, time).toBe(409);
    }
    expect(await rowsOf(s.clientId)).toHaveLength(0);
  });

  it('"any staff" gives the slot to someone free', async () => {
    const s = await bookingSetup(db());
    const other = await buildStaff(db(), s.clientId, { hours: [{ from: '09:00', to: '17:00', locationId: s.locationId }] });
    const service = await buildService(db(), s.clientId, { staffIds: [s.staffId, other.id] });
    const body = { ...selection(s, at(date, '10:00')), serviceIds: [service.id], staffId: 'any' };
    const a = await postBooking(t, s.clientId, body);
    const b = await postBooking(t, s.clientId, body);
    const c = await postBooking(t, s.clientId, body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 409]);
    expect([a.json().staff.id, b.json().staff.id].sort()).toEqual([s.staffId, other.id].sort());
  });

  it('details are checked by the form’s rules: 400 with each field’s message, nothing booked', async () => {
    const s = await bookingSetup(db());
    const res = await postBooking(t, s.clientId, {
      ...selection(s, at(date, '10:00')),
      details: { firstName: '', lastName: 'L', email: 'nope', phoneNumber: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'firstName', 'phoneNumber']);
    expect(await rowsOf(s.clientId)).toHaveLength(0);
  });

  it('mobile: outside the service area is a 400 on the postal code and books nothing; inside books', async () => {
    const s = await bookingSetup(db(), { hours: [{ from: '09:00', to: '17:00', locationId: null }] }, { storefront: false, mobile: true });
    await db().insert(serviceAreas).values({ client_id: s.clientId, zip: '02110', country: 'US', city: 'Boston', radius_miles: 25 });
    const body = { ...selection(s, at(date, '10:00')), serviceType: 1, locationId: null };
    const outside = await postBooking(t, s.clientId, {
      ...body,
      details: { ...MOBILE_DETAILS, city: 'New York', state: 'NY', postalCode: '10001' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toMatchObject({
      code: 'outside_service_area',
      fields: { postalCode: 'errors:booking.outsideServiceArea' },
    });
    expect(await rowsOf(s.clientId)).toHaveLength(0);
    const inside = await postBooking(t, s.clientId, { ...body, details: MOBILE_DETAILS });
    expect(inside.statusCode).toBe(201);
    expect(inside.json()).toMatchObject({ serviceType: 1, location: null, address: '5 Elm St, Cambridge, MA 02139', addressCountry: 'US' });
  });

  it('virtual: the meeting link once booked, the employee link as the source, and the .ics file', async () => {
    const s = await bookingSetup(
      db(),
      { hours: [{ from: '09:00', to: '17:00', locationId: null }] },
      { name: 'Consultation', storefront: false, virtual: true, meeting_url: 'https://meet.example.com/abc' },
    );
    const res = await postBooking(t, s.clientId, {
      ...selection(s, at(date, '15:00')),
      serviceType: 2,
      locationId: null,
      employeeLink: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ serviceType: 2, meetingUrl: 'https://meet.example.com/abc', location: null });
    const [row] = await rowsOf(s.clientId);
    expect(row!.source).toBe('employee_link');
    const ics = await t.app.inject(`/api/client/${s.clientId}/appointments/${res.json().uuid}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toMatch(/^attachment/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`DTSTART:${new Date(at(date, '15:00')).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(ics.body).toContain('Consultation');
    const missing = await t.app.inject(`/api/client/${s.clientId}/appointments/00000000-0000-4000-8000-000000000000/calendar.ics`);
    expect(missing.statusCode).toBe(404);
  });

  it('holds and bookings are rate limited per client and address', async () => {
    const s = await bookingSetup(db());
    const ip = nextIp();
    const closed = selection(s, at(date, '03:00'));
    const holds = [];
    for (let i = 0; i < 21; i += 1) holds.push((await postHold(t, s.clientId, closed, ip)).statusCode);
    expect(holds.slice(0, 20).every((code) => code === 409)).toBe(true);
    expect(holds[20]).toBe(429);
    const books = [];
    for (let i = 0; i < 21; i += 1) books.push((await postBooking(t, s.clientId, closed, ip)).statusCode);
    expect(books[20]).toBe(429);
    // Another address is not affected.
    expect((await postHold(t, s.clientId, closed)).statusCode).toBe(409);
  });
});
