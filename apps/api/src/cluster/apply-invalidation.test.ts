// Two pretend nodes over one asset folder and one database: what node A writes, node B keeps serving
// from memory until A's invalidation reaches it; then B drops exactly the caches that change made stale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachedAssetStore, LocalAssetStore, siteJsonKey, templateJsonKey } from '../assets/index.js';
import { LoadingCache } from '../cache/loading-cache.js';
import { loadConfig } from '../config.js';
import { PageCache, type CachedPage } from '../http/page-cache.js';
import { dropClientCaches, dropTemplateCaches } from '../services/site-caches.js';
import { buildClient } from '../testing/builders.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { applyInvalidation, type InvalidationContext } from './apply-invalidation.js';
import type { Invalidation, InvalidationBus } from './invalidation-bus.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-invalidate-'));
const config = loadConfig({ DATA_DIR: dir });
let database: TestDatabase;

function node(): InvalidationContext & { assets: CachedAssetStore } {
  return {
    config,
    database,
    assets: new CachedAssetStore(new LocalAssetStore(path.join(dir, 'assets'))),
    websiteData: new LoadingCache<number, string | null>(),
    pages: new PageCache(),
  };
}

const read = async (store: CachedAssetStore, key: string) => (await store.get(key))?.body.toString() ?? null;
const page: CachedPage = { status: 200, headers: {}, body: Buffer.from('<p>page</p>'), etag: '"p"', variants: {}, answers: {} };

beforeAll(async () => {
  database = await createTestDatabase('pglite');
}, 60_000);
afterAll(async () => {
  await database?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('applyInvalidation: what another node drops', () => {
  it('a client message drops its websitedata, its pages (and those of no business) and the site.json of its hosts, nothing else', async () => {
    const record = await buildClient(database.db, { custom_domain: 'www.shop-example.test' });
    const other = await buildClient(database.db);
    const a = node();
    const b = node();
    const own = siteJsonKey(`${record.client.wurkzen_subdomain}.localhost`);
    const custom = siteJsonKey('shop-example.test');
    const foreign = siteJsonKey(`${other.client.wurkzen_subdomain}.localhost`);
    for (const key of [own, custom, foreign]) await a.assets.put(key, 'old', 'application/json');
    for (const key of [own, custom, foreign]) expect(await read(b.assets, key)).toBe('old');
    b.websiteData.set(record.client.id, '{"old":true}');
    b.websiteData.set(other.client.id, '{"other":true}');
    b.pages.set('http://own/', { ...page, clientId: record.client.id });
    b.pages.set('http://other/', { ...page, clientId: other.client.id });
    b.pages.set('http://unknown-host/', { ...page, clientId: null });

    for (const key of [own, custom, foreign]) await a.assets.put(key, 'new', 'application/json');
    expect(await read(b.assets, own)).toBe('old'); // B does not know yet

    await applyInvalidation(b, { clientId: record.client.id });
    expect(await read(b.assets, own)).toBe('new');
    expect(await read(b.assets, custom)).toBe('new');
    expect(await read(b.assets, foreign)).toBe('old'); // another client's copy stays
    expect(b.websiteData.peek(record.client.id)).toBeUndefined();
    expect(b.websiteData.peek(other.client.id)).toBe('{"other":true}');
    expect(b.pages.peek('http://own/')).toBeUndefined();
    expect(b.pages.peek('http://unknown-host/')).toBeUndefined();
    expect(b.pages.peek('http://other/')?.clientId).toBe(other.client.id); // another business's page stays
  });

  it('a templates message drops template.json documents and pages; hosts and all drop what they name', async () => {
    const a = node();
    const b = node();
    const template = templateJsonKey(4);
    const site = siteJsonKey('named.localhost');
    await a.assets.put(template, 'old', 'application/json');
    await a.assets.put(site, 'old', 'application/json');
    expect(await read(b.assets, template)).toBe('old');
    expect(await read(b.assets, site)).toBe('old');
    await a.assets.put(template, 'new', 'application/json');
    await a.assets.put(site, 'new', 'application/json');
    b.pages.set('http://x/', page);

    await applyInvalidation(b, { templates: true });
    expect(b.pages.size).toBe(0);
    expect(await read(b.assets, template)).toBe('new');
    expect(await read(b.assets, site)).toBe('old');
    await applyInvalidation(b, { hosts: ['named.localhost', 'Not A Host!'] });
    expect(await read(b.assets, site)).toBe('new');

    b.websiteData.set(1, 'x');
    await applyInvalidation(b, { all: true });
    expect(b.websiteData.size).toBe(0);
    expect(b.assets.size).toBe(0);
  });
});

describe('dropClientCaches / dropTemplateCaches: the writing node', () => {
  it('drops its own caches and tells the other nodes', () => {
    const sent: Invalidation[] = [];
    const bus: InvalidationBus = {
      nodeId: 'a',
      publish: (m) => void sent.push(m),
      subscribe: () => undefined,
      close: async () => undefined,
    };
    const a = { ...node(), bus };
    a.websiteData.set(5, 'x');
    a.pages.set('http://five/', { ...page, clientId: 5 });
    a.pages.set('http://six/', { ...page, clientId: 6 });
    dropClientCaches(a, 5);
    expect(a.websiteData.peek(5)).toBeUndefined();
    expect(a.pages.peek('http://five/')).toBeUndefined();
    expect(a.pages.peek('http://six/')).toBeDefined();
    dropTemplateCaches(a);
    expect(a.pages.size).toBe(0);
    expect(sent).toEqual([{ clientId: 5 }, { templates: true }]);
  });
});
