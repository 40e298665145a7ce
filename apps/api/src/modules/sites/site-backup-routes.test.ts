// Spec §4 "Site data is backed up and can be restored"; a restore is a new version, so it can be
// undone, and it is published.
import { BackupList, BackupWithData, RestoredDraft, WebsiteDraft } from '@vitrina/api-client/contracts';
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, refused } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('backup routes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const api = () => f.api('owner');
  const versions = async () => answered(await api().get(BackupList, '/backups')).versions;
  const backup = async (version: number) => answered(await api().get(BackupWithData, `/backups/${version}`));
  const save = async (title: string) => {
    const site = await f.site(f.clients.bistro.id);
    const data: SiteData = { ...site.data, main_site_variables: { ...site.data.main_site_variables, title } };
    return answered(await api().put(WebsiteDraft, '/websitedata/draft', { data, last_updated: site.last_updated }));
  };
  const publishedTitle = async () => {
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    return (JSON.parse(asset!.body.toString()) as SiteData).main_site_variables.title;
  };

  it('lists every saved version newest first, with time, author and action', async () => {
    await save('Version two');
    const list = await versions();
    expect(list[0]).toEqual({
      version: 2,
      created_at: expect.stringMatching(/^\d{4}-/),
      author: f.users.owner.email,
      action: 'save',
      restored_from: null,
    });
    expect(list.at(-1)).toMatchObject({ version: 1, action: 'seed' });
  });

  it('answers one version with its data, for a preview', async () => {
    expect(await backup(2)).toMatchObject({ version: 2, action: 'save', data: { main_site_variables: { title: 'Version two' } } });
  });

  it.each(['999', '0', 'abc'])('an unknown version %s → 4xx (404 version_not_found or 400), never a 5xx', async (v) => {
    const res = await api().get(BackupWithData, `/backups/${v}`);
    expect([400, 404]).toContain(res.status);
    if (v === '999') expect(refused(res, 404).code).toBe('version_not_found');
  });

  it('restore writes a NEW version with the old data, publishes it, and can itself be undone', async () => {
    const { version: before } = await save('Before restore');
    const restored = answered(await api().post(RestoredDraft, '/backups/1/restore'));
    expect(restored).toMatchObject({ version: before + 1, restored_from: 1, published: true });
    expect(restored.data.main_site_variables.title).toBe((await backup(1)).data.main_site_variables.title);
    expect(await publishedTitle()).toBe(restored.data.main_site_variables.title);
    const [latest] = await versions();
    expect(latest).toMatchObject({ version: before + 1, action: 'restore', restored_from: 1 });

    const undo = answered(await api().post(RestoredDraft, `/backups/${before}/restore`));
    expect(undo).toMatchObject({ version: before + 2, data: { main_site_variables: { title: 'Before restore' } } });
    expect(await publishedTitle()).toBe('Before restore');
  });

  it('restoring an unknown version → 404 and nothing is written', async () => {
    const site = await f.site(f.clients.bistro.id);
    expect(refused(await api().post(RestoredDraft, '/backups/4242/restore'), 404).code).toBe('version_not_found');
    expect((await f.site(f.clients.bistro.id)).version).toBe(site.version);
  });

  it("another client's versions cannot be read through one's own access", async () => {
    const res = await api().request(BackupWithData, { method: 'GET', url: `/api/client/${f.clients.other.id}/backups/1` });
    expect(refused(res, 403).code).toBe('no_access');
  });
});
