// The back office's Staff screen on a real database (issue 14): a member created with a login, services and
// a week; the week replaced in one transaction (a refused save leaves the old week whole); overlapping hours
// refused with a clear field message; time off entered in the business's zone stored as exact instants
// (across a daylight-saving change too); other clients' ids refused; a member with appointments deactivated.
import { OwnerRemoval, OwnerStaffList, OwnerStaffMember, OwnerStaffOptions } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { insertAppointment } from '../booking/appointment-rows-repository.js';
import { STAFF_AUDIT_ENTITY } from './staff-repository.js';
import { auditLog, clients, staff, staffTimeOff } from '../../db/schema.js';
import { buildLocation, buildService } from '../../testing/booking-builders.js';
import { answered, refused } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const member = (over: Record<string, unknown> = {}) => ({
  name: 'Priya Nair',
  title: 'Sommelier',
  email: 'priya@example.com',
  active: true,
  user_id: null,
  service_ids: [] as number[],
  hours: [] as object[],
  breaks: [] as object[],
  time_off: [] as object[],
  ...over,
});

describe.each(testDatabases())('owner staff routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
    await f.server.database.db.update(clients).set({ timezone: 'America/New_York' }).where(eq(clients.id, clientId));
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(staff).where(eq(staff.client_id, clientId));
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  const api = () => f.api('owner');
  const post = (body: object) => api().post(OwnerStaffMember, '/owner-staff', body);
  const create = async (body: object = member()) => answered(await post(body), 201);
  const read = async (id: number) => answered(await api().get(OwnerStaffMember, `/owner-staff/${id}`));
  const put = (id: number, body: object) => api().put(OwnerStaffMember, `/owner-staff/${id}`, body);
  const remove = async (id: number) => answered(await api().delete(OwnerRemoval, `/owner-staff/${id}`));
  const list = async () => answered(await api().get(OwnerStaffList, '/owner-staff')).staff;

  it('creates a member linked to an employee login, with services and a week, and reads it back', async () => {
    const harbor = await buildLocation(db(), clientId, { name: 'Harbor Lane' });
    const wine = await buildService(db(), clientId, { name: 'Wine pairing' });
    const created = await create(
      member({
        user_id: f.users.staff.id,
        service_ids: [wine.id],
        hours: [
          { weekday: 2, start: '13:00', end: '17:00', location_id: null },
          { weekday: 2, start: '09:00', end: '12:00', location_id: harbor.id },
        ],
        breaks: [{ weekday: 2, start: '15:00', end: '15:15' }],
      }),
    );
    expect(created).toMatchObject({
      user_id: f.users.staff.id,
      login_email: f.users.staff.email,
      service_ids: [wine.id],
      weekly_minutes: 420,
      time_zone: 'America/New_York',
      hours: [
        { weekday: 2, start: '09:00', end: '12:00', location_id: harbor.id },
        { weekday: 2, start: '13:00', end: '17:00', location_id: null },
      ],
      breaks: [{ weekday: 2, start: '15:00', end: '15:15' }],
    });
    expect(await read(created.id)).toEqual(created);
    const options = answered(await api().get(OwnerStaffOptions, '/owner-staff/options'));
    expect(options.logins).toEqual([{ id: f.users.staff.id, name: f.users.staff.name, email: f.users.staff.email, staff_id: created.id }]);
    expect(options.locations.map((l) => l.name)).toContain('Harbor Lane');
  });

  it('stores time off given in the business zone as instants, across the spring-forward change', async () => {
    const created = await create(member({ time_off: [{ starts: '2027-03-13T18:00', ends: '2027-03-14T18:00', reason: 'Trip' }] }));
    // New York: UTC-5 before 2027-03-14 02:00, UTC-4 after — the span is 23 real hours.
    expect(created.time_off).toEqual([
      {
        starts: '2027-03-13T18:00',
        ends: '2027-03-14T18:00',
        reason: 'Trip',
        starts_at: '2027-03-13T23:00:00.000Z',
        ends_at: '2027-03-14T22:00:00.000Z',
      },
    ]);
  });

  it('refuses hours that overlap on the same day with the message on the row, and keeps the old week whole', async () => {
    const week = {
      hours: [{ weekday: 1, start: '09:00', end: '17:00', location_id: null }],
      time_off: [{ starts: '2027-01-04T00:00', ends: '2027-01-05T00:00', reason: '' }],
    };
    const created = await create(member(week));
    const res = await put(
      created.id,
      member({
        hours: [
          { weekday: 3, start: '09:00', end: '12:00', location_id: null },
          { weekday: 3, start: '11:00', end: '15:00', location_id: null },
        ],
      }),
    );
    expect(refused(res, 400).fields).toEqual({ 'hours[1].start': 'validation:bookingSetup.hoursOverlap' });
    expect(await read(created.id)).toEqual(created);
  });

  it('replaces the week on save: new hours, no breaks, time off removed', async () => {
    const created = await create(
      member({
        breaks: [{ weekday: 1, start: '12:00', end: '13:00' }],
        time_off: [{ starts: '2027-01-04T00:00', ends: '2027-01-05T00:00', reason: '' }],
      }),
    );
    const res = await put(created.id, member({ hours: [{ weekday: 5, start: '10:00', end: '14:00', location_id: null }] }));
    expect(answered(res)).toMatchObject({
      hours: [{ weekday: 5, start: '10:00', end: '14:00' }],
      breaks: [],
      time_off: [],
      weekly_minutes: 240,
    });
    expect(await db().select().from(staffTimeOff).where(eq(staffTimeOff.staff_id, created.id))).toEqual([]);
    const [entry] = await listAuditEntries(db(), clientId, { entity: STAFF_AUDIT_ENTITY });
    expect(entry).toMatchObject({ action: 'staff.update', after: { hours: '5 10:00–14:00@mobile' } });
  });

  it.each([
    [
      'a location of another client',
      async (o: OwnerFixture) => ({
        hours: [
          { weekday: 1, start: '09:00', end: '10:00', location_id: (await buildLocation(o.server.database.db, o.clients.other.id)).id },
        ],
      }),
      'hours',
    ],
    [
      'a service of another client',
      async (o: OwnerFixture) => ({ service_ids: [(await buildService(o.server.database.db, o.clients.other.id)).id] }),
      'service_ids',
    ],
    ['a login that is not an employee of the client', async (o: OwnerFixture) => ({ user_id: o.users.manager.id }), 'user_id'],
  ])('refuses %s (400) and writes nothing', async (_label, build, field) => {
    const res = await post(member(await build(f)));
    expect(Object.keys(refused(res, 400).fields ?? {})).toEqual([field]);
    expect(await list()).toEqual([]);
  });

  it('refuses a login already linked to another member (409 login_taken)', async () => {
    await create(member({ user_id: f.users.staff.id }));
    const res = await post(member({ name: 'Second', user_id: f.users.staff.id }));
    expect(refused(res, 409).code).toBe('login_taken');
  });

  it('deletes a member without appointments, and deactivates one with', async () => {
    const loose = await create(member({ name: 'Loose' }));
    expect(await remove(loose.id)).toEqual({ outcome: 'deleted' });
    const busy = await create(member({ name: 'Busy' }));
    const at = new Date(Date.now() + 86_400_000);
    await insertAppointment(
      db(),
      {
        client_id: clientId,
        staff_id: busy.id,
        service_type: 2,
        status: 'booked',
        starts_at: at,
        ends_at: new Date(at.getTime() + 3_600_000),
        blocked_from: at,
        blocked_to: new Date(at.getTime() + 3_600_000),
      },
      [],
    );
    expect(await remove(busy.id)).toEqual({ outcome: 'deactivated' });
    expect((await list()).map((s) => [s.name, s.active])).toEqual([['Busy', false]]);
  });
});
