// Spec §4 "Site data is backed up and can be restored"; a restore is a new version, so it can be
// undone, and it is published.
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('backup routes (%s)', (kind) => {
  let f: OwnerFixture;
  let base: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    base = `/api/client/${f.clients.bistro.id}`;
  }, 60_000);
  afterAll(() => f?.server.close());

  const call = async (method: 'GET' | 'POST', url: string) => f.inject({ method, url, headers: await f.as(f.users.owner) });
  const save = async (title: string) => {
    const site = await f.site(f.clients.bistro.id);
    const data: SiteData = { ...site.data, main_site_variables: { ...site.data.main_site_variables, title } };
    const res = await f.inject({
      method: 'PUT',
      url: `${base}/websitedata/draft`,
      headers: await f.as(f.users.owner),
      payload: { data, last_updated: site.last_updated },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { version: number };
  };
  const publishedTitle = async () => {
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    return (JSON.parse(asset!.body.toString()) as SiteData).main_site_variables.title;
  };

  it('lists every saved version newest first, with time, author and action', async () => {
    await save('Version two');
    const res = await call('GET', `${base}/backups`);
    expect(res.statusCode).toBe(200);
    const { versions } = res.json();
    expect(versions[0]).toEqual({
      version: 2,
      created_at: expect.stringMatching(/^\d{4}-/),
      author: f.users.owner.email,
      action: 'save',
      restored_from: null,
    });
    expect(versions.at(-1)).toMatchObject({ version: 1, action: 'seed' });
  });

  it('answers one version with its data, for a preview', async () => {
    const res = await call('GET', `${base}/backups/2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, action: 'save', data: { main_site_variables: { title: 'Version two' } } });
  });

  it.each(['999', '0', 'abc'])('an unknown version %s → 4xx (404 version_not_found or 400), never a 5xx', async (v) => {
    const res = await call('GET', `${base}/backups/${v}`);
    expect([400, 404]).toContain(res.statusCode);
    if (v === '999') expect(res.json().error.code).toBe('version_not_found');
  });

  it('restore writes a NEW version with the old data, publishes it, and can itself be undone', async () => {
    const { version: before } = await save('Before restore');
    const res = await call('POST', `${base}/backups/1/restore`);
    expect(res.statusCode).toBe(200);
    const restored = res.json();
    expect(restored).toMatchObject({ version: before + 1, restored_from: 1, published: true });
    expect(restored.data.main_site_variables.title).toBe((await call('GET', `${base}/backups/1`)).json().data.main_site_variables.title);
    expect(await publishedTitle()).toBe(restored.data.main_site_variables.title);
    const [latest] = (await call('GET', `${base}/backups`)).json().versions;
    expect(latest).toMatchObject({ version: before + 1, action: 'restore', restored_from: 1 });

    const undo = await call('POST', `${base}/backups/${before}/restore`);
    expect(undo.json()).toMatchObject({ version: before + 2, data: { main_site_variables: { title: 'Before restore' } } });
    expect(await publishedTitle()).toBe('Before restore');
  });

  it('restoring an unknown version → 404 and nothing is written', async () => {
    const site = await f.site(f.clients.bistro.id);
    const res = await call('POST', `${base}/backups/4242/restore`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('version_not_found');
    expect((await f.site(f.clients.bistro.id)).version).toBe(site.version);
  });

  it("another client's versions cannot be read through one's own access", async () => {
    const res = await f.inject({ url: `/api/client/${f.clients.other.id}/backups/1`, headers: await f.as(f.users.owner) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('no_access');
  });
});
