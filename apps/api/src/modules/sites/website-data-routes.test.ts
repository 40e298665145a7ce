import { migrateSiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSite } from './site-versions-repository.js';
import { addGalleryImage } from '../content/gallery-repository.js';
import { ownerChange } from '../../services/owner-publish.js';
import { buildClient, buildClientWithSite, siteDataFor } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('%s: GET /api/client/{client_id}/websitedata (spec §3 Site data, §7)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the published SiteData with the live client and gallery', async () => {
    const { record, site } = await buildClientWithSite(t.database.db, { name: 'Joe’s Bakery' });
    await addGalleryImage(t.database.db, record.client.id, { image: '/assets/a.jpg', description: 'Bread' });
    const res = await t.app.inject(`/api/client/${record.client.id}/websitedata`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toEqual(migrateSiteData(body));
    expect(body).toMatchObject({
      last_updated: site.last_updated,
      client: { id: record.client.id, name: 'Joe’s Bakery' },
      gallery: [{ image: '/assets/a.jpg', description: 'Bread' }],
    });
  });

  it("is kept in memory until the client's site changes: the publish after an owner change drops it", async () => {
    const { record, site } = await buildClientWithSite(t.database.db);
    const url = `/api/client/${record.client.id}/websitedata`;
    expect((await t.app.inject(url)).json().main_site_variables.title).toBe(site.data.main_site_variables.title);
    // A write that bypasses the owner routes is not seen: the answer comes from memory.
    const saved = await saveSite(t.database.db, {
      clientId: record.client.id,
      data: { ...siteDataFor(record), main_site_variables: { ...site.data.main_site_variables, title: 'Changed' } } as never,
      expected: { version: site.version },
      author: 'owner@example.test',
    });
    expect(saved.ok).toBe(true);
    expect((await t.app.inject(url)).json().main_site_variables.title).toBe(site.data.main_site_variables.title);
    // Every owner route changes through ownerChange, which publishes and drops the client's caches.
    await ownerChange(t.app.ctx, t.app.log, record.client.id, async () => undefined);
    expect((await t.app.inject(url)).json().main_site_variables.title).toBe('Changed');
  });

  it('serves the latest saved version, and never keys the stored document has beyond the §3 shape', async () => {
    const { record, site } = await buildClientWithSite(t.database.db);
    const saved = await saveSite(t.database.db, {
      clientId: record.client.id,
      data: { ...siteDataFor(record), main_site_variables: { ...site.data.main_site_variables, title: 'Saved' }, secret: 'x' } as never,
      expected: { version: site.version },
      author: 'owner@example.test',
    });
    expect(saved.ok).toBe(true);
    const body = (await t.app.inject(`/api/client/${record.client.id}/websitedata`)).json();
    expect(body.main_site_variables.title).toBe('Saved');
    expect(body).not.toHaveProperty('secret');
    expect(JSON.stringify(body)).not.toContain('owner@example.test');
  });

  it.each([
    ['§8 a client without a site', 404, async () => `/api/client/${(await buildClient(t.database.db)).client.id}/websitedata`],
    ['an unknown client', 404, async () => '/api/client/2147483000/websitedata'],
    ['a non-numeric id', 400, async () => '/api/client/abc/websitedata'],
    ['a negative id', 400, async () => '/api/client/-1/websitedata'],
  ])('%s → %i in the error shape', async (_name, status, url) => {
    const res = await t.app.inject(await url());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
