// The currency a business shows is the currency it charges (issue 25, finding 7): the Spanish demo salon
// showed € and charged USD. Each business has one ISO 4217 code; checkout charges the gateway in it, the
// order records it, and the public order answers it (the page formats its prices from it).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, orders, products, sandboxCharges } from '../../db/schema.js';
import type { AssetWriter } from '../../seed/asset-writer.js';
import { seedDemo } from '../../seed/seed-demo.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, checkoutBody, postCheckout } from './checkout-test-fixture.js';

const noAssets: AssetWriter = { put: async () => {} };

describe.each(testDatabases())('%s: a business charges in the currency it shows (issue 25)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestServer(kind);
    await seedDemo(db(), noAssets, { now: new Date() });
  }, 120_000);
  afterAll(() => t?.close());

  async function buyAt(subdomain: string, sku: string) {
    const [client] = await db().select().from(clients).where(eq(clients.wurkzen_subdomain, subdomain));
    const [product] = await db()
      .select()
      .from(products)
      .where(and(eq(products.client_id, client!.id), eq(products.sku, sku)));
    // The buyer's phone is one the business's country takes (issue 26: one phone rule by country).
    const phone = client!.country.country_code === 'ES' ? '+34 612 345 678' : SHIPPING.phone;
    const res = await postCheckout(
      t,
      client!.id,
      checkoutBody([{ product_id: product!.id, variant_id: null, quantity: 1 }], CARDS.success, { shipping: { ...SHIPPING, phone } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const uuid: string = res.json().order_uuid;
    const [order] = await db().select().from(orders).where(eq(orders.uuid, uuid));
    const charges = await db().select().from(sandboxCharges).where(eq(sandboxCharges.order_ref, uuid));
    const page = (await t.app.inject(`/api/client/${client!.id}/orders/${uuid}`)).json();
    return { client: client!, order: order!, charges, page };
  }

  it('the Spanish salon charges EUR at the gateway, and its order records and shows EUR', async () => {
    const { client, order, charges, page } = await buyAt('salon', 'SL-REGALO');
    expect(client.currency_code).toBe('EUR');
    expect(charges.map((c) => c.currency)).toEqual(['EUR']);
    expect(order.currency).toBe('EUR');
    expect(page).toMatchObject({ currency: 'EUR', total: '40.00' });
    expect(page).not.toHaveProperty('currency_symbol');
  });

  it('a US business charges USD', async () => {
    const [product] = await db()
      .select({ sku: products.sku })
      .from(products)
      .innerJoin(clients, eq(clients.id, products.client_id))
      .where(and(eq(clients.wurkzen_subdomain, 'bistro'), eq(products.active, true)));
    const { client, charges, page } = await buyAt('bistro', product!.sku!);
    expect(client.currency_code).toBe('USD');
    expect(charges.map((c) => c.currency)).toEqual(['USD']);
    expect(page).toMatchObject({ currency: 'USD' });
  });
});
