// The cached day of slots is never stale after a write of this process (issue 29 "Slots"): a visitor's hold
// and booking, the owner's booking, move and cancel, and a staff member's new time off all show in the very
// next slots read, with the day read (and so cached) just before each. On PGlite and Postgres.
import { OwnerStaffMember } from '@vitrina/api-client/contracts';
import type { OwnerAppointment } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients } from '../../db/schema.js';
import { buildLocation, buildService, buildStaff } from '../../testing/booking-builders.js';
import { answered } from '../../testing/owner-api.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';
import { ZONE, at, hhmmOf, postBooking, postHold, selection, slotsUrl, testDate } from './booking-test-fixture.js';
import type { BookingSetup } from './booking-test-fixture.js';

describe.each(testDatabases())('%s: slots after a write', (kind) => {
  let f: OwnerFixture;
  let s: BookingSetup;
  const date = testDate();

  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    const db = f.server.database.db;
    const clientId = f.clients.bistro.id;
    await db.update(clients).set({ timezone: ZONE }).where(eq(clients.id, clientId));
    const location = await buildLocation(db, clientId, { name: 'Cache Lane' });
    const person = await buildStaff(db, clientId, {
      name: 'Cache Person',
      hours: [{ from: '09:00', to: '17:00', locationId: location.id }],
    });
    const service = await buildService(db, clientId, { name: 'Cache Service', staffIds: [person.id] });
    s = { clientId, locationId: location.id, staffId: person.id, serviceId: service.id };
  }, 60_000);
  afterAll(() => f?.server.close());

  /** The local starts offered now (each read may be answered from the cache). */
  const starts = async (): Promise<string[]> => {
    const res = await f.server.app.inject(slotsUrl(s, date));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().slots as { start: string }[]).map((slot) => hhmmOf(slot.start));
  };

  it('a visitor’s hold and booking, and the owner’s booking, move and cancel', async () => {
    expect(await starts()).toEqual(expect.arrayContaining(['10:00', '11:00', '13:00', '15:00']));
    const hold = await postHold(f.server, s.clientId, selection(s, at(date, '10:00')));
    expect(hold.statusCode, hold.body).toBe(201);
    expect(await starts()).not.toContain('10:00');

    const booked = await postBooking(f.server, s.clientId, selection(s, at(date, '11:00')));
    expect(booked.statusCode, booked.body).toBe(201);
    const offered = await starts();
    expect(offered).not.toContain('11:00');
    expect(offered).not.toContain('10:15'); // 10:15–11:15 runs into the booking

    const owner = await f.as(f.users.owner);
    const base = `/api/client/${s.clientId}/owner-appointments`;
    const details = { firstName: 'Ana', lastName: 'López', email: 'ana@example.com', phoneNumber: '5551234567' };
    const made = await f.inject({
      method: 'POST',
      url: base,
      headers: owner,
      payload: {
        staffId: s.staffId,
        serviceIds: [s.serviceId],
        serviceType: 0,
        locationId: s.locationId,
        start: at(date, '13:00'),
        details,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await starts()).not.toContain('13:00');

    const { id } = made.json() as OwnerAppointment;
    const moved = await f.inject({ method: 'PATCH', url: `${base}/${id}`, headers: owner, payload: { start: at(date, '15:00') } });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await starts();
    expect(afterMove).toContain('13:00');
    expect(afterMove).not.toContain('15:00');

    const visitorBooking = await f.server.database.db.query.appointments.findFirst({
      where: eq(appointments.uuid, (booked.json() as { uuid: string }).uuid),
    });
    const canceled = await f.inject({ method: 'POST', url: `${base}/${visitorBooking!.id}/cancel`, headers: owner });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await starts()).toContain('11:00');
  });

  it('time off saved on the staff screen', async () => {
    expect(await starts()).toContain('14:00');
    const api = f.api('owner');
    const member = answered(await api.get(OwnerStaffMember, `/owner-staff/${s.staffId}`));
    const { name, title, email, active, user_id, service_ids, hours, breaks } = member;
    const time_off = [{ starts: `${date}T14:00`, ends: `${date}T17:00`, reason: 'Dentist' }];
    answered(
      await api.put(OwnerStaffMember, `/owner-staff/${s.staffId}`, {
        name,
        title,
        email,
        active,
        user_id,
        service_ids,
        hours,
        breaks,
        time_off,
      }),
    );
    const offered = await starts();
    expect(offered.at(-1)).toBe('13:00');
    expect(offered).not.toContain('14:00');
  });
});
