// The back office's Locations screen on a real database (spec §3 "Location", "Service area"; §9 radius
// default 50 miles): locations added, changed (state vs province), deleted or — with appointments —
// deactivated; service areas with their zip's centre looked up; every change in the audit log; other
// clients' rows are out of reach.
import { OwnerLocation, OwnerLocationList, OwnerRemoval, OwnerServiceArea, OwnerServiceAreaList } from '@vitrina/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, auditLog, locations, serviceAreas } from '../../db/schema.js';
import { buildLocation, buildStaff } from '../../testing/booking-builders.js';
import { NO_BODY, answered, refused } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const harbor = {
  name: 'Harbor Lane Bistro',
  country: 'US',
  address1: '12 Harbor Lane',
  address2: 'Suite 2',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  phone: '(617) 555-0142',
};

describe.each(testDatabases())('owner location and service-area routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(locations).where(eq(locations.client_id, clientId));
    await f.server.database.db.delete(serviceAreas).where(eq(serviceAreas.client_id, clientId));
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  const api = () => f.api('owner');
  const addLocation = (body: object) => api().post(OwnerLocation, '/owner-locations', body);
  const listLocations = async () => answered(await api().get(OwnerLocationList, '/owner-locations')).locations;
  const addArea = (body: object) => api().post(OwnerServiceArea, '/owner-service-areas', body);

  it('adds a location, lists it and records who did it', async () => {
    const location = answered(await addLocation(harbor), 201);
    expect(location).toMatchObject({ ...harbor, active: true, upcoming_appointments: 0 });

    expect(await listLocations()).toEqual([location]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.client_id, clientId));
    expect(audit).toMatchObject([{ action: 'location.create', entity: 'location', entity_id: String(location.id), before: null }]);
  });

  it('a manager may add one too', async () => {
    answered(await f.api('manager').post(OwnerLocation, '/owner-locations', harbor), 201);
  });

  it('refuses an invalid location with a message per field', async () => {
    const res = await addLocation({ ...harbor, name: ' ', postalCode: '021', state: '', phone: '12' });
    expect(refused(res, 400).fields).toEqual({
      name: 'validation:required.locationName',
      postalCode: 'validation:invalid.postalCode',
      state: 'validation:required.state',
      phone: 'validation:invalid.phone',
    });
    expect(await db().select().from(locations).where(eq(locations.client_id, clientId))).toEqual([]);
  });

  it('a location abroad asks for its province and keeps it as the province', async () => {
    const madrid = { ...harbor, country: 'ES', city: 'Madrid', state: '', postalCode: '28013', phone: '' };
    expect(refused(await addLocation(madrid), 400).fields).toEqual({ state: 'validation:required.province' });
    const created = answered(await addLocation({ ...madrid, state: 'Madrid' }), 201);
    expect(created.state).toBe('Madrid');
    const [row] = await db().select().from(locations).where(eq(locations.id, created.id));
    expect(row).toMatchObject({ province: 'Madrid', state: '' });
  });

  it('changes a location and keeps its active flag unless sent', async () => {
    const { id } = answered(await addLocation(harbor), 201);
    const changed = await api().put(OwnerLocation, `/owner-locations/${id}`, { ...harbor, name: 'Harbor Lane' });
    expect(answered(changed)).toMatchObject({ name: 'Harbor Lane', active: true });
    const off = await api().put(OwnerLocation, `/owner-locations/${id}`, { ...harbor, active: false });
    expect(answered(off).active).toBe(false);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.client_id, clientId), eq(auditLog.action, 'location.update')));
    expect(audit[0]).toMatchObject({ before: { name: 'Harbor Lane Bistro' }, after: { name: 'Harbor Lane' } });
  });

  it('deletes a location without appointments, deactivates one with them', async () => {
    const free = await buildLocation(db(), clientId);
    expect(answered(await api().delete(OwnerRemoval, `/owner-locations/${free.id}`))).toEqual({ outcome: 'deleted' });
    expect(await db().select().from(locations).where(eq(locations.id, free.id))).toEqual([]);

    const used = await buildLocation(db(), clientId);
    const person = await buildStaff(db(), clientId);
    const start = new Date(Date.now() + 86_400_000);
    const end = new Date(start.getTime() + 3_600_000);
    await db().insert(appointments).values({
      client_id: clientId,
      staff_id: person.id,
      location_id: used.id,
      service_type: 0,
      status: 'booked',
      starts_at: start,
      ends_at: end,
      blocked_from: start,
      blocked_to: end,
    });
    expect((await listLocations()).find((l) => l.id === used.id)?.upcoming_appointments).toBe(1);
    expect(answered(await api().delete(OwnerRemoval, `/owner-locations/${used.id}`))).toEqual({ outcome: 'deactivated' });
    const [row] = await db().select().from(locations).where(eq(locations.id, used.id));
    expect(row?.active).toBe(false);
  });

  it("another client's location is not found", async () => {
    const theirs = await buildLocation(db(), f.clients.other.id);
    refused(await api().put(OwnerLocation, `/owner-locations/${theirs.id}`, harbor), 404);
    expect(refused(await api().delete(OwnerRemoval, `/owner-locations/${theirs.id}`), 404).code).toBe('location_not_found');
    const [row] = await db().select().from(locations).where(eq(locations.id, theirs.id));
    expect(row?.name).toBe(theirs.name);
  });

  it('adds a US service area with its zip centre and the §9 default radius', async () => {
    const area = answered(await addArea({ zipCode: '02110', country: 'US', city: 'Boston', radiusMiles: '' }), 201);
    expect(area).toMatchObject({ zipCode: '02110', country: 'US', city: 'Boston', radiusMiles: 50, located: true });
    const [row] = await db().select().from(serviceAreas).where(eq(serviceAreas.id, area.id));
    expect(row!.lat).toBeCloseTo(42.36, 1);
    expect(answered(await api().get(OwnerServiceAreaList, '/owner-service-areas'))).toEqual({ areas: [area] });
  });

  it('an area abroad is kept without coordinates (the city decides)', async () => {
    const area = answered(await addArea({ zipCode: '28013', country: 'ES', city: 'Madrid', radiusMiles: 20 }), 201);
    expect(area).toMatchObject({ located: false, radiusMiles: 20 });
  });

  it('refuses a bad zip code and a radius over 500 miles', async () => {
    const res = await addArea({ zipCode: '021', country: 'US', city: '', radiusMiles: 501 });
    expect(refused(res, 400).fields).toEqual({ zipCode: 'validation:invalid.postalCode', radiusMiles: 'validation:invalid.areaRadius' });
  });

  it('changes and deletes a service area, each in the audit log', async () => {
    const { id } = answered(await addArea({ zipCode: '02110', country: 'US', city: '', radiusMiles: 25 }), 201);
    const changed = await api().put(OwnerServiceArea, `/owner-service-areas/${id}`, {
      zipCode: '10001',
      country: 'US',
      city: 'New York',
      radiusMiles: 10,
    });
    expect(answered(changed)).toMatchObject({ id, zipCode: '10001', radiusMiles: 10, located: true });
    answered(await api().delete(NO_BODY, `/owner-service-areas/${id}`), 204);
    refused(await api().delete(NO_BODY, `/owner-service-areas/${id}`), 404);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.client_id, clientId))).map((a) => a.action).sort();
    expect(actions).toEqual(['service_area.create', 'service_area.delete', 'service_area.update']);
  });

  it('an employee may not use the screen', async () => {
    refused(await f.api('employee').get(OwnerLocationList, '/owner-locations'), 403);
  });
});
