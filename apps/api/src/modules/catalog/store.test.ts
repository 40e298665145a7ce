import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import type { TestProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: the public catalog (spec §2 store, product, cart; §3 product, variant)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let other: number;
  let shirt: TestProduct;
  let mug: TestProduct;
  let soldOut: TestProduct;
  beforeAll(async () => {
    t = await createTestServer(kind);
    const db = t.database.db;
    clientId = (await buildClient(db)).client.id;
    other = (await buildClient(db)).client.id;
    await setStoreSettings(db, clientId, { tax_rate: '10', shipping_rate: '5', payment_countries: ['US', 'CA'] });
    mug = await buildProduct(db, clientId, { name: 'Mug', price_cents: 1250, stock: 3, ordering: 2, images: ['/m1.png', '/m2.png'] });
    shirt = await buildProduct(db, clientId, {
      name: 'Shirt',
      price_cents: 2000,
      ordering: 1,
      featured: true,
      images: ['/s.png'],
      variants: [
        { type: 'color', name: 'Red', stock: 2, swatch: '#ff0000', image: '/red.png' },
        { type: 'size', name: 'XL', stock: 0, price_cents: 2500 },
      ],
    });
    soldOut = await buildProduct(db, clientId, { name: 'Poster', stock: 9, sold_out: true, ordering: 3 });
    await buildProduct(db, clientId, { name: 'Hidden', stock: 9, active: false });
    await buildProduct(db, other, { name: 'Elsewhere', stock: 9 });
  }, 60_000);
  afterAll(() => t?.close());

  it('§2 store: active products in the site order, stock summed over variants, variants with type ids and images', async () => {
    const res = await t.app.inject(`/api/client/${clientId}/products`);
    expect(res.statusCode).toBe(200);
    const { products } = res.json();
    expect(products.map((p: { slug: string }) => p.slug)).toEqual(['shirt', 'mug', 'poster']);
    expect(products[0]).toMatchObject({ price: '20.00', availableQuantity: 2, soldOut: false, images: ['/s.png'] });
    expect(products[0].variants).toEqual([
      expect.objectContaining({
        name: 'Red',
        type: 'color',
        type_id: 1,
        swatch: '#ff0000',
        availableQuantity: 2,
        variantImages: ['/red.png'],
        price: null,
      }),
      expect.objectContaining({ name: 'XL', type: 'size', type_id: 2, availableQuantity: 0, variantImages: [], price: '25.00' }),
    ]);
    expect(products[1]).toMatchObject({ price: '12.50', availableQuantity: 3, variants: [], images: ['/m1.png', '/m2.png'] });
    expect(products[2]).toMatchObject({ soldOut: true });
  });

  it('§3 featured products only for the home store section', async () => {
    const { products } = (await t.app.inject(`/api/client/${clientId}/products?featured=true`)).json();
    expect(products.map((p: { slug: string }) => p.slug)).toEqual(['shirt']);
  });

  it('§2 product by slug; inactive, unknown and other clients’ products are 404', async () => {
    expect((await t.app.inject(`/api/client/${clientId}/products/mug`)).json().product.id).toBe(mug.id);
    for (const slug of ['hidden', 'elsewhere', 'nope', '%20x']) {
      expect((await t.app.inject(`/api/client/${clientId}/products/${slug}`)).statusCode).toBe(404);
    }
    expect((await t.app.inject(`/api/client/999999/products`)).statusCode).toBe(404);
  });

  it('§3 ecommerce settings: rates, currency, payment countries and the sandbox gateway', async () => {
    const res = await t.app.inject(`/api/client/${clientId}/store`);
    expect(res.json()).toMatchObject({
      tax_rate: '10',
      shipping_rate: '5.00',
      currency: 'USD',
      payment_countries: ['US', 'CA'],
      gateway: 'sandbox',
      publishable_key: null,
    });
    const defaults = (await t.app.inject(`/api/client/${other}/store`)).json();
    expect(defaults).toMatchObject({ tax_rate: '0', shipping_rate: '0.00' });
    expect(defaults.payment_countries).toContain('US');
  });

  it('§5 cart check: server prices, lines sharing a stock item summed, every problem named, totals with tax and shipping', async () => {
    const lines = [
      { product_id: mug.id, variant_id: null, quantity: 2 },
      { product_id: shirt.id, variant_id: shirt.variantIds[0], quantity: 1 },
      { product_id: shirt.id, variant_id: shirt.variantIds[1], quantity: 1 },
      { product_id: soldOut.id, variant_id: null, quantity: 1 },
      { product_id: 999999, variant_id: null, quantity: 1 },
      { product_id: mug.id, variant_id: mug.variantIds[0], quantity: 2 },
    ];
    const res = await t.app.inject({ method: 'POST', url: `/api/client/${clientId}/cart/check`, payload: { lines } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.lines.map((l: { key: string; problem: string | null; available: number; unit_price: string }) => [
        l.key,
        l.problem,
        l.available,
        l.unit_price,
      ]),
    ).toEqual([
      [`${mug.id}:`, 'insufficient-stock', 3, '12.50'],
      [`${shirt.id}:${shirt.variantIds[0]}`, null, 2, '20.00'],
      [`${shirt.id}:${shirt.variantIds[1]}`, 'out-of-stock', 0, '25.00'],
      [`${soldOut.id}:`, 'out-of-stock', 0, '10.00'],
      ['999999:', 'unavailable', 0, '0.00'],
      [`${mug.id}:${mug.variantIds[0]}`, 'insufficient-stock', 3, '12.50'],
    ]);
    // Subtotal of the lines still sold: 4 × 12.50 + 20 + 25 + 10 = 105.00; tax 10 %; shipping 5.
    expect(body.totals).toEqual({
      subtotal: '105.00',
      discount: '0.00',
      total_before_tax: '105.00',
      estimated_tax: '10.50',
      shipping: '5.00',
      total: '120.50',
    });
  });
});
