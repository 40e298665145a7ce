import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CachedAssetStore } from '../assets/index.js';
import type { AssetStore, StoredAsset } from '../assets/index.js';
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
    ['a conditional request', 'http://in-process/assets/sites/bistro.localhost/site.json', { 'if-none-match': '"v1"' }],
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
