// Publish order: a draft save, a restore and a gallery change sent at once all answered, yet the
// published site.json often showed an older change than the database (each request published its own
// snapshot, and the writes landed in any order). Whatever order the requests finish in, site.json must
// end up as the latest committed version: its stamp (version) and its content, gallery included.
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const ROUNDS = 30;

describe.each(testDatabases())('publish order under concurrent owner changes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const published = async (subdomain: string): Promise<SiteData> => {
    const asset = await f.server.app.ctx.assets.get(`sites/${subdomain}.localhost/site.json`);
    return JSON.parse(asset!.body.toString()) as SiteData;
  };

  it(`${ROUNDS} rounds of save + restore + gallery change at once: site.json is the database's latest every time`, async () => {
    const { id, subdomain } = f.clients.bistro;
    const headers = await f.as(f.users.owner);
    const imageId = await f.addImage(f.clients.bistro, 'Round 0');
    const stale: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const loaded = await f.site(id);
      const data: SiteData = { ...loaded.data, main_site_variables: { ...loaded.data.main_site_variables, title: `Round ${round}` } };
      const answers = await Promise.all([
        f.inject({
          method: 'PUT',
          url: `/api/client/${id}/websitedata/draft`,
          headers,
          payload: { data, last_updated: loaded.last_updated },
        }),
        f.inject({ method: 'POST', url: `/api/client/${id}/backups/1/restore`, headers }),
        f.inject({ method: 'PATCH', url: `/api/client/${id}/gallery/${imageId}`, headers, payload: { description: `Round ${round}` } }),
      ]);
      // The save may lose to the restore (409, nothing written); every change that answers 200 is committed.
      expect(answers.map((a) => a.statusCode)).toEqual([expect.toBeOneOf([200, 409]), 200, 200]);
      const latest = await f.site(id);
      const now = await published(subdomain);
      expect(latest.data.gallery.find((g) => g.id === imageId)?.description).toBe(`Round ${round}`);
      // Same stamp (the version's last_updated) and same content, client and gallery included.
      if (JSON.stringify(now) !== JSON.stringify(latest.data)) stale.push(round);
    }
    expect(stale).toEqual([]);
    expect(await published(subdomain)).toEqual((await f.site(id)).data);
  }, 120_000);
});
