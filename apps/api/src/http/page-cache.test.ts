import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_CLIENT_HEADER } from '@vitrina/core-model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerChange } from '../services/owner-publish.js';
import { buildClientWithSite } from '../testing/builders.js';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { pageCacheKey } from './page-cache.js';
import { identifyRequest } from './request-identity.js';

function httpGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    })
      .on('error', reject)
      .end();
  });
}

const identity = (url: string, host = 'bistro.localhost') => {
  const result = identifyRequest({ url, rawHeaders: ['Host', host] }, { demoHost: 'bistro.localhost', trustProxy: false });
  if (!result.ok) throw new Error(result.message);
  return result.identity;
};
const key = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  pageCacheKey(method, identity(url, headers.host), headers);

describe('pageCacheKey', () => {
  it('only the parameters a page reads are part of the key, in any order (unknown ones must not miss the cache)', () => {
    expect(key('/?utm_source=x&gclid=1')).toBe(key('/'));
    expect(key('/?p=1&anything=2')).toBe(key('/'));
    expect(key('/?fbclid=a&lang=es&template_id=4')).toBe(key('/?template_id=4&lang=es'));
    expect(key('/?lang=es')).not.toBe(key('/'));
    expect(key('/?builder_id=1&template_id=4')).not.toBe(key('/?builder_id=2&template_id=4'));
  });

  it('host, path and framing are part of the key', () => {
    expect(key('/', { host: 'salon.localhost' })).not.toBe(key('/'));
    expect(key('/gallery')).not.toBe(key('/'));
    expect(key('/', { 'sec-fetch-dest': 'iframe' })).not.toBe(key('/'));
  });

  it('never for writes, authorised requests or the page that reads the Referer', () => {
    expect(key('/', {}, 'POST')).toBeNull();
    expect(key('/', { authorization: 'Bearer x' })).toBeNull();
    expect(key('/access-denied')).toBeNull();
    expect(key('/open/access-denied')).toBeNull();
  });
});

