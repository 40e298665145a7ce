// Issue 13 "Done when" races, on PGlite and (with DATABASE_URL) Postgres: never oversell, never charge twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxCharges } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildProduct, variantStock } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { checkoutBody, newKey, postCheckout } from './checkout-test-fixture.js';

describe.each(testDatabases())('%s: checkout races (issue 13 Done when)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const ordersOf = async (clientId: number) => db().select().from(orders).where(eq(orders.client_id, clientId));

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('50 concurrent checkouts for the last unit: exactly 1 order, 49 clear out-of-stock answers', async () => {
    const clientId = (await buildClient(db())).client.id;
    const last = await buildProduct(db(), clientId, { stock: 1 });
    const line = { product_id: last.id, variant_id: null, quantity: 1 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => postCheckout(t, clientId, checkoutBody([line]))));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toMatchObject({ error: { code: 'out_of_stock' }, line_keys: [`${last.id}:`], stock: { [`${last.id}:`]: 0 } });
    }
    expect(await ordersOf(clientId)).toHaveLength(1);
    expect(await variantStock(db(), last.variantIds[0]!)).toBe(0);
  }, 60_000);

  it('100 concurrent checkouts for 10 units: exactly 10 orders', async () => {
    const clientId = (await buildClient(db())).client.id;
    const ten = await buildProduct(db(), clientId, { stock: 10 });
    const line = { product_id: ten.id, variant_id: null, quantity: 1 };
    const answers = await Promise.all(Array.from({ length: 100 }, () => postCheckout(t, clientId, checkoutBody([line]))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(90);
    const placed = await ordersOf(clientId);
    expect(placed).toHaveLength(10);
    // Order numbers 1…10, each given once.
    expect(placed.map((o) => o.number).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(await variantStock(db(), ten.variantIds[0]!)).toBe(0);
  }, 90_000);

  it('two lines sharing one stock item beyond its stock are refused, even when each alone fits', async () => {
    const clientId = (await buildClient(db())).client.id;
    const p = await buildProduct(db(), clientId, { variants: [{ name: 'One', stock: 4 }] });
    const v = p.variantIds[0]!;
    const body = checkoutBody([
      { product_id: p.id, variant_id: v, quantity: 3 },
      { product_id: p.id, variant_id: null, quantity: 2 },
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCheckout(t, clientId, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(await ordersOf(clientId)).toHaveLength(0);
    expect(await variantStock(db(), v)).toBe(4);
  });

  it('the same idempotency key 20 times in a row and 20 times at once: 1 order, 1 charge, identical answers', async () => {
    const clientId = (await buildClient(db())).client.id;
    const p = await buildProduct(db(), clientId, { stock: 50, price_cents: 999 });
    const body = checkoutBody([{ product_id: p.id, variant_id: null, quantity: 1 }]);
    const inRow = newKey();
    const sequential = [];
    for (let i = 0; i < 20; i += 1) sequential.push(await postCheckout(t, clientId, body, inRow));
    const atOnceKey = newKey();
    const atOnce = await Promise.all(Array.from({ length: 20 }, () => postCheckout(t, clientId, body, atOnceKey)));
    for (const group of [sequential, atOnce]) {
      expect(group[0]!.statusCode).toBe(201);
      expect(new Set(group.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    }
    expect(sequential[0]!.body).not.toBe(atOnce[0]!.body);
    expect(await ordersOf(clientId)).toHaveLength(2);
    const uuids = [sequential[0]!.json().order_uuid, atOnce[0]!.json().order_uuid];
    for (const uuid of uuids) expect(await db().select().from(sandboxCharges).where(eq(sandboxCharges.order_ref, uuid))).toHaveLength(1);
    expect(await variantStock(db(), p.variantIds[0]!)).toBe(48);
  }, 60_000);
});
