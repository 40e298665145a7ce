import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CachedAssetStore } from '../assets/index.js';
import type { AssetStore, StoredAsset } from '../assets/index.js';
import { productVariants } from '../db/schema.js';
import { dropStoreProducts } from '../modules/catalog/store-products-cache.js';
import { buildClient } from '../testing/builders.js';
import { buildProduct } from '../testing/store-builders.js';
import type { TestProduct } from '../testing/store-builders.js';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { createInProcessFetch } from './site-renderer.js';

const SITE_JSON = JSON.stringify({ client: { id: 1 } });

function fakeApp() {
  const objects = new Map<string, StoredAsset>([
    [
      'sites/bistro.localhost/site.json',
      { body: Buffer.from(SITE_JSON), contentType: 'application/json', etag: '"v1"', lastModified: new Date(0) },
    ],
  ]);
  const inner: AssetStore = {
    get: (key) => Promise.resolve(objects.get(key) ?? null),
    put: () => Promise.resolve(),
    delete: () => Promise.resolve(),
    exists: (key) => Promise.resolve(objects.has(key)),
  };
  const assets = new CachedAssetStore(inner);
  const inject = vi.fn(() =>
    Promise.resolve({ statusCode: 404, headers: { 'content-type': 'application/json' }, rawPayload: Buffer.from('{"error":"not_found"}') }),
  );
  const app = { ctx: { assets }, inject } as unknown as FastifyInstance;
  return { app, assets, inject };
}

