import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestServer, type TestServer } from './testing/test-server.js';

const site = {
  render: async (req: Request) =>
    new Response(`site ${new URL(req.url).host}${new URL(req.url).pathname}`, {
      status: 200,
      headers: { 'content-type': 'text/html' },
    }),
};
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer('pglite', {
    site,
    configure: (c) => {
      mkdirSync(path.join(c.editorDist, 'assets'), { recursive: true });
      writeFileSync(path.join(c.editorDist, 'index.html'), '<!doctype html><title>editor</title>');
      writeFileSync(path.join(c.editorDist, 'assets', 'app.js'), 'export {};');
      writeFileSync(path.join(c.editorDist, 'assets', 'app.js.map'), '{"version":3}');
      mkdirSync(path.join(c.siteDist, 'client', 'assets'), { recursive: true });
      writeFileSync(path.join(c.siteDist, 'client', 'assets', 'index.js'), 'export {};');
      writeFileSync(path.join(c.siteDist, 'client', 'assets', 'index.js.map'), '{"version":3}');
      return c;
    },
  });
});
afterAll(() => t?.close());

describe('the one process of the embedded default (ARCHITECTURE "How it runs")', () => {
  it('answers /api/healthz after asking the database', async () => {
    const res = await t.app.inject('/api/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves built scripts but never their source maps', async () => {
    for (const dir of ['/admin/assets/', '/_app/assets/']) {
      const script = dir === '/admin/assets/' ? 'app.js' : 'index.js';
      expect((await t.app.inject(`${dir}${script}`)).statusCode, dir).toBe(200);
      // The static handler passes a map on as not found (here the page route answers; no map bytes).
      const map = await t.app.inject(`${dir}${script}.map`);
      expect(map.body, dir).not.toContain('"version":3');
    }
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it.each(['/admin', '/admin/anything', '/gallery/admin', '/manage', '/manage/team'])('serves the editor at %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>editor</title>');
  });

  it('hands every other path, with its host, to the site renderer', async () => {
    const res = await t.app.inject({ url: '/gallery', headers: { host: 'bistro.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^site bistro\.localhost:8080\/gallery/);
  });
});

describe('security headers and documents', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy', async () => {
    const res = await t.app.inject('/api/healthz');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('pages allow scripts from the site itself only: no inline script, no nonce', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'bistro.localhost' } });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['content-security-policy']).not.toContain('nonce-');
  });

  it('refuses cross-origin callers that are not on the allowlist', async () => {
    const res = await t.app.inject({ url: '/api/healthz', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/healthz': { get: expect.any(Object) } } });
  });
});

describe('configuration', () => {
  it('defaults to 127.0.0.1:8080, ./.data and the embedded stores', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      assetStoreUrl: undefined,
      oidcIssuer: undefined,
    });
    expect(c.demoHost).toBe('bistro.localhost');
  });
  it('rejects a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('the site renderer context', () => {
  it('gets an in-process fetch that reaches the API and the asset store', async () => {
    let seen: { health?: unknown; missing?: number; demoHost?: string } = {};
    const server = await createTestServer('pglite', {
      site: {
        render: async (_req, context) => {
          seen = {
            health: await (await context.fetch('/api/healthz')).json(),
            missing: (await context.fetch('/assets/sites/nobody.localhost/site.json')).status,
            demoHost: context.demoHost,
          };
          return new Response('ok');
        },
      },
    });
    await server.app.inject('/');
    expect(seen).toEqual({ health: { status: 'ok' }, missing: 404, demoHost: 'bistro.localhost' });
    await server.close();
  });
});

describe('compression', () => {
  it('compresses text answers for browsers that accept it', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
  it('renders site pages compressed too', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'bistro.localhost', 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding'] ?? 'identity').toMatch(/br|identity/);
  });
});
