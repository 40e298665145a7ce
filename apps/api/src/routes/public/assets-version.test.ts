import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateJsonKey } from '../../assets/index.js';
import { insertTemplateIfMissing } from '../../db/index.js';
import { siteDataFor, buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: GET /api/assets/version (spec §7 "Asset versions")', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
    const record = await buildClient(t.database.db);
    for (const id of [4, 9, 12]) {
      await insertTemplateIfMissing(t.database.db, { id, name: `T${id}`, url: `/assets/templates/${id}/`, data: siteDataFor(record) });
    }
    await t.app.ctx.assets.put(templateJsonKey(4), '{"v":1}', 'application/json');
    await t.app.ctx.assets.put(templateJsonKey(9), '{"v":1}', 'application/json');
    // Template 12 has no file: it is left out.
  }, 60_000);
  afterAll(() => t?.close());

  const get = async () => {
    const res = await t.app.inject('/api/assets/version');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json<{ version: string; templates: Record<string, string> }>();
  };

  it('answers a version digest and the ETag of every template.json the asset store holds', async () => {
    const body = await get();
    expect(body.version).toMatch(/^[0-9a-f]{16}$/);
    expect(Object.keys(body.templates)).toEqual(['4', '9']);
    expect(body.templates['4']).toBe((await t.app.ctx.assets.get(templateJsonKey(4)))?.etag);
  });

  it('the version changes when a template asset changes, and only that template’s ETag with it', async () => {
    const before = await get();
    expect((await get()).version).toBe(before.version);
    await t.app.ctx.assets.put(templateJsonKey(9), '{"v":2}', 'application/json');
    const after = await get();
    expect(after.version).not.toBe(before.version);
    expect(after.templates['4']).toBe(before.templates['4']);
    expect(after.templates['9']).not.toBe(before.templates['9']);
  });
});
