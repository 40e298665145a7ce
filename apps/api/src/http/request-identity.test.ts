// One tenant's page never on another's host, a visitor's query only in their own redirect, unknown parameters share the cached page, bad request lines answer 4xx; over a real socket (the fast path before Fastify) and through Fastify:
// a request's host and path are read once, so no target can make one tenant's page answer on another's
// host, a kept redirect never carries one visitor's query to the next, uncached renders are limited per
// client address, and a bad Host is a 400.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawHttp } from '@vitrina/tooling/e2e';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { identifyRequest } from './request-identity.js';

describe('identifyRequest', () => {
  const id = (url: string, host: string | string[], extra: string[] = [], trustProxy: boolean | number = false) => {
    const hosts = [host].flat().flatMap((h) => ['Host', h]);
    return identifyRequest({ url, rawHeaders: [...hosts, ...extra] }, { demoHost: 'bistro.localhost', trustProxy });
  };

  it('§4 host: lower case, no port, no www., trailing dot dropped; plain localhost shows the demo host', () => {
    const ok = id('/gallery?x=1', 'WWW.Salon.Localhost.:8080');
    expect(ok).toEqual({
      ok: true,
      identity: { protocol: 'http', authority: 'www.salon.localhost:8080', host: 'salon.localhost', path: '/gallery', search: '?x=1' },
    });
    expect(id('/', 'localhost:8080')).toMatchObject({ ok: true, identity: { host: 'bistro.localhost' } });
  });

  it.each([
    '//salon.localhost:8080/',
    '/\\salon.localhost/',
    '//evil.test/',
    '/..//evil.test/',
    '/a/../..//evil.test/',
    '*',
    'salon.localhost:443',
    '',
  ])('a target that is not a path of this host is refused: %s', (target) => {
    expect(id(target, 'bistro.localhost:8080').ok).toBe(false);
  });

  it('an absolute-form target is read as its path when it names this host, refused when it names another (RFC 9112 §3.2.2)', () => {
    expect(id('http://BISTRO.localhost:8080/blog?p=1', 'bistro.localhost:8080')).toMatchObject({
      ok: true,
      identity: { authority: 'bistro.localhost:8080', path: '/blog', search: '?p=1' },
    });
    expect(id('http://salon.localhost:8080/?p=1', 'bistro.localhost:8080').ok).toBe(false);
    expect(id('http://bistro.localhost:9090/', 'bistro.localhost:8080').ok).toBe(false);
    expect(id('http://user@bistro.localhost:8080/', 'bistro.localhost:8080').ok).toBe(false);
  });

  it('two Host headers are refused; forwarded headers count only behind a trusted proxy', () => {
    expect(id('/', ['bistro.localhost', 'salon.localhost']).ok).toBe(false);
    const forwarded = ['X-Forwarded-Host', 'evil.test', 'X-Forwarded-Proto', 'https'];
    expect(id('/', 'bistro.localhost', forwarded)).toMatchObject({ ok: true, identity: { protocol: 'http', host: 'bistro.localhost' } });
    expect(
      id('/', 'bistro.localhost', ['X-Forwarded-Host', 'forged.test, salon.localhost', 'X-Forwarded-Proto', 'https'], 1),
    ).toMatchObject({
      ok: true,
      identity: { protocol: 'https', host: 'salon.localhost' },
    });
  });
});

