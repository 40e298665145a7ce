// The back office's Locations screen on a real database (spec §3 "Location", "Service area"; §9 radius
// default 50 miles): locations added, changed (state vs province), deleted or — with appointments —
// deactivated; service areas with their zip's centre looked up; every change in the audit log; other
// clients' rows are out of reach.
import type { OwnerLocation, OwnerServiceArea } from '@vitrina/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, auditLog, locations, serviceAreas } from '../../db/schema.js';
import { buildLocation, buildStaff } from '../../testing/booking-builders.js';
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
  let base: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
    base = `/api/client/${clientId}`;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(locations).where(eq(locations.client_id, clientId));
    await f.server.database.db.delete(serviceAreas).where(eq(serviceAreas.client_id, clientId));
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = f.users.owner) {
    return f.inject({ method, url, payload, headers: await f.as(user) });
  }

  it('adds a location, lists it and records who did it', async () => {
    const created = await call('POST', `${base}/owner-locations`, harbor);
    expect(created.statusCode).toBe(201);
    const location = created.json<OwnerLocation>();
    expect(location).toMatchObject({ ...harbor, active: true, upcoming_appointments: 0 });

    const list = await call('GET', `${base}/owner-locations`);
    expect(list.json<{ locations: OwnerLocation[] }>().locations).toEqual([location]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.client_id, clientId));
    expect(audit).toMatchObject([{ action: 'location.create', entity: 'location', entity_id: String(location.id), before: null }]);
  });

  it('a manager may add one too', async () => {
    expect((await call('POST', `${base}/owner-locations`, harbor, f.users.manager)).statusCode).toBe(201);
  });

  it('refuses an invalid location with a message per field', async () => {
    const res = await call('POST', `${base}/owner-locations`, { ...harbor, name: ' ', postalCode: '021', state: '', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'validation:required.locationName',
      postalCode: 'validation:invalid.postalCode',
      state: 'validation:required.state',
      phone: 'validation:invalid.phone',
    });
    expect(await db().select().from(locations).where(eq(locations.client_id, clientId))).toEqual([]);
  });

  it('a location abroad asks for its province and keeps it as the province', async () => {
    const madrid = { ...harbor, country: 'ES', city: 'Madrid', state: '', postalCode: '28013', phone: '' };
    const missing = await call('POST', `${base}/owner-locations`, madrid);
    expect(missing.json().error.fields).toEqual({ state: 'validation:required.province' });
    const created = (await call('POST', `${base}/owner-locations`, { ...madrid, state: 'Madrid' })).json<OwnerLocation>();
    expect(created.state).toBe('Madrid');
    const [row] = await db().select().from(locations).where(eq(locations.id, created.id));
    expect(row).toMatchObject({ province: 'Madrid', state: '' });
  });

  it('changes a location and keeps its active flag unless sent', async () => {
    const { id } = (await call('POST', `${base}/owner-locations`, harbor)).json<OwnerLocation>();
    const changed = await call('PUT', `${base}/owner-locations/${id}`, { ...harbor, name: 'Harbor Lane' });
    expect(changed.json<OwnerLocation>()).toMatchObject({ name: 'Harbor Lane', active: true });
    const off = await call('PUT', `${base}/owner-locations/${id}`, { ...harbor, active: false });
    expect(off.json<OwnerLocation>().active).toBe(false);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.client_id, clientId), eq(auditLog.action, 'location.update')));
    expect(audit[0]).toMatchObject({ before: { name: 'Harbor Lane Bistro' }, after: { name: 'Harbor Lane' } });
  });

  it('deletes a location without appointments, deactivates one with them', async () => {
    const free = await buildLocation(db(), clientId);
    expect((await call('DELETE', `${base}/owner-locations/${free.id}`)).json()).toEqual({ outcome: 'deleted' });
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
    const listed = (await call('GET', `${base}/owner-locations`)).json<{ locations: OwnerLocation[] }>().locations;
    expect(listed.find((l) => l.id === used.id)?.upcoming_appointments).toBe(1);
    expect((await call('DELETE', `${base}/owner-locations/${used.id}`)).json()).toEqual({ outcome: 'deactivated' });
    const [row] = await db().select().from(locations).where(eq(locations.id, used.id));
    expect(row?.active).toBe(false);
  });

  it("another client's location is not found", async () => {
    const theirs = await buildLocation(db(), f.clients.other.id);
    expect((await call('PUT', `${base}/owner-locations/${theirs.id}`, harbor)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/owner-locations/${theirs.id}`)).json().error.code).toBe('location_not_found');
    const [row] = await db().select().from(locations).where(eq(locations.id, theirs.id));
    expect(row?.name).toBe(theirs.name);
  });

  it('adds a US service area with its zip centre and the §9 default radius', async () => {
    const res = await call('POST', `${base}/owner-service-areas`, { zipCode: '02110', country: 'US', city: 'Boston', radiusMiles: '' });
    expect(res.statusCode).toBe(201);
    const area = res.json<OwnerServiceArea>();
    expect(area).toMatchObject({ zipCode: '02110', country: 'US', city: 'Boston', radiusMiles: 50, located: true });
    const [row] = await db().select().from(serviceAreas).where(eq(serviceAreas.id, area.id));
    expect(row!.lat).toBeCloseTo(42.36, 1);
    expect((await call('GET', `${base}/owner-service-areas`)).json()).toEqual({ areas: [area] });
  });

  it('an area abroad is kept without coordinates (the city decides)', async () => {
    const area = (
      await call('POST', `${base}/owner-service-areas`, { zipCode: '28013', country: 'ES', city: 'Madrid', radiusMiles: 20 })
    ).json<OwnerServiceArea>();
    expect(area).toMatchObject({ located: false, radiusMiles: 20 });
  });

  it('refuses a bad zip code and a radius over 500 miles', async () => {
    const res = await call('POST', `${base}/owner-service-areas`, { zipCode: '021', country: 'US', city: '', radiusMiles: 501 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ zipCode: 'validation:invalid.postalCode', radiusMiles: 'validation:invalid.areaRadius' });
  });

  it('changes and deletes a service area, each in the audit log', async () => {
    const { id } = (
      await call('POST', `${base}/owner-service-areas`, { zipCode: '02110', country: 'US', city: '', radiusMiles: 25 })
    ).json<OwnerServiceArea>();
    const changed = await call('PUT', `${base}/owner-service-areas/${id}`, {
      zipCode: '10001',
      country: 'US',
      city: 'New York',
      radiusMiles: 10,
    });
    expect(changed.json<OwnerServiceArea>()).toMatchObject({ id, zipCode: '10001', radiusMiles: 10, located: true });
    expect((await call('DELETE', `${base}/owner-service-areas/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/owner-service-areas/${id}`)).statusCode).toBe(404);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.client_id, clientId))).map((a) => a.action).sort();
    expect(actions).toEqual(['service_area.create', 'service_area.delete', 'service_area.update']);
  });

  it('an employee may not use the screen', async () => {
    const res = await call('GET', `${base}/owner-locations`, undefined, f.users.staff);
    expect(res.statusCode).toBe(403);
  });
});
