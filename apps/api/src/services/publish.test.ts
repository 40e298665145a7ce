// Publish order at the unit level: publishes of one client whose asset-store writes finish out of
// order (the first one held back) still leave the latest committed version in site.json — on one node,
// and on two nodes that share the database and the asset store (Postgres).
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.js';
import type { AssetStore } from '../assets/index.js';
import { getSite, openDatabase } from '../db/index.js';
import { saveSite } from '../modules/sites/site-versions-repository.js';
import { addGalleryImage } from '../modules/content/gallery-repository.js';
import type { Database } from '../db/index.js';
import { buildClientWithSite } from '../testing/builders.js';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { publishClientSite } from './publish.js';

/** An asset store whose next site.json write can be held back until the test lets it go. */
class HeldStore implements AssetStore {
  siteWrites = 0;
  private held: { entered: () => void; gate: Promise<void> } | null = null;
  constructor(private readonly inner: AssetStore) {}

  /** Holds the next site.json write; resolves `entered` when that write starts. */
  holdNextWrite(): { entered: Promise<void>; release: () => void } {
    let release!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const enteredPromise = new Promise<void>((r) => (entered = r));
    this.held = { entered, gate };
    return { entered: enteredPromise, release };
  }

  async put(key: string, body: Buffer | Uint8Array | string, contentType: string): Promise<void> {
    if (key.endsWith('/site.json')) {
      this.siteWrites += 1;
      const held = this.held;
      this.held = null;
      if (held) {
        held.entered();
        await held.gate;
      }
    }
    return this.inner.put(key, body, contentType);
  }
  get = (key: string) => this.inner.get(key);
  delete = (key: string) => this.inner.delete(key);
  exists = (key: string) => this.inner.exists(key);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabases())('publishClientSite orders publishes (%s)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  async function newSite() {
    const { record } = await buildClientWithSite(t.database.db);
    return { id: record.client.id, key: `sites/${record.client.wurkzen_subdomain}.localhost/site.json` };
  }
  const node = (assets: AssetStore, database: Database = t.app.ctx.database): AppContext => ({ ...t.app.ctx, assets, database });
  const published = async (key: string) => JSON.parse((await t.app.ctx.assets.get(key))!.body.toString()) as SiteData;
  const save = async (clientId: number, title: string) => {
    const site = (await getSite(t.database.db, clientId))!;
    const data = { ...site.data, main_site_variables: { ...site.data.main_site_variables, title } };
    const saved = await saveSite(t.database.db, { clientId, data, expected: { version: site.version }, author: 'test' });
    expect(saved.ok).toBe(true);
  };

  it('one node: an older publish whose write lands last does not overwrite a newer one', async () => {
    const site = await newSite();
    const store = new HeldStore(t.app.ctx.assets);
    const ctx = node(store);
    await save(site.id, 'Older');
    const hold = store.holdNextWrite();
    const older = publishClientSite(ctx, site.id);
    await hold.entered; // it has read "Older" and is writing it
    await save(site.id, 'Newer');
    await addGalleryImage(t.database.db, site.id, { image: '/assets/x.webp', description: 'Newer image' });
    const newer = publishClientSite(ctx, site.id);
    await Promise.race([newer, pause(500)]); // unordered, the newer write lands here, before the older one
    hold.release();
    await Promise.all([older, newer]);
    const latest = (await getSite(t.database.db, site.id))!.data;
    expect(latest.main_site_variables.title).toBe('Newer');
    expect(await published(site.key)).toEqual(latest);
  });

  it('callers that arrive while a publish waits share it: writes stay few, the result is the latest', async () => {
    const site = await newSite();
    const store = new HeldStore(t.app.ctx.assets);
    const ctx = node(store);
    const hold = store.holdNextWrite();
    const first = publishClientSite(ctx, site.id);
    await hold.entered;
    const rest: Promise<string[]>[] = [];
    for (let i = 1; i <= 10; i += 1) {
      await save(site.id, `Change ${i}`);
      rest.push(publishClientSite(ctx, site.id));
    }
    hold.release();
    await Promise.all([first, ...rest]);
    expect(store.siteWrites).toBe(2);
    expect((await published(site.key)).main_site_variables.title).toBe('Change 10');
  });

  it.runIf(kind === 'postgres')('two nodes on one database and one asset store: the later commit is what stays published', async () => {
    const url = (t.database.client as { options?: { connectionString?: string } }).options?.connectionString;
    const second = await openDatabase({ databaseUrl: url, dataDir: '' }, { poolSize: 2 });
    try {
      const site = await newSite();
      const slow = new HeldStore(t.app.ctx.assets);
      const nodeA = node(slow);
      const nodeB = node(t.app.ctx.assets, second);
      await save(site.id, 'From node A');
      const hold = slow.holdNextWrite();
      const a = publishClientSite(nodeA, site.id);
      await hold.entered;
      await save(site.id, 'From node B');
      const b = publishClientSite(nodeB, site.id);
      await Promise.race([b, pause(500)]); // unordered, node B writes here, before node A
      hold.release();
      await Promise.all([a, b]);
      const latest = (await getSite(t.database.db, site.id))!.data;
      expect(latest.main_site_variables.title).toBe('From node B');
      expect(await published(site.key)).toEqual(latest);
    } finally {
      await second.close();
    }
  });
});