describe('createInProcessFetch', () => {
  it('answers an asset the asset cache holds without a pass through Fastify, as the route would', async () => {
    const { app, assets, inject } = fakeApp();
    await assets.get('sites/bistro.localhost/site.json');
    const res = await createInProcessFetch(app)(new Request('http://in-process/assets/sites/bistro.localhost/site.json'));
    expect(inject).not.toHaveBeenCalled();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(JSON.parse(SITE_JSON));
    // The cached bytes are the store's own: reading the answer leaves them as they were.
    expect(assets.peek('sites/bistro.localhost/site.json')?.body.toString()).toBe(SITE_JSON);
  });

  it('reads an object the cache does not hold from the store, without Fastify, and keeps it', async () => {
    const { app, assets, inject } = fakeApp();
    const res = await createInProcessFetch(app)('http://in-process/assets/sites/bistro.localhost/site.json');
    expect(inject).not.toHaveBeenCalled();
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(await res.json()).toEqual(JSON.parse(SITE_JSON));
    expect(assets.peek('sites/bistro.localhost/site.json')?.etag).toBe('"v1"');
  });

  it('answers If-None-Match as the route does: 304 without a body for the object’s ETag, the object for another', async () => {
    const { app, inject } = fakeApp();
    const read = (tag: string) =>
      createInProcessFetch(app)(
        new Request('http://in-process/assets/sites/bistro.localhost/site.json', { headers: { 'if-none-match': tag } }),
      );
    for (const tag of ['"v1"', 'W/"v1"', '"v0", "v1"']) {
      const res = await read(tag);
      expect(res.status).toBe(304);
      expect(res.body).toBeNull();
      expect(res.headers.get('etag')).toBe('"v1"');
      expect(res.headers.get('content-type')).toBeNull();
    }
    const changed = await read('"v0"');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual(JSON.parse(SITE_JSON));
    expect(inject).not.toHaveBeenCalled();
  });

  it('answers 404 for a public object the store does not hold, as the route would (the site shows it as not found)', async () => {
    const { app, inject } = fakeApp();
    const res = await createInProcessFetch(app)('http://in-process/assets/sites/other.localhost/site.json');
    expect(inject).not.toHaveBeenCalled();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such asset' } });
  });

  it.each([
    ['a private object', 'http://in-process/assets/private/forms/1/a.pdf', {}],
    ['an escaped key', 'http://in-process/assets/sites/bistro%2Elocalhost/site.json', {}],
    ['a query string', 'http://in-process/assets/sites/bistro.localhost/site.json?v=1', {}],
    ['an If-Modified-Since request', 'http://in-process/assets/sites/bistro.localhost/site.json', { 'if-modified-since': 'x' }],
    ['a range request', 'http://in-process/assets/sites/bistro.localhost/site.json', { range: 'bytes=0-1' }],
    ['an API call', 'http://in-process/api/client/1/websitedata', {}],
  ])('leaves %s to Fastify (app.inject)', async (_name, url, headers) => {
    const { app, assets, inject } = fakeApp();
    await assets.get('sites/bistro.localhost/site.json');
    const res = await createInProcessFetch(app)(new Request(url, { headers }));
    expect(inject).toHaveBeenCalledTimes(1);
    expect(res.status).toBe(404);
  });

  it('a cached answer follows the cache: dropped on a write, the store is read again', async () => {
    const { app, assets } = fakeApp();
    const inner = vi.spyOn((assets as unknown as { inner: AssetStore }).inner, 'get');
    await assets.get('sites/bistro.localhost/site.json');
    await assets.put('sites/bistro.localhost/site.json', '{}', 'application/json');
    await createInProcessFetch(app)('http://in-process/assets/sites/bistro.localhost/site.json');
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('a store that fails leaves the read to Fastify (app.inject)', async () => {
    const { app, assets, inject } = fakeApp();
    vi.spyOn(assets, 'get').mockRejectedValue(new Error('store away'));
    const res = await createInProcessFetch(app)('http://in-process/assets/sites/bistro.localhost/site.json');
    expect(inject).toHaveBeenCalledTimes(1);
    expect(res.status).toBe(404);
  });
});

describe.each(testDatabases())('%s: createInProcessFetch, the public store lists', (kind) => {
  let t: TestServer;
  let clientId: number;
  let otherId: number;
  let mug: TestProduct;

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(t.database.db)).client.id;
    otherId = (await buildClient(t.database.db)).client.id;
    mug = await buildProduct(t.database.db, clientId, { name: 'Mug', price_cents: 1250, stock: 5, featured: true });
    await buildProduct(t.database.db, clientId, { name: 'Plate', price_cents: 900, stock: 2 });
    await buildProduct(t.database.db, otherId, { name: 'Other mug', price_cents: 100, stock: 1, featured: true });
    // The same slug at another client: each client's page gets its own.
    await buildProduct(t.database.db, otherId, { name: 'Mug', price_cents: 7700, stock: 1 });
  }, 60_000);
  afterAll(() => t?.close());

  /** The renderer's read, as its loaders send it (a Request with an Accept header). */
  const read = (fetchFn: typeof fetch, path: string) =>
    fetchFn(new Request(`http://in-process${path}`, { headers: { accept: 'application/json' } }));

  async function answerOf(res: Response) {
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.text() };
  }

  it.each([
    `/api/client/{id}/products`,
    `/api/client/{id}/products?featured=true`,
    `/api/client/{id}/products?featured=false`,
    `/api/client/{id}/services-store`,
    `/api/client/{id}/products/mug`,
    `/api/client/{id}/products/plate`,
  ])('answers %s as the route does, through Fastify once per cached list or product', async (pattern) => {
    const path = pattern.replace('{id}', String(clientId));
    const inject = vi.spyOn(t.app, 'inject');
    const fetchFn = createInProcessFetch(t.app);
    const route = await t.app.inject({ url: path, headers: { host: 'localhost' } });
    inject.mockClear();
    const first = await answerOf(await read(fetchFn, path));
    const second = await answerOf(await read(fetchFn, path));
    inject.mockRestore();
    const expected = { status: 200, type: route.headers['content-type'], cache: route.headers['cache-control'], body: route.body };
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
    expect(inject.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('a drop of the client’s lists (a write, another node) shows in the very next read; other clients keep their own', async () => {
    const fetchFn = createInProcessFetch(t.app);
    const stock = async (id: number) =>
      (
        (await (await read(fetchFn, `/api/client/${id}/products?featured=true`)).json()) as {
          products: { name: string; availableQuantity: number }[];
        }
      ).products;
    expect(await stock(clientId)).toMatchObject([{ name: 'Mug', availableQuantity: 5 }]);
    expect(await stock(otherId)).toMatchObject([{ name: 'Other mug', availableQuantity: 1 }]);
    await t.database.db.update(productVariants).set({ stock: 40 }).where(eq(productVariants.product_id, mug.id));
    dropStoreProducts(t.database, clientId);
    expect(await stock(clientId)).toMatchObject([{ name: 'Mug', availableQuantity: 40 }]);
    expect(await stock(otherId)).toMatchObject([{ name: 'Other mug', availableQuantity: 1 }]);
  });

  it('a reader holding a list’s bytes (If-None-Match of its ETag) gets a 304 until the list changes, then the new list', async () => {
    const fetchFn = createInProcessFetch(t.app);
    const path = `/api/client/${clientId}/products`;
    const ask = (etag: string | null) =>
      fetchFn(
        new Request(`http://in-process${path}`, { headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) } }),
      );
    const first = await ask(null);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await ask(etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await ask('"other"')).status).toBe(200);
    dropStoreProducts(t.database, clientId); // a new list object with the same bytes: still not modified
    expect((await ask(etag)).status).toBe(304);
    await t.database.db.update(productVariants).set({ stock: 42 }).where(eq(productVariants.product_id, mug.id));
    dropStoreProducts(t.database, clientId);
    const changed = await ask(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toMatchObject({ products: [{ name: 'Mug', availableQuantity: 42 }, { name: 'Plate' }] });
    // Another client's list is never answered 304 for this one's ETag.
    const other = await fetchFn(
      new Request(`http://in-process/api/client/${otherId}/products`, {
        headers: { accept: 'application/json', 'if-none-match': etag ?? '' },
      }),
    );
    expect(other.status).toBe(200);
  });

  it('a product page’s product: each client’s own for the same slug, and a drop of the client’s lists shows at once', async () => {
    const fetchFn = createInProcessFetch(t.app);
    const product = async (id: number) => {
      const res = await read(fetchFn, `/api/client/${id}/products/mug`);
      return ((await res.json()) as { product: { name: string; price: string; availableQuantity: number } }).product;
    };
    const mine = await product(clientId);
    expect(mine).toMatchObject({ name: 'Mug', price: '12.50' });
    expect(await product(otherId)).toMatchObject({ name: 'Mug', price: '77.00', availableQuantity: 1 });
    expect(await product(clientId)).toEqual(mine);
    await t.database.db.update(productVariants).set({ stock: 41 }).where(eq(productVariants.product_id, mug.id));
    dropStoreProducts(t.database, clientId);
    expect(await product(clientId)).toMatchObject({ name: 'Mug', availableQuantity: 41 });
    expect(await product(otherId)).toMatchObject({ price: '77.00', availableQuantity: 1 });
  });

  it.each([
    ['an unknown client', '/api/client/999999/products', 404],
    ['an unknown client’s product', '/api/client/999999/products/mug', 404],
    ['a slug the client does not sell', '/api/client/{id}/products/other-mug', 404],
    ['a slug in another case', '/api/client/{id}/products/MUG', 404],
    ['a slug written with an escape', '/api/client/{id}/products/m%75g', 200],
    ['a product with a query', '/api/client/{id}/products/mug?x=1', 200],
    ['a product with a trailing slash', '/api/client/{id}/products/mug/', 404],
    ['an id beyond the database’s', '/api/client/2147483648/products', 400],
    ['an id written with a leading zero', `/api/client/0{id}/products`, 200],
    ['another query', `/api/client/{id}/products?featured=yes`, 400],
  ])('leaves %s to the route (app.inject), which answers it', async (_name, pattern, status) => {
    const path = pattern.replace('{id}', String(clientId));
    const route = await t.app.inject({ url: path, headers: { host: 'localhost' } });
    const inject = vi.spyOn(t.app, 'inject');
    const res = await read(createInProcessFetch(t.app), path);
    const calls = inject.mock.calls.length;
    inject.mockRestore();
    expect(calls).toBe(1);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(route.body);
  });
});
