import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, etagMatches, registerAssetRoutes } from './asset-routes.js';
import { LocalAssetStore } from './local-asset-store.js';

const store = new LocalAssetStore(mkdtempSync(path.join(tmpdir(), 'vitrina-asset-routes-')));
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
