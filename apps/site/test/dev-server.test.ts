// @vitest-environment node
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeHostFetch } from '../src/testing/fixtures.js';
import { startDevServer } from '../scripts/dev-server.mjs';

function get(port: number, path: string, host: string): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

describe('pnpm dev: the site dev server (Vite middleware mode, SSR, HMR)', () => {
  let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
  beforeAll(async () => {
    dev = await startDevServer({ port: 0, apiFetch: fakeHostFetch().fetchFn });
    if (!dev) throw new Error('no dev server');
  }, 60_000);
  afterAll(() => dev?.close());

  it('server-renders the page of the Host it is asked for, with the Vite client for hot updates', async () => {
    const page = await get(dev!.port, '/', 'bistro.localhost:5173');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>bistro | Home</title>');
    expect(page.body).toContain('/_app/@vite/client');
    expect(page.body).toContain('/_app/src/entry-boot.ts');
    // The home page runs as islands: it carries the islands' state, not the whole page state.
    expect(page.body).toContain('id="vitrina-islands"');
    expect(page.body).not.toContain('id="vitrina-state"');
  }, 60_000);

  it('serves the site modules through Vite', async () => {
    const module = await get(dev!.port, '/_app/src/entry-boot.ts', 'bistro.localhost:5173');
    expect(module.status).toBe(200);
    expect(module.body).toContain('entry-client');
  }, 60_000);

  it('leaves /api to the API dev server, and says so when it is not running', async () => {
    const res = await get(dev!.port, '/api/healthz', 'bistro.localhost:5173');
    expect([200, 502]).toContain(res.status);
    if (res.status === 502) expect(res.body).toMatch(/API dev server/);
  });
});
