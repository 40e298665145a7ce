// The appointment events (issue 28 rides on them: the confirmation, the staff notice, the reschedule and
// cancel messages): each booking, move and cancel records exactly one event in the transaction of the change;
// a refused change records none.
import type { OwnerAppointment } from '@vitrina/api-client/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema.js';
import { buildLocation, buildService, buildStaff } from '../../testing/booking-builders.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';
import { at, bookingSetup, postBooking, selection, testDate } from './booking-test-fixture.js';

const APPOINTMENT_EVENTS = ['AppointmentBooked', 'AppointmentRescheduled', 'AppointmentCancelled'];
const details = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phoneNumber: '5551234567' };

describe.each(testDatabases())('appointment events (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const eventsOf = async (clientId: number) =>
    (
      await f.server.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.client_id, clientId), inArray(domainEvents.type, APPOINTMENT_EVENTS)))
        .orderBy(asc(domainEvents.id))
    ).map((row) => ({ type: row.type, ...row.payload }));

  it('a visitor’s booking records AppointmentBooked by the customer', async () => {
    const s = await bookingSetup(f.server.database.db);
    const date = testDate();
    const booked = await postBooking(f.server, s.clientId, selection(s, at(date, '10:00')));
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await f.server.database.db.query.appointments.findMany({ where: (a, { eq: is }) => is(a.client_id, s.clientId) });
    expect(await eventsOf(s.clientId)).toEqual([
      { type: 'AppointmentBooked', clientId: s.clientId, appointmentId: row!.id, by: 'customer' },
    ]);
  });

  it('the back office’s booking, move and cancel each record their event; a refused cancel records none', async () => {
    const db = f.server.database.db;
    const clientId = f.clients.bistro.id;
    const locationId = (await buildLocation(db, clientId, { name: 'Harbor Lane' })).id;
    const marco = (await buildStaff(db, clientId, { name: 'Marco', hours: [{ from: '09:00', to: '17:00', locationId }] })).id;
    const tasting = await buildService(db, clientId, { name: 'Tasting', price_cents: 4500, staffIds: [marco] });
    const owner = await f.as(f.users.owner);
    const base = `/api/client/${clientId}/owner-appointments`;
    const payload = { staffId: marco, serviceIds: [tasting.id], serviceType: 0, locationId, start: '2031-04-01T10:00:00Z', details };
    const made = await f.inject({ method: 'POST', url: base, headers: owner, payload });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json() as OwnerAppointment;
    const moved = await f.inject({ method: 'PATCH', url: `${base}/${id}`, headers: owner, payload: { start: '2031-04-01T12:00:00Z' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await f.inject({ method: 'POST', url: `${base}/${id}/cancel`, headers: owner })).statusCode).toBe(200);
    expect((await f.inject({ method: 'POST', url: `${base}/${id}/cancel`, headers: owner })).statusCode).toBe(409);
    expect(await eventsOf(clientId)).toEqual([
      { type: 'AppointmentBooked', clientId, appointmentId: id, by: 'business' },
      { type: 'AppointmentRescheduled', clientId, appointmentId: id },
      { type: 'AppointmentCancelled', clientId, appointmentId: id, by: 'business' },
    ]);
  });
});
