import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetResponder, assetFastPath, cacheControlFor, etagMatches, registerAssetRoutes } from './asset-routes.js';
import { CachedAssetStore } from './cached-asset-store.js';
import { LocalAssetStore } from './local-asset-store.js';

// As buildServer wires it: the route reads through the in-memory cache.
const store = new CachedAssetStore(new LocalAssetStore(mkdtempSync(path.join(tmpdir(), 'vitrina-asset-routes-'))));
const app = Fastify();
await registerAssetRoutes(app, store);
const SITE = 'sites/bistro.localhost/site.json';
const UPLOAD = 'clients/7/gallery/0123456789abcdef0123456789abcdef.webp';

beforeAll(async () => {
  await store.put(SITE, JSON.stringify({ title: 'Bistro' }), 'application/json');
  await store.put(UPLOAD, Buffer.from('RIFF....WEBP'), 'image/webp');
  await store.put('demo/hero.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
  await app.ready();
});
afterAll(() => app.close());

describe('GET/HEAD /assets/* (spec §7 "sites/{host}/site.json (asset store)")', () => {
  it('§7 serves site.json with its type, a strong ETag, Last-Modified and nosniff', async () => {
    const res = await app.inject(`/assets/${SITE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'Bistro' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe((await store.get(SITE))?.etag);
    expect(res.headers['last-modified']).toMatch(/GMT$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a large JSON body compressed in the encoding the browser accepts, the same bytes every time', async () => {
    const big = JSON.stringify({ sections: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'section text' })) });
    await store.put('sites/big.localhost/site.json', big, 'application/json');
    const br = await app.inject({ url: '/assets/sites/big.localhost/site.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBeLessThan(big.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await app.inject({ url: '/assets/sites/big.localhost/site.json', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await app.inject('/assets/sites/big.localhost/site.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('the fast path in front of Fastify answers a cached object exactly as the route does; a miss is left to the route', async () => {
    const responder = new AssetResponder(store);
    const fast = assetFastPath(responder);
    const server = createServer((req, res) => {
      if (!fast(req, res)) {
        res.writeHead(599);
        res.end('route');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await store.put('sites/fast.localhost/site.json', JSON.stringify({ title: 'Fast' }), 'application/json');
      // Not cached yet: the route answers (and fills the cache).
      expect((await fetch(`${base}/assets/sites/fast.localhost/site.json`)).status).toBe(599);
      const viaRoute = await app.inject('/assets/sites/fast.localhost/site.json');
      const viaFast = await fetch(`${base}/assets/sites/fast.localhost/site.json?cache=no`);
      expect(viaFast.status).toBe(200);
      expect(await viaFast.text()).toBe(viaRoute.body);
      for (const name of [
        'etag',
        'content-type',
        'cache-control',
        'x-content-type-options',
        'content-security-policy',
        'access-control-allow-origin',
      ]) {
        expect(viaFast.headers.get(name), name).toBe(String(viaRoute.headers[name]));
      }
      const revalidated = await fetch(`${base}/assets/sites/fast.localhost/site.json`, {
        headers: { 'if-none-match': String(viaRoute.headers.etag) },
      });
      expect(revalidated.status).toBe(304);
      // Unsafe or encoded keys and writes never take the fast path.
      expect((await fetch(`${base}/assets/sites/%2e%2e/site.json`)).status).toBe(599);
      expect((await fetch(`${base}/assets/sites/fast.localhost/site.json`, { method: 'POST' })).status).toBe(599);
      // A publish drops it: the next read goes to the route again.
      await store.put('sites/fast.localhost/site.json', JSON.stringify({ title: 'Faster' }), 'application/json');
      expect((await fetch(`${base}/assets/sites/fast.localhost/site.json`)).status).toBe(599);
    } finally {
      server.close();
    }
  });

  it.each([
    ['the same ETag', (etag: string) => etag],
    ['a weak form of it', (etag: string) => `W/${etag}`],
    ['a list containing it', (etag: string) => `"other", ${etag}`],
    ['*', () => '*'],
  ])('answers 304 without a body to If-None-Match with %s', async (_name, header) => {
    const etag = (await app.inject(`/assets/${SITE}`)).headers.etag as string;
    const res = await app.inject({ url: `/assets/${SITE}`, headers: { 'if-none-match': header(etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
  });

  it('answers 200 again once a publish changed the content', async () => {
    const key = 'sites/changing.localhost/site.json';
    await store.put(key, '{"v":1}', 'application/json');
    const etag = (await app.inject(`/assets/${key}`)).headers.etag as string;
    await store.put(key, '{"v":2}', 'application/json');
    const res = await app.inject({ url: `/assets/${key}`, headers: { 'if-none-match': etag } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ v: 2 });
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/assets/${UPLOAD}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe('12');
  });

  it.each([
    ['§8 a missing site.json', '/assets/sites/nobody.localhost/site.json'],
    ['a missing upload', '/assets/clients/7/logo/ffffffffffffffffffffffffffffffff.webp'],
    ['an encoded parent path', '/assets/sites/..%2f..%2fetc%2fpasswd'],
    ['an encoded absolute path', '/assets/%2fetc%2fpasswd'],
    ['an encoded backslash', '/assets/sites%5c..%5csecret'],
    ['the temp folder', '/assets/.tmp/x.tmp'],
    ['a folder', '/assets/sites/bistro.localhost'],
  ])('answers 404 with the API error shape for %s', async (_name, url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it.each([
    ['§7 site data (publishes show at once)', SITE, 'no-cache'],
    ['§7 template data', 'templates/4/json/template.json', 'no-cache'],
    ['a content-addressed upload', UPLOAD, 'public, max-age=31536000, immutable'],
    ['its thumbnail', 'clients/7/gallery/thumb-0123456789abcdef0123456789abcdef.webp', 'public, max-age=31536000, immutable'],
    ['a named file that may be replaced', 'demo/hero.jpg', 'public, max-age=300'],
    ['a name that only looks hashed', 'clients/7/gallery/not-a-hash.webp', 'public, max-age=300'],
  ])('sets Cache-Control for %s', async (_name, key, expected) => {
    expect(cacheControlFor(key)).toBe(expected);
  });

  it('sends the immutable policy on a served upload', async () => {
    const res = await app.inject(`/assets/${UPLOAD}`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not match unrelated ETags', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"b", W/"c"', '"a"')).toBe(false);
  });
});