describe('the server keeps each request to its own host and visitor', () => {
  const calls: string[] = [];
  let t: TestServer;
  let port: number;
  const page = (url: URL) =>
    `<!doctype html><title>${url.host}${url.pathname}</title><link rel="canonical" href="http://${url.host}${url.pathname}">${'<p>x</p>'.repeat(200)}`;
  const site = {
    // Like the real renderer: everything it knows of the request comes from `request.url`.
    render: async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${url.host}${url.pathname}${url.search}`);
      if (url.pathname === '/store') return new Response(null, { status: 302, headers: { location: `/open/store${url.search}` } });
      return new Response(page(url), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
    },
  };

  beforeAll(async () => {
    t = await createTestServer('pglite', {
      site,
      renderLimit: { max: 8, windowMs: 60_000 },
      configure: (c) => ({ ...c, trustProxy: false }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    calls.length = 0;
    t.app.ctx.pages.clear();
    await t.app.ctx.counters.reset('render:127.0.0.1');
  });

  const get = (target: string, host: string) => rawHttp(port, `GET ${target} HTTP/1.1\r\nHost: ${host}`);

  it('finding 1: a path starting with // or /\\ is a 400, and bistro’s home stays bistro’s for the next visitor', async () => {
    for (const target of ['//salon.localhost:8080/', '/\\salon.localhost/', '//evil.test/']) {
      expect((await get(target, 'bistro.localhost:8080')).status, target).toBe(400);
    }
    const home = await get('/', 'bistro.localhost:8080');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<title>bistro.localhost:8080/</title>');
    // …and from the cache (the fast path) too.
    expect((await get('/', 'bistro.localhost:8080')).body).toContain('<title>bistro.localhost:8080/</title>');
    expect(calls).toEqual(['bistro.localhost:8080/']);
  });

  it('finding 1: an absolute-form target naming another host is a 400; naming this host, it is this host’s page', async () => {
    expect((await get('http://salon.localhost:8080/?p=1', 'bistro.localhost:8080')).status).toBe(400);
    expect((await get('http://salon.localhost:8080/gallery', 'bistro.localhost:8080')).status).toBe(400);
    const same = await get('http://bistro.localhost:8080/gallery?p=1', 'bistro.localhost:8080');
    expect(same.status).toBe(200);
    expect(same.body).toContain('<title>bistro.localhost:8080/gallery</title>');
    expect((await get('/gallery', 'bistro.localhost:8080')).body).toContain('<title>bistro.localhost:8080/gallery</title>');
  });

  it.each(['', 'host:99999', 'host:abc', 'a:1:2', 'a@b', 'caf\u00e9.test', 'a, b', '0x7f.1'])(
    'finding 7: Host "%s" is a 400 over the socket and through Fastify',
    async (host) => {
      const res = await get('/', host);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'bad_request' } });
      // (light-my-request puts its own Host in place of an empty one)
      if (host !== '') expect((await t.app.inject({ url: '/api/healthz', headers: { host } })).statusCode).toBe(400);
    },
  );

  it('finding 2: a kept redirect carries no visitor’s query to the next; each Location has the visitor’s own', async () => {
    const first = await get('/store?utm_source=first&gclid=AAA', 'newbie.localhost:8080');
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/open/store?utm_source=first&gclid=AAA');
    const second = await get('/store?utm_source=second', 'newbie.localhost:8080');
    expect(second.headers.location).toBe('/open/store?utm_source=second');
    const plain = await get('/store', 'newbie.localhost:8080');
    expect(plain.headers.location).toBe('/open/store');
  });

  it('finding 4: unknown parameters share the cached page; uncached renders are limited per address, cached pages are not', async () => {
    for (let i = 0; i < 20; i++) expect((await get(`/?p=${i}&nonce=${Math.random()}`, 'bistro.localhost:8080')).status).toBe(200);
    expect(calls).toEqual(['bistro.localhost:8080/']);
    // Distinct pages (previews, on the provider's host where they may show) are rendered, up to the limit
    // for this address.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await get(`/?builder_id=b${i}&template_id=4`, 'localhost:8080')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await get('/?builder_id=other&template_id=4', 'localhost:8080');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatch(/try again/);
    expect(limited.body).toMatch(/inténtalo de nuevo/);
    expect((await get('/', 'bistro.localhost:8080')).status).toBe(200);
  });

  it('a render counter that is away (shared store down) lets pages through rather than fail them', async () => {
    const counters = t.app.ctx.counters;
    const hit = counters.hit;
    counters.hit = () => Promise.reject(new Error('Redis is away'));
    try {
      expect((await get('/?builder_id=away&template_id=4', 'localhost:8080')).status).toBe(200);
    } finally {
      counters.hit = hit;
    }
  });
});
