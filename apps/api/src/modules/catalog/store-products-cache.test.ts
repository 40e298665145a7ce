// The public store's product lists and the services store's list are kept per client (issue 29 "Render"), and
// every change a visitor could see shows in the very next read: a checkout's reservation (StockChanged), an
// owner's edit (CatalogChanged), another node's drop of the client's caches; an unknown client is never kept.
import { OwnerProductEntry, OwnerService } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyInvalidation } from '../../cluster/apply-invalidation.js';
import { eq } from 'drizzle-orm';
import { productVariants, services } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { answered } from '../../testing/owner-api.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { ownerServiceBody } from '../../testing/booking-builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import type { TestProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { checkoutBody, postCheckout } from '../orders/checkout-test-fixture.js';

interface Listed {
  slug: string;
  price: string;
  availableQuantity: number;
}

type Get = (url: string) => Promise<{ statusCode: number; json: () => { products: Listed[] } }>;

const listOf = async (inject: Get, clientId: number, featured = false): Promise<Listed[]> => {
  const res = await inject(`/api/client/${clientId}/products${featured ? '?featured=true' : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json().products;
};

describe.each(testDatabases())('%s: the public store lists, cached per client', (kind) => {
  let t: TestServer;
  let clientId: number;
  let mug: TestProduct;
  const list = (featured = false) => listOf((url) => t.app.inject(url), clientId, featured);

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(t.database.db)).client.id;
    await setStoreSettings(t.database.db, clientId, { payment_countries: ['US'] });
    mug = await buildProduct(t.database.db, clientId, { name: 'Mug', price_cents: 1250, stock: 5, featured: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('a checkout’s reservation shows in the next read of both lists', async () => {
    expect((await list()).map((p) => p.availableQuantity)).toEqual([5]);
    expect((await list(true)).map((p) => p.availableQuantity)).toEqual([5]);
    const paid = await postCheckout(t, clientId, checkoutBody([{ product_id: mug.id, variant_id: null, quantity: 2 }]));
    expect(paid.statusCode).toBe(201);
    expect((await list()).map((p) => p.availableQuantity)).toEqual([3]);
    expect((await list(true)).map((p) => p.availableQuantity)).toEqual([3]);
  });

  it('a write no event names is kept out until another node’s drop of the client (or the time limit)', async () => {
    const before = (await list())[0]?.availableQuantity ?? 0;
    await t.database.db.update(productVariants).set({ stock: 40 }).where(eq(productVariants.product_id, mug.id));
    expect((await list())[0]?.availableQuantity).toBe(before); // kept: no event named this write
    await applyInvalidation(t.app.ctx, { clientId });
    expect((await list())[0]?.availableQuantity).toBe(40);
  });

  it('an unknown client is a 404 every time, never kept; a client made since is found at once', async () => {
    const unknown = clientId + 1000;
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject(`/api/client/${unknown}/products`)).statusCode).toBe(404);
    const next = (await buildClient(t.database.db)).client.id;
    expect((await t.app.inject(`/api/client/${next}/products`)).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('%s: an owner’s product edit and the cached store list', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  it('a new price shows in the next read', async () => {
    const clientId = f.clients.bistro.id;
    const body = {
      name: 'Apron',
      slug: 'apron-cached',
      description: '',
      sku: 'AP-C',
      price: '30.00',
      active: true,
      featured: false,
      sold_out: false,
      images: [],
      variant_type: 'none',
      variants: [{ id: null, name: '', swatch: '', price: '', stock: 4, image: null }],
    };
    const created = answered(await f.api('owner').post(OwnerProductEntry, '/owner-products', body), 201);
    const priceOf = async () => (await listOf((url) => f.inject({ url }), clientId)).find((p) => p.slug === 'apron-cached')?.price;
    expect(await priceOf()).toBe('30.00');
    answered(await f.api('owner').put(OwnerProductEntry, `/owner-products/${created.id}`, { ...body, price: '35.50' }));
    expect(await priceOf()).toBe('35.50');
  });

  it('the product page’s product by slug follows the cached list: a new price, a deactivation, a new product', async () => {
    const clientId = f.clients.bistro.id;
    const body = {
      name: 'Tea towel',
      slug: 'tea-towel-cached',
      description: '',
      sku: 'TT-C',
      price: '12.00',
      active: true,
      featured: false,
      sold_out: false,
      images: [],
      variant_type: 'none',
      variants: [{ id: null, name: '', swatch: '', price: '', stock: 4, image: null }],
    };
    const product = async () => {
      const res = await f.inject({ url: `/api/client/${clientId}/products/${body.slug}` });
      return res.statusCode === 200 ? (res.json() as { product: Listed }).product : res.statusCode;
    };
    expect(await listOf((url) => f.inject({ url }), clientId)).not.toContainEqual(expect.objectContaining({ slug: body.slug }));
    expect(await product()).toBe(404); // the list is kept without it
    const created = answered(await f.api('owner').post(OwnerProductEntry, '/owner-products', body), 201);
    expect(await product()).toMatchObject({ slug: body.slug, price: '12.00', availableQuantity: 4 });
    answered(await f.api('owner').put(OwnerProductEntry, `/owner-products/${created.id}`, { ...body, price: '13.50' }));
    expect(await product()).toMatchObject({ price: '13.50' });
    answered(await f.api('owner').put(OwnerProductEntry, `/owner-products/${created.id}`, { ...body, price: '13.50', active: false }));
    expect(await product()).toBe(404);
  });
});

describe.each(testDatabases())('%s: the services store’s list, cached per client as the products lists', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const service = ownerServiceBody({ name: 'Knife skills', slug: 'knife-skills-cached', price: '40.00' });
  const servicesOf = async (clientId: number) => {
    const res = await f.inject({ url: `/api/client/${clientId}/services-store` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { services: { slug: string; price: string }[] }).services;
  };
  const priceOf = async (clientId: number) => (await servicesOf(clientId)).find((s) => s.slug === service.slug)?.price;

  it('an owner’s new service, new price and deactivation each show in the next read', async () => {
    const clientId = f.clients.bistro.id;
    expect(await priceOf(clientId)).toBeUndefined(); // read (and kept) before the service exists
    const created = answered(await f.api('owner').post(OwnerService, '/owner-services', service), 201);
    expect(await priceOf(clientId)).toBe('40.00');
    answered(await f.api('owner').put(OwnerService, `/owner-services/${created.id}`, { ...service, price: '45.50' }));
    expect(await priceOf(clientId)).toBe('45.50');
    answered(await f.api('owner').put(OwnerService, `/owner-services/${created.id}`, { ...service, price: '45.50', active: false }));
    expect(await priceOf(clientId)).toBeUndefined();
  });

  it('a write no event names is kept out until another node’s drop of the client; an unknown client is never kept', async () => {
    const clientId = f.clients.bistro.id;
    const before = await servicesOf(clientId);
    await f.server.database.db.update(services).set({ price_cents: 9_900 }).where(eq(services.client_id, clientId));
    expect(await servicesOf(clientId)).toEqual(before); // kept: no event named this write
    await applyInvalidation(f.server.app.ctx, { clientId });
    expect((await servicesOf(clientId)).every((s) => s.price === '99.00')).toBe(true);
    const unknown = clientId + 1000;
    for (let i = 0; i < 2; i += 1) expect((await f.inject({ url: `/api/client/${unknown}/services-store` })).statusCode).toBe(404);
  });
});
