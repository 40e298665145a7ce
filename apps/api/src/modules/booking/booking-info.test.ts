// GET booking (BookingInfo) and the selection checks every booking call shares (issue 14), on both DBs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLocation, buildService, buildStaff } from '../../testing/booking-builders.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { bookingSetup, slotsUrl, testDate } from './booking-test-fixture.js';

describe.each(testDatabases())('%s: GET booking and selection checks', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('lists only services someone can perform, with the types their hours allow, and the zone', async () => {
    const clientId = (await buildClient(db(), { timezone: 'Europe/Madrid' })).client.id;
    const harbor = await buildLocation(db(), clientId, { name: 'Harbor' });
    const closed = await buildLocation(db(), clientId, { name: 'Closed', active: false });
    const dana = await buildStaff(db(), clientId, { name: 'Dana', hours: [{ from: '09:00', to: '17:00', locationId: harbor.id }] });
    const marco = await buildStaff(db(), clientId, { name: 'Marco', hours: [{ from: '10:00', to: '14:00' }] });
    const idle = await buildStaff(db(), clientId, { name: 'Idle', hours: [{ from: '09:00', to: '12:00', locationId: closed.id }] });
    const gone = await buildStaff(db(), clientId, { name: 'Gone', active: false, hours: [{ from: '09:00', to: '12:00' }] });
    const tasting = await buildService(db(), clientId, { name: 'Tasting', price_cents: 4500, staffIds: [dana.id] });
    const athome = await buildService(db(), clientId, { name: 'At home', storefront: true, mobile: true, staffIds: [dana.id, marco.id] });
    await buildService(db(), clientId, { name: 'Nobody', staffIds: [idle.id, gone.id] });
    await buildService(db(), clientId, { name: 'Hidden', bookable: false, staffIds: [dana.id] });
    await buildService(db(), clientId, { name: 'Retired', active: false, staffIds: [dana.id] });
    await buildService(db(), clientId, { name: 'Online', storefront: false, virtual: true, staffIds: [dana.id] });

    const res = await t.app.inject(`/api/client/${clientId}/booking`);
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ timeZone: 'Europe/Madrid', serviceTypes: [0, 1], holdMinutes: 10, horizonDays: 60 });
    expect(info.locations.map((l: { name: string }) => l.name)).toEqual(['Harbor']);
    expect(info.services).toEqual([
      expect.objectContaining({
        id: tasting.id,
        price: '45.00',
        durationMinutes: 60,
        serviceTypes: [0],
        staffIds: [dana.id],
        locationIds: [harbor.id],
      }),
      expect.objectContaining({ id: athome.id, serviceTypes: [0, 1], staffIds: [dana.id, marco.id], locationIds: [harbor.id] }),
    ]);
    expect(info.staff).toEqual([
      { id: dana.id, name: 'Dana', title: '', serviceIds: [tasting.id, athome.id], locationIds: [harbor.id], awayHours: false },
      { id: marco.id, name: 'Marco', title: '', serviceIds: [athome.id], locationIds: [], awayHours: true },
    ]);
  });

  it('a client without a zone is in America/New_York; an unknown client is a 404', async () => {
    const clientId = (await buildClient(db())).client.id;
    const info = (await t.app.inject(`/api/client/${clientId}/booking`)).json();
    expect(info).toMatchObject({ timeZone: 'America/New_York', serviceTypes: [], services: [], staff: [] });
    expect((await t.app.inject(`/api/client/2147483000/booking`)).statusCode).toBe(404);
  });

  it('refuses another client’s service, a type it is not offered as, a stranger staff member and a missing location', async () => {
    const a = await bookingSetup(db());
    const b = await bookingSetup(db());
    const date = testDate();
    const code = async (url: string) => {
      const res = await t.app.inject(url);
      return [res.statusCode, res.json().error?.code];
    };
    expect(await code(slotsUrl(a, date))).toEqual([200, undefined]);
    expect(await code(slotsUrl(a, date, { serviceIds: b.serviceId }))).toEqual([400, 'unknown_service']);
    expect(await code(slotsUrl(a, date, { serviceType: 1 }))).toEqual([400, 'service_type_not_offered']);
    expect(await code(slotsUrl(a, date, { staffId: b.staffId }))).toEqual([400, 'unknown_staff']);
    expect(await code(slotsUrl(a, date, { locationId: b.locationId }))).toEqual([400, 'unknown_location']);
    expect(await code(slotsUrl(a, date, { date: '2026-02-30' }))).toEqual([400, 'invalid_date']);
    const noLocation = `/api/client/${a.clientId}/booking/slots?serviceType=0&serviceIds=${a.serviceId}&staffId=any&date=${date}`;
    expect(await code(noLocation)).toEqual([400, 'location_required']);
    // The employee link: a chosen person and no location → any of their locations.
    const employee = `/api/client/${a.clientId}/booking/slots?serviceType=0&serviceIds=${a.serviceId}&staffId=${a.staffId}&date=${date}`;
    const slots = (await t.app.inject(employee)).json().slots;
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0].locationId).toBe(a.locationId);
  });
});
