import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: the visitor’s IP without a third party (spec §7, ARCHITECTURE "Choices")', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['the socket peer', {}, '127.0.0.1'],
    ['X-Forwarded-For’s client entry (trustProxy)', { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, '203.0.113.9'],
    ['not a forged value that is no address', { 'x-forwarded-for': '<img src=x>' }, '127.0.0.1'],
  ])('§7 GET /api/ip answers { ip } from %s', async (_name, headers, ip) => {
    const res = await t.app.inject({ url: '/api/ip', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ip });
  });

  it.each([
    ['es-MX,es;q=0.9,en;q=0.5', 'MX'],
    ['en', null],
  ])('§7 GET /api/user/remotedata with Accept-Language %s → country_code %s', async (language, country) => {
    const res = await t.app.inject({
      url: '/api/user/remotedata',
      headers: { 'accept-language': language, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ip: '198.51.100.7', country_code: country });
  });
});
