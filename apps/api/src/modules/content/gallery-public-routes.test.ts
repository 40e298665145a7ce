import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGalleryImage, listGallery, reorderGallery } from './gallery-repository.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: GET /api/client/{id}/gallery (spec §2 /gallery, §3 Gallery image)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('§3 the images in the owner’s order, with description and thumbnail', async () => {
    const { client } = await buildClient(t.database.db, { plan_slug: 'business' });
    await addGalleryImage(t.database.db, client.id, { image: '/assets/a.jpg', thumb_url: '/assets/thumb-a.jpg', description: 'First' });
    await addGalleryImage(t.database.db, client.id, { image: '/assets/b.jpg', description: 'Second' });
    const ids = (await listGallery(t.database.db, client.id)).map((i) => i.id);
    await reorderGallery(t.database.db, client.id, [...ids].reverse());
    const res = await t.app.inject(`/api/client/${client.id}/gallery`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      images: [
        { id: ids[1], image: '/assets/b.jpg', thumb_url: null, description: 'Second', ordering: 1 },
        { id: ids[0], image: '/assets/a.jpg', thumb_url: '/assets/thumb-a.jpg', description: 'First', ordering: 2 },
      ],
    });
  });

  it('an empty gallery is an empty list', async () => {
    const { client } = await buildClient(t.database.db, { plan_slug: 'starter' });
    expect((await t.app.inject(`/api/client/${client.id}/gallery`)).json()).toEqual({ images: [] });
  });

  it.each([
    [
      '§4 the gallery needs a paid plan: freemium',
      403,
      'feature_disabled',
      async () => (await buildClient(t.database.db, { plan_slug: 'freemium', freemium: true })).client.id,
    ],
    ['§4 a client without a plan', 403, 'feature_disabled', async () => (await buildClient(t.database.db, { plan_slug: null })).client.id],
    ['an unknown client', 404, 'not_found', async () => 2147483000],
    ['a non-numeric id', 400, 'invalid_request', async () => 'gallery'],
  ])('%s → %i %s', async (_name, status, code, id) => {
    const res = await t.app.inject(`/api/client/${await id()}/gallery`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code } });
  });
});
