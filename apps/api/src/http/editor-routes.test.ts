// The sign-up wizard's pages (issue 16): the editor's index on the provider's own host, while on a
// client's host /signup stays a path of that client's public site.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const site = {
  render: async (req: Request) =>
    new Response(`site ${new URL(req.url).host}${new URL(req.url).pathname}`, { status: 200, headers: { 'content-type': 'text/html' } }),
};
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer('pglite', {
    site,
    configure: (c) => {
      mkdirSync(path.join(c.editorDist, 'assets'), { recursive: true });
      writeFileSync(path.join(c.editorDist, 'index.html'), '<!doctype html><title>editor</title>');
      return c;
    },
  });
});
afterAll(() => t?.close());

describe('/signup (issue 16 "Sign-up wizard, on the provider\'s own host")', () => {
  it.each(['localhost:8080', 'localhost', 'www.localhost:8080'])('serves the wizard on the provider host %s', async (host) => {
    for (const url of ['/signup', '/signup/', '/signup/anything?lang=es']) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>editor</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each(['bistro.localhost:8080', 'luna.localhost', 'tienda.example.com'])(
    "leaves /signup to the public site on a client's host %s",
    async (host) => {
      const res = await t.app.inject({ url: '/signup', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`site ${host}/signup`);
    },
  );
});
