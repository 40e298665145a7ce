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
