import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildServer } from './server.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-api-'));
const editorDist = path.join(dir, 'editor');
mkdirSync(path.join(editorDist, 'assets'), { recursive: true });
writeFileSync(path.join(editorDist, 'index.html'), '<!doctype html><title>editor</title>');
const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), EDITOR_DIST: editorDist, SITE_DIST: path.join(dir, 'site') });

const site = { render: async (req: Request) => new Response(`site ${new URL(req.url).host}${new URL(req.url).pathname}`, { status: 200, headers: { 'content-type': 'text/html' } }) };
const app = await buildServer({ config, site });
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('the one process of the embedded default (ARCHITECTURE "How it runs")', () => {
  it('answers /api/healthz', async () => {
    const res = await app.inject('/api/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it.each(['/admin', '/admin/anything', '/gallery/admin'])('serves the editor at %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>editor</title>');
  });

  it('hands every other path, with its host, to the site renderer', async () => {
    const res = await app.inject({ url: '/gallery', headers: { host: 'bistro.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('site bistro.localhost:8080/gallery');
  });
});

describe('configuration', () => {
  it('defaults to 127.0.0.1:8080 and ./.data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(path.resolve('.data'));
  });
  it('rejects a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('security headers and documents (issue 3 "Runtime")', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy', async () => {
    const res = await app.inject('/api/healthz');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives the site renderer a nonce that the CSP allows', async () => {
    let seen: string | null = null;
    const spy = await buildServer({
      config,
      site: { render: async (req) => ((seen = req.headers.get('x-vitrina-csp-nonce')), new Response('ok')) },
    });
    const res = await spy.inject({ url: '/', headers: { 'x-vitrina-csp-nonce': 'forged' } });
    expect(seen).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${seen}'`);
    await spy.close();
  });

  it('refuses cross-origin callers that are not on the allowlist', async () => {
    const res = await app.inject({ url: '/api/healthz', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/healthz': { get: expect.any(Object) } } });
  });
});