describe('the page cache in front of the site renderer', () => {
  const calls: string[] = [];
  let status = 200;
  const html = (url: URL) => `<!doctype html><title>${url.pathname}</title>${'<p>a page of some length</p>'.repeat(100)}`;
  /** The business each host belongs to, named in the answer as the real renderer names it. */
  const owners = new Map<string, number>();
  const site = {
    render: async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${url.host}${url.pathname}${url.search}`);
      const owner = owners.get(url.hostname);
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
      if (owner !== undefined) headers[PAGE_CLIENT_HEADER] = String(owner);
      return new Response(html(url), { status, headers });
    },
  };
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer('pglite', { site });
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    calls.length = 0;
    status = 200;
    owners.clear();
    t.app.ctx.pages.clear();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'bistro.localhost', ...headers } });

  it('renders a page once: the next visitor, and one arriving from a campaign, get the same bytes', async () => {
    const first = await get('/');
    const second = await get('/?utm_source=mail&utm_campaign=spring');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(calls).toEqual(['bistro.localhost/']);
    expect(second.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('a preview or language parameter is another page', async () => {
    await get('/');
    await get('/?lang=es');
    // On the provider's own host, where every preview may show (preview-scope.ts).
    await get('/?builder_id=9&template_id=4', { host: 'localhost' });
    await get('/?builder_id=8&template_id=4', { host: 'localhost' });
    expect(calls).toHaveLength(4);
  });

  it('answers a browser that has the page with 304, and compresses once in the encoding it accepts', async () => {
    const first = await get('/gallery');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/gallery', { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get('/gallery', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get('/gallery', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    expect(calls).toHaveLength(1);
  });

  it('makes only the encodings visitors ask for, each once, and weighs them when made', async () => {
    const pageKey = key('/gallery')!;
    const br = await get('/gallery', { 'accept-encoding': 'gzip, deflate, br' });
    const page = t.app.ctx.pages.peek(pageKey)!;
    expect(Object.keys(page.variants)).toEqual(['br']);
    expect(t.app.ctx.pages.weight).toBe(page.body.length + page.variants.br!.length + 1024);
    const plain = await get('/gallery');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Object.keys(page.variants)).toEqual(['br']);
    const [gz, gzAgain] = await Promise.all([
      get('/gallery', { 'accept-encoding': 'gzip' }),
      get('/gallery', { 'accept-encoding': 'gzip' }),
    ]);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gzAgain.rawPayload).toEqual(gz.rawPayload);
    expect(Object.keys(page.variants).sort()).toEqual(['br', 'gzip']);
    expect(t.app.ctx.pages.weight).toBe(page.body.length + page.variants.br!.length + page.variants.gzip!.length + 1024);
    expect(calls).toHaveLength(1);
  });

  it('a publish after an owner change drops every page', async () => {
    const { record } = await buildClientWithSite(t.database.db);
    await get('/');
    await ownerChange(t.app.ctx, t.app.log, record.client.id, async () => undefined);
    await get('/');
    expect(calls).toEqual(['bistro.localhost/', 'bistro.localhost/']);
  });

  it('an owner change drops that business’s pages (and those of no business); another business’s stay (issue 27)', async () => {
    const bistro = (await buildClientWithSite(t.database.db)).record.client.id;
    const salon = (await buildClientWithSite(t.database.db)).record.client.id;
    owners.set('bistro.localhost', bistro).set('salon.localhost', salon);
    const visit = () =>
      Promise.all([get('/'), get('/gallery'), get('/', { host: 'salon.localhost' }), get('/', { host: 'nobody.localhost' })]);
    await visit();
    expect(calls).toHaveLength(4);
    calls.length = 0;
    await ownerChange(t.app.ctx, t.app.log, bistro, async () => undefined); // e.g. bistro's hero edited
    const [, , salonPage] = await visit();
    expect(calls.sort()).toEqual(['bistro.localhost/', 'bistro.localhost/gallery', 'nobody.localhost/']);
    expect(salonPage.statusCode).toBe(200);
    // The name is for the cache alone: it never reaches a browser.
    expect(salonPage.headers[PAGE_CLIENT_HEADER]).toBeUndefined();
    expect((await get('/')).headers[PAGE_CLIENT_HEADER]).toBeUndefined();
  });

  it('an authorised request is rendered for itself; a server error is not kept', async () => {
    await get('/', { authorization: 'Bearer x' });
    await get('/', { authorization: 'Bearer x' });
    expect(calls).toHaveLength(2);
    status = 503;
    expect((await get('/blog')).statusCode).toBe(503);
    status = 200;
    expect((await get('/blog')).statusCode).toBe(200);
    expect(calls).toHaveLength(4);
  });

  it('over a socket, a cached page is answered before Fastify with the headers it was rendered with', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const get = (path: string, headers: Record<string, string> = {}) => httpGet(`${base}${path}`, { host: 'bistro.localhost', ...headers });
    const first = await get('/blog');
    const second = await get('/blog?utm_source=x');
    expect(calls).toEqual(['bistro.localhost/blog']);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'content-type', 'cache-control', 'etag']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers['content-security-policy']).toMatch(/frame-ancestors/);
    expect((await get('/blog', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    // An encoding nobody asked for yet is made by the page route, then answered before Fastify too.
    for (let i = 0; i < 2; i += 1) {
      const gz = await new Promise<Buffer>((resolve, reject) => {
        request(`${base}/blog`, { headers: { host: 'bistro.localhost', 'accept-encoding': 'gzip' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          expect(res.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
          .on('error', reject)
          .end();
      });
      expect(gunzipSync(gz).toString()).toBe(first.body);
    }
    expect(calls).toEqual(['bistro.localhost/blog']);
    // A cross-origin request never gets another origin's CORS answer from the cache.
    const cross = await get('/blog', { origin: 'https://evil.example' });
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('HEAD gets the headers of the page and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/', headers: { host: 'bistro.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
