// A write is one unit of work (ARCHITECTURE): an owner change publishes the latest committed version and
// drops the client's caches (broadcast to the other nodes with REDIS_URL) exactly once; a refused change
// publishes and drops nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('owner changes drop the caches once (%s)', (kind) => {
  let f: OwnerFixture;
  let broadcasts: MockInstance;
  let websiteDataDrops: MockInstance;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());
  afterEach(() => vi.restoreAllMocks());

  const spy = () => {
    const { ctx } = f.server.app;
    broadcasts = vi.spyOn(ctx.bus, 'publish');
    websiteDataDrops = vi.spyOn(ctx.websiteData, 'delete');
  };
  const drops = (clientId: number) => ({
    broadcasts: broadcasts.mock.calls.filter(([message]) => (message as { clientId?: number }).clientId === clientId).length,
    websiteData: websiteDataDrops.mock.calls.filter(([id]) => id === clientId).length,
  });

  it('a draft save publishes and drops the client’s caches exactly once', async () => {
    const { id } = f.clients.bistro;
    const loaded = await f.site(id);
    spy();
    const res = await f.inject({
      method: 'PUT',
      url: `/api/client/${id}/websitedata/draft`,
      headers: await f.as(f.users.owner),
      payload: { data: loaded.data, last_updated: loaded.last_updated },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().published).toBe(true);
    expect(drops(id)).toEqual({ broadcasts: 1, websiteData: 1 });
  });

  it('a gallery change and a restore each drop them exactly once', async () => {
    const { id } = f.clients.bistro;
    const imageId = await f.addImage(f.clients.bistro, 'Before');
    const headers = await f.as(f.users.owner);
    spy();
    const patch = await f.inject({
      method: 'PATCH',
      url: `/api/client/${id}/gallery/${imageId}`,
      headers,
      payload: { description: 'After' },
    });
    expect(patch.statusCode).toBe(200);
    expect(drops(id)).toEqual({ broadcasts: 1, websiteData: 1 });
    const restore = await f.inject({ method: 'POST', url: `/api/client/${id}/backups/1/restore`, headers });
    expect(restore.statusCode).toBe(200);
    expect(drops(id)).toEqual({ broadcasts: 2, websiteData: 2 });
  });

  it('a refused change (stale save, unknown image) publishes and drops nothing', async () => {
    const { id } = f.clients.bistro;
    const loaded = await f.site(id);
    const headers = await f.as(f.users.owner);
    spy();
    const stale = await f.inject({
      method: 'PUT',
      url: `/api/client/${id}/websitedata/draft`,
      headers,
      payload: { data: loaded.data, last_updated: '2000-01-01T00:00:00.000Z' },
    });
    expect(stale.statusCode).toBe(409);
    const missing = await f.inject({ method: 'DELETE', url: `/api/client/${id}/gallery/999999`, headers });
    expect(missing.statusCode).toBe(404);
    expect(drops(id)).toEqual({ broadcasts: 0, websiteData: 0 });
  });
});
