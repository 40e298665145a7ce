import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: GET /api/client/{id}/mobile/country (spec §7 "Returns success and country")', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    [
      'an English client in the US',
      { country: { country_code: 'US' }, language_id: 1 as const },
      { country_code: 'US', country_name: 'United States of America' },
    ],
    [
      '§3 a Spanish client in Mexico: the name in Spanish',
      { country: { country_code: 'mx' }, language_id: 2 as const },
      { country_code: 'MX', country_name: 'México' },
    ],
  ])('%s', async (_name, fields, country) => {
    const { client } = await buildClient(t.database.db, fields);
    const res = await t.app.inject(`/api/client/${client.id}/mobile/country`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, country: { id: expect.any(Number), ...country } });
  });

  it.each([
    ['an unknown client', async () => 2147483000],
    [
      'a client whose country is not on the §3 list',
      async () => (await buildClient(t.database.db, { country: { country_code: 'QQ' } })).client.id,
    ],
  ])('%s → 404 with success false', async (_name, id) => {
    const res = await t.app.inject(`/api/client/${await id()}/mobile/country`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('a non-numeric id → 400', async () => {
    expect((await t.app.inject('/api/client/1x/mobile/country')).statusCode).toBe(400);
  });
});
