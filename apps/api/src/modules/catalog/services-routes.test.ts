// The back office's Services screen on a real database (spec §3 "Service" as bookable, issue 14): services
// created with the staff who perform them, changed, listed in order, slugs unique per client, staff of
// another client refused, a virtual service without a meeting link refused, a service with appointments
// deactivated instead of deleted; every change in the audit log. As sold (issue 15): a subscription with its
// frequency, a service priced on request, its images in order (replaced with the row, never half-written).
import { OwnerRemoval, OwnerService, OwnerServiceList } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { insertAppointment } from '../booking/appointment-rows-repository.js';
import { SERVICE_AUDIT_ENTITY } from './services-repository.js';
import { auditLog, serviceImages, services, staff } from '../../db/schema.js';
import { buildStaff, ownerServiceBody } from '../../testing/booking-builders.js';
import { answered, apiAs, refused } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const tasting = ownerServiceBody;

describe.each(testDatabases())('owner service routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(services).where(eq(services.client_id, clientId));
    await f.server.database.db.delete(staff).where(eq(staff.client_id, clientId));
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  const api = () => f.api('owner');
  const post = (body: object) => api().post(OwnerService, '/owner-services', body);
  const create = async (body: object = tasting()) => answered(await post(body), 201);
  const get = (id: number) => api().get(OwnerService, `/owner-services/${id}`);
  const read = async (id: number) => answered(await get(id));
  const put = (id: number, body: object) => api().put(OwnerService, `/owner-services/${id}`, body);
  const remove = async (id: number) => answered(await api().delete(OwnerRemoval, `/owner-services/${id}`));
  const list = async () => answered(await api().get(OwnerServiceList, '/owner-services')).services;

  it('creates a service with its staff, the slug taken from the name, and reads it back', async () => {
    const dana = await buildStaff(db(), clientId, { name: 'Dana' });
    const created = await create(tasting({ staff_ids: [dana.id] }));
    expect(created).toMatchObject({
      name: 'Chef’s table tasting',
      slug: 'chef-s-table-tasting',
      price: '95.50',
      duration_minutes: 90,
      buffer_before_minutes: 15,
      buffer_after_minutes: 30,
      staff_ids: [dana.id],
      upcoming_appointments: 0,
    });
    expect(await read(created.id)).toEqual(created);
    const [entry] = await listAuditEntries(db(), clientId, { entity: SERVICE_AUDIT_ENTITY });
    expect(entry).toMatchObject({ action: 'service.create', after: { duration_minutes: 90, types: 'storefront' } });
  });

  it('changes the duration and who performs it, and the list shows the change in order', async () => {
    const [dana, marco] = [await buildStaff(db(), clientId), await buildStaff(db(), clientId)];
    const first = await create(tasting({ staff_ids: [dana.id] }));
    await create(tasting({ name: 'Cooking class' }));
    const res = await put(first.id, tasting({ slug: first.slug, duration_minutes: 120, staff_ids: [marco.id] }));
    answered(res);
    expect((await list()).map((s) => [s.name, s.duration_minutes, s.staff_ids])).toEqual([
      ['Chef’s table tasting', 120, [marco.id]],
      ['Cooking class', 90, []],
    ]);
    const [entry] = await listAuditEntries(db(), clientId, { entity: SERVICE_AUDIT_ENTITY });
    expect(entry).toMatchObject({ action: 'service.update', before: { duration_minutes: 90 }, after: { duration_minutes: 120 } });
  });

  it('refuses a slug another service of the client uses (409 slug_taken on the slug field)', async () => {
    await create();
    const res = await post(tasting({ slug: 'chef-s-table-tasting' }));
    expect(refused(res, 409)).toMatchObject({ code: 'slug_taken', field: 'slug' });
  });

  it('refuses a staff member of another client, and writes nothing', async () => {
    const stranger = await buildStaff(db(), f.clients.other.id);
    const res = await post(tasting({ staff_ids: [stranger.id] }));
    expect(refused(res, 400).fields).toEqual({ staff_ids: 'validation:invalid.value' });
    expect(await list()).toEqual([]);
  });

  it.each([
    ['an online service without a meeting link', { virtual: true }, { meeting_url: 'validation:bookingSetup.meetingUrlRequired' }],
    ['no booking type', { storefront: false }, { storefront: 'validation:bookingSetup.bookingType' }],
    ['a duration of 721 minutes', { duration_minutes: 721 }, { duration_minutes: 'validation:bookingSetup.duration' }],
  ])('answers 400 with the field message for %s', async (_label, over, fields) => {
    const res = await post(tasting(over));
    expect(refused(res, 400).fields).toMatchObject(fields);
  });

  it('deletes an unused service, and deactivates one that appointments name', async () => {
    const unused = await create(tasting({ name: 'Unused' }));
    expect(await remove(unused.id)).toEqual({ outcome: 'deleted' });
    expect((await get(unused.id)).status).toBe(404);

    const dana = await buildStaff(db(), clientId);
    const used = await create(tasting({ staff_ids: [dana.id] }));
    const startsAt = new Date(Date.now() + 86_400_000);
    await insertAppointment(
      db(),
      {
        client_id: clientId,
        staff_id: dana.id,
        service_type: 0,
        status: 'booked',
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 90 * 60_000),
        blocked_from: startsAt,
        blocked_to: new Date(startsAt.getTime() + 120 * 60_000),
      },
      [{ position: 0, service_id: used.id, name: used.name, price_cents: 9550, duration_minutes: 90 }],
    );
    expect((await read(used.id)).upcoming_appointments).toBe(1);
    expect(await remove(used.id)).toEqual({ outcome: 'deactivated' });
    expect(await read(used.id)).toMatchObject({ active: false, bookable: false });
  });

  const img = (name: string) => `https://assets.example.com/clients/${clientId}/${name}.webp`;

  it('issue 15: sells a service as a monthly subscription with its images in order, and replaces them on change', async () => {
    const created = await create(
      tasting({ sold_online: true, is_subscription: true, recurrence: 'monthly', images: [img('a'), img('b')] }),
    );
    expect(created).toMatchObject({ sold_online: true, requires_quote: false, is_subscription: true, recurrence: 'monthly' });
    expect(created.images).toEqual([img('a'), img('b')]);
    expect((await list())[0]!.images).toEqual([img('a'), img('b')]);

    const res = await put(
      created.id,
      tasting({
        slug: created.slug,
        sold_online: false,
        requires_quote: true,
        is_subscription: false,
        recurrence: 'monthly',
        images: [img('c'), img('a')],
      }),
    );
    // A quote is not a subscription: the frequency is dropped, not kept behind the owner's back.
    expect(answered(res)).toMatchObject({
      sold_online: false,
      requires_quote: true,
      is_subscription: false,
      recurrence: null,
      images: [img('c'), img('a')],
    });
    const rows = await db().select().from(serviceImages).where(eq(serviceImages.service_id, created.id));
    expect(rows.map((r) => [r.url, r.ordering, r.client_id]).sort((x, y) => Number(x[1]) - Number(y[1]))).toEqual([
      [img('c'), 0, clientId],
      [img('a'), 1, clientId],
    ]);
    const [entry] = await listAuditEntries(db(), clientId, { entity: SERVICE_AUDIT_ENTITY });
    expect(entry).toMatchObject({
      before: { pricing: 'subscription (monthly)', images: 2 },
      after: { pricing: 'quote', sold_online: false },
    });
  });

  it.each([
    [
      'a subscription without a frequency',
      { is_subscription: true, recurrence: '' },
      { recurrence: 'validation:selling.recurrenceRequired' },
    ],
    [
      'a subscription priced on request',
      { is_subscription: true, recurrence: 'weekly', requires_quote: true },
      { requires_quote: 'validation:selling.quoteSubscription' },
    ],
    ['an image that is not a link', { images: ['javascript:alert(1)'] }, { 'images[0]': 'validation:invalid.link' }],
  ])('issue 15: answers 400 for %s and writes nothing', async (_label, over, fields) => {
    const res = await post(tasting(over));
    expect(refused(res, 400).fields).toMatchObject(fields);
    expect(await list()).toEqual([]);
  });

  it('issue 15: a refused change keeps the service’s images as they were', async () => {
    await create(tasting({ name: 'Cooking class' }));
    const mine = await create(tasting({ images: [img('a')] }));
    const res = await put(mine.id, tasting({ slug: 'cooking-class', images: [img('z')] }));
    refused(res, 409);
    expect((await read(mine.id)).images).toEqual([img('a')]);
  });

  it('answers 404 for another client’s service', async () => {
    const mine = await create();
    const other = apiAs(f.server, f.users.otherAdmin, f.clients.other.id);
    refused(await other.get(OwnerService, `/owner-services/${mine.id}`), 404);
  });
});
