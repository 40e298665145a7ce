import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceImages } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClient } from '../../testing/builders.js';
import { setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { nextIp } from '../orders/checkout-test-fixture.js';

describe.each(testDatabases())('%s: services store catalog and cart check (issue 15; spec §2 services-store, §5)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let otherClientId: number;
  const ids: Record<string, number> = {};
  const slugs: Record<string, string> = {};
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    otherClientId = (await buildClient(db())).client.id;
    await setStoreSettings(db(), clientId, { tax_rate: '10', shipping_rate: '5' });
    const make = async (name: string, fields: Parameters<typeof buildService>[2], client = clientId) => {
      const row = await buildService(db(), client, { name, ...fields });
      ids[name] = row.id;
      slugs[name] = row.slug;
    };
    await make('Deep clean', { price_cents: 12000, ordering: 2 });
    await make('Window wash', { price_cents: 4000, ordering: 1, bookable: false });
    await make('Weekly tidy', { price_cents: 3000, ordering: 3, is_subscription: true, recurrence: 'weekly' });
    await make('Monthly garden', { price_cents: 9000, ordering: 4, is_subscription: true, recurrence: 'monthly' });
    await make('Renovation', { price_cents: 0, ordering: 5, requires_quote: true });
    await make('Hidden', { ordering: 0, sold_online: false });
    await make('Retired', { ordering: 0, active: false });
    await make('Theirs', { ordering: 0 }, otherClientId);
    await db()
      .insert(serviceImages)
      .values([
        { service_id: ids['Deep clean']!, client_id: clientId, url: '/b.png', ordering: 2 },
        { service_id: ids['Deep clean']!, client_id: clientId, url: '/a.png', ordering: 1 },
      ]);
  }, 60_000);
  afterAll(() => t?.close());

  const check = (lines: { service_id: number; quantity: number }[], client = clientId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/client/${client}/services-cart/check`,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { lines },
    });

  it('lists only the active services sold online, in the site’s order, with their images and flags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/${clientId}/services-store` });
    expect(res.statusCode).toBe(200);
    const { services } = res.json();
    expect(services.map((s: { name: string }) => s.name)).toEqual([
      'Window wash',
      'Deep clean',
      'Weekly tidy',
      'Monthly garden',
      'Renovation',
    ]);
    expect(services[1]).toEqual({
      id: ids['Deep clean'],
      slug: slugs['Deep clean'],
      name: 'Deep clean',
      description: '',
      price: '120.00',
      images: ['/a.png', '/b.png'],
      requires_quote: false,
      is_subscription: false,
      recurrence: null,
      duration_minutes: 60,
      bookable: true,
    });
    expect(services[0]).toMatchObject({ bookable: false });
    expect(services[2]).toMatchObject({ is_subscription: true, recurrence: 'weekly', price: '30.00' });
    expect(services[4]).toMatchObject({ requires_quote: true, price: '0.00' });
  });

  it('reads one service by slug; another client’s, a hidden or a retired service is 404', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/client/${clientId}/services-store/${slugs['Weekly tidy']}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().service).toMatchObject({ name: 'Weekly tidy', recurrence: 'weekly' });
    for (const name of ['Theirs', 'Hidden', 'Retired']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/client/${clientId}/services-store/${slugs[name]}` });
      expect(res.statusCode, name).toBe(404);
    }
    const theirs = await t.app.inject({ method: 'GET', url: `/api/client/${otherClientId}/services-store` });
    expect(theirs.json().services.map((s: { name: string }) => s.name)).toEqual(['Theirs']);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/999999/services-store' })).statusCode).toBe(404);
  });

  it('prices a cart from the database with tax and no shipping', async () => {
    const res = await check([
      { service_id: ids['Deep clean']!, quantity: 2 },
      { service_id: ids['Window wash']!, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.violations).toEqual([]);
    expect(body.quote_request).toBe(false);
    // 2 × 120 + 40 = 280; tax 10 % = 28; services ship nothing.
    expect(body.totals).toEqual({
      subtotal: '280.00',
      discount: '0.00',
      total_before_tax: '280.00',
      estimated_tax: '28.00',
      shipping: '0.00',
      total: '308.00',
    });
    expect(body.lines[0]).toMatchObject({ key: String(ids['Deep clean']), quantity: 2, problem: null, service: { name: 'Deep clean' } });
  });

  it('flags a subscription mixed with a one-time service, two subscriptions, and an empty cart', async () => {
    const mixed = (
      await check([
        { service_id: ids['Weekly tidy']!, quantity: 1 },
        { service_id: ids['Deep clean']!, quantity: 1 },
      ])
    ).json();
    expect(mixed.violations).toEqual([
      { code: 'subscription-mixed-with-one-time', line_keys: [String(ids['Weekly tidy']), String(ids['Deep clean'])] },
    ]);
    const two = (
      await check([
        { service_id: ids['Weekly tidy']!, quantity: 1 },
        { service_id: ids['Monthly garden']!, quantity: 1 },
      ])
    ).json();
    expect(two.violations).toEqual([
      { code: 'one-subscription-per-order', line_keys: [String(ids['Weekly tidy']), String(ids['Monthly garden'])] },
    ]);
    const twice = (await check([{ service_id: ids['Weekly tidy']!, quantity: 2 }])).json();
    expect(twice.violations.map((v: { code: string }) => v.code)).toEqual(['one-subscription-per-order']);
    expect((await check([])).json().violations).toEqual([{ code: 'empty-order', line_keys: [] }]);
  });

  it('marks a line no longer sold as unavailable, and a requires-quote line makes a quote request', async () => {
    const body = (
      await check([
        { service_id: ids['Renovation']!, quantity: 1 },
        { service_id: ids['Hidden']!, quantity: 1 },
        { service_id: ids['Theirs']!, quantity: 1 },
      ])
    ).json();
    expect(body.quote_request).toBe(true);
    expect(body.lines.map((l: { problem: string | null; service: unknown }) => [l.problem, l.service === null])).toEqual([
      [null, false],
      ['unavailable', true],
      ['unavailable', true],
    ]);
  });
});
