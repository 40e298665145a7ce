// Site data saves (a stale save gets 409 with the current data and loses nothing),
// backups (every saved version kept, with time and author) and restores that can be undone.
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientWithSite } from '../../testing/builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { clients, siteVersions } from '../../db/schema.js';
import { addGalleryImage } from '../content/gallery-repository.js';
import { getSite } from '../../db/repos/sites.js';
import type { CurrentSite } from '../../db/repos/sites.js';
import { getVersion, heldClientSettings, listVersions, restoreVersion, saveSite } from './site-versions-repository.js';

const withTitle = (site: CurrentSite, title: string): SiteData => ({
  ...site.data,
  main_site_variables: { ...site.data.main_site_variables, title },
});

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('a new site is version 1 with a last_updated stamp and a seed backup', async () => {
    const { site } = await buildClientWithSite(t.db);
    expect(site.version).toBe(1);
    expect(site.last_updated).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(site.data.last_updated).toBe(site.last_updated);
    expect(migrateSiteData(site.data)).toEqual(site.data);
    expect(await listVersions(t.db, site.clientId)).toEqual([expect.objectContaining({ version: 1, action: 'seed', author: 'test' })]);
  });

  it('a save from the current version writes a new version, a new last_updated and a backup with its author', async () => {
    const { site } = await buildClientWithSite(t.db);
    const result = await saveSite(t.db, {
      clientId: site.clientId,
      data: withTitle(site, 'Saved'),
      expected: { lastUpdated: site.last_updated },
      author: 'vitrina|owner',
    });
    if (!result.ok) throw new Error('save failed');
    expect(result.site.version).toBe(2);
    expect(result.site.last_updated).not.toBe(site.last_updated);
    expect(result.site.data.main_site_variables.title).toBe('Saved');
    expect(await getSite(t.db, site.clientId)).toEqual(result.site);
    const [latest] = await listVersions(t.db, site.clientId);
    expect(latest).toMatchObject({ version: 2, action: 'save', author: 'vitrina|owner', restored_from: null });
    expect((await getVersion(t.db, site.clientId, 2))?.data.main_site_variables.title).toBe('Saved');
  });

  it.each([
    ['last_updated', (s: CurrentSite) => ({ lastUpdated: s.last_updated })],
    ['version', (s: CurrentSite) => ({ version: s.version })],
  ] as const)(
    'two saves from the same loaded %s: the second gets ok:false with the current data; nothing is written',
    async (_n, expect_) => {
      const { site: loaded } = await buildClientWithSite(t.db);
      const first = await saveSite(t.db, {
        clientId: loaded.clientId,
        data: withTitle(loaded, 'First'),
        expected: expect_(loaded),
        author: 'a',
      });
      expect(first.ok).toBe(true);
      const versionsBefore = await listVersions(t.db, loaded.clientId);
      const second = await saveSite(t.db, {
        clientId: loaded.clientId,
        data: withTitle(loaded, 'Second'),
        expected: expect_(loaded),
        author: 'b',
      });
      expect(second.ok).toBe(false);
      if (second.ok) return;
      expect(second.current?.data.main_site_variables.title).toBe('First');
      expect(second.current).toEqual(await getSite(t.db, loaded.clientId));
      expect(await listVersions(t.db, loaded.clientId)).toEqual(versionsBefore);
    },
  );

  it('concurrent saves from one loaded version: exactly one wins, the other loses nothing of the winner', async () => {
    const { site } = await buildClientWithSite(t.db);
    const results = await Promise.all(
      ['A', 'B', 'C'].map((title) =>
        saveSite(t.db, {
          clientId: site.clientId,
          data: withTitle(site, title),
          expected: { lastUpdated: site.last_updated },
          author: title,
        }),
      ),
    );
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    const current = await getSite(t.db, site.clientId);
    expect(current?.version).toBe(2);
    expect(current?.updated_by).toBe(current?.data.main_site_variables.title);
    expect((await listVersions(t.db, site.clientId)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('a save with no expectation at all is refused (the editor must say what it loaded)', async () => {
    const { site } = await buildClientWithSite(t.db);
    expect((await saveSite(t.db, { clientId: site.clientId, data: site.data, expected: {}, author: 'x' })).ok).toBe(false);
  });

  it('saving for a client without a site gives ok:false and current null', async () => {
    const { site } = await buildClientWithSite(t.db);
    expect(await saveSite(t.db, { clientId: 999_999, data: site.data, expected: { version: 1 }, author: 'x' })).toEqual({
      ok: false,
      current: null,
    });
  });

  it('saves in the same millisecond still get distinct, increasing last_updated stamps', async () => {
    const { site } = await buildClientWithSite(t.db);
    const now = new Date(Date.parse(site.last_updated!) - 60_000); // a clock behind the stored stamp
    let current = site;
    const stamps = [site.last_updated!];
    for (const title of ['1', '2', '3']) {
      const r = await saveSite(t.db, {
        clientId: site.clientId,
        data: withTitle(current, title),
        expected: { lastUpdated: current.last_updated },
        author: 'x',
        now,
      });
      if (!r.ok) throw new Error('save failed');
      current = r.site;
      stamps.push(r.site.last_updated!);
    }
    expect(new Set(stamps).size).toBe(4);
    expect([...stamps].sort()).toEqual(stamps);
  });

  it('restore appends a new version with the old data, and the restore itself can be undone', async () => {
    const { site: v1 } = await buildClientWithSite(t.db);
    const saved = await saveSite(t.db, { clientId: v1.clientId, data: withTitle(v1, 'Edited'), expected: { version: 1 }, author: 'owner' });
    if (!saved.ok) throw new Error('save failed');
    const restored = await restoreVersion(t.db, { clientId: v1.clientId, version: 1, author: 'owner' });
    expect(restored).toMatchObject({ version: 3 });
    expect(restored?.data.main_site_variables.title).toBe(v1.data.main_site_variables.title);
    expect(restored?.data.sections).toEqual(v1.data.sections);
    expect((await listVersions(t.db, v1.clientId))[0]).toMatchObject({ version: 3, action: 'restore', restored_from: 1, author: 'owner' });
    const undone = await restoreVersion(t.db, { clientId: v1.clientId, version: 2, author: 'owner' });
    expect(undone?.version).toBe(4);
    expect(undone?.data.main_site_variables.title).toBe('Edited');
    expect((await listVersions(t.db, v1.clientId)).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('restoring a version that does not exist changes nothing', async () => {
    const { site } = await buildClientWithSite(t.db);
    expect(await restoreVersion(t.db, { clientId: site.clientId, version: 7, author: 'x' })).toBeNull();
    expect(await getSite(t.db, site.clientId)).toEqual(site);
  });

  it('the site carries the live client and gallery, whatever the stored document says', async () => {
    const { site } = await buildClientWithSite(t.db);
    await t.db.update(clients).set({ is_active: 0, name: 'Renamed' }).where(eq(clients.id, site.clientId));
    const image = await addGalleryImage(t.db, site.clientId, { image: '/assets/x.webp', description: 'X' });
    const current = await getSite(t.db, site.clientId);
    expect(current?.data.client).toMatchObject({ is_active: 0, name: 'Renamed' });
    expect(current?.data.gallery).toEqual([{ id: image.id, image: '/assets/x.webp', description: 'X' }]);
  });

  it('a save stores a complete document even from a partial or legacy one', async () => {
    const { site } = await buildClientWithSite(t.db);
    const legacy = { sections: [{ section_name: 'hero', title: 'Old hero' }, { section_name: 'marquee' }] } as unknown as SiteData;
    const r = await saveSite(t.db, { clientId: site.clientId, data: legacy, expected: { version: 1 }, author: 'x' });
    if (!r.ok) throw new Error('save failed');
    const [stored] = await t.db
      .select()
      .from(siteVersions)
      .where(eq(siteVersions.client_id, site.clientId))
      .orderBy(siteVersions.version)
      .offset(1);
    expect(migrateSiteData(stored!.data)).toEqual(stored!.data);
    expect(r.site.data.sections.map((s) => s.title)).toEqual(['Old hero']);
  });
});

describe('heldClientSettings: the editor settings a stored version recorded (issue 26)', () => {
  it('takes each recorded column with its stored type, and leaves out what the version did not record', () => {
    expect(
      heldClientSettings({
        client: { contact_info: '(555) 010-4477', contact_number: null, zenchat_enabled: false, mobile_home_zip: '94110', name: 'x' },
      }),
    ).toEqual({ contact_info: '(555) 010-4477', contact_number: null, zenchat_enabled: false, mobile_home_zip: '94110' });
    expect(heldClientSettings({ client: { zenchat_enabled: 'yes', mobile_home_zip_radius: '12' } })).toEqual({});
    expect(heldClientSettings({})).toEqual({});
    expect(heldClientSettings(null)).toEqual({});
  });
});
