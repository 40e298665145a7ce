import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetStore } from './asset-store.js';
import { LocalAssetStore } from './local-asset-store.js';
import { SiteJsonCache, publishSiteJson, siteJsonKey, templateJsonKey } from './site-json.js';

/** A local store that counts reads, to tell cache hits from store reads. */
function countingStore() {
  const inner = new LocalAssetStore(mkdtempSync(path.join(tmpdir(), 'vitrina-site-json-')), { cacheBytes: 0 });
  const reads: string[] = [];
  const store: AssetStore = {
    get: (key) => (reads.push(key), inner.get(key)),
    put: (key, body, type) => inner.put(key, body, type),
    delete: (key) => inner.delete(key),
    exists: (key) => inner.exists(key),
  };
  return { store, reads };
}

describe('site.json keys (spec §7)', () => {
  it('§7 "sites/{host}/site.json" and "{template url}json/template.json"', () => {
    expect(siteJsonKey('bistro.localhost')).toBe('sites/bistro.localhost/site.json');
    expect(siteJsonKey('tienda-example.test')).toBe('sites/tienda-example.test/site.json');
    expect(templateJsonKey(4)).toBe('templates/4/json/template.json');
  });

  it.each(['', 'Bistro.localhost', 'a/b', '../x', 'bistro.localhost:8080', '.x', 'x.'])('refuses the host %j', (host) => {
    expect(() => siteJsonKey(host)).toThrow();
  });

  it.each(['', '../4', '4/x'])('refuses the template id %j', (id) => {
    expect(() => templateJsonKey(id)).toThrow();
  });
});

describe('SiteJsonCache (ARCHITECTURE "Data flows": cached in memory with ETag, dropped on publish)', () => {
  it('reads a host once and serves the parsed document with its ETag from memory after that', async () => {
    const { store, reads } = countingStore();
    await store.put(siteJsonKey('bistro.localhost'), '{"v":1}', 'application/json');
    const cache = new SiteJsonCache();
    const first = await cache.load(store, 'bistro.localhost');
    const second = await cache.load(store, 'bistro.localhost');
    expect(first).toEqual({ doc: { v: 1 }, etag: (await store.get(siteJsonKey('bistro.localhost')))?.etag });
    expect(second).toBe(first);
    expect(reads.filter((k) => k.startsWith('sites/bistro')).length).toBe(2); // the load + the check above
  });

  it('shares one store read between concurrent misses', async () => {
    const { store, reads } = countingStore();
    await store.put(siteJsonKey('busy.localhost'), '{}', 'application/json');
    const cache = new SiteJsonCache();
    await Promise.all(Array.from({ length: 10 }, () => cache.load(store, 'busy.localhost')));
    expect(reads).toEqual([siteJsonKey('busy.localhost')]);
  });

  it('§8 remembers that a host has no site.json (null) until it is published', async () => {
    const { store, reads } = countingStore();
    const cache = new SiteJsonCache();
    expect(await cache.load(store, 'nobody.localhost')).toBeNull();
    expect(await cache.load(store, 'nobody.localhost')).toBeNull();
    expect(reads.length).toBe(1);
    await publishSiteJson(store, cache, ['nobody.localhost'], { v: 1 });
    expect((await cache.load(store, 'nobody.localhost'))?.doc).toEqual({ v: 1 });
  });

  it('trusts an entry for ttlMs only (other API nodes publish too)', async () => {
    const { store } = countingStore();
    let now = 0;
    const cache = new SiteJsonCache({ ttlMs: 1000, now: () => now });
    await store.put(siteJsonKey('multi.localhost'), '{"v":1}', 'application/json');
    await cache.load(store, 'multi.localhost');
    await store.put(siteJsonKey('multi.localhost'), '{"v":2}', 'application/json');
    now = 999;
    expect((await cache.load(store, 'multi.localhost'))?.doc).toEqual({ v: 1 });
    now = 1000;
    expect((await cache.load(store, 'multi.localhost'))?.doc).toEqual({ v: 2 });
  });

  it('keeps at most maxEntries hosts, dropping the least recently used', () => {
    const cache = new SiteJsonCache({ maxEntries: 2 });
    cache.set('a', { doc: 1, etag: '"a"' });
    cache.set('b', { doc: 2, etag: '"b"' });
    cache.peek('a');
    cache.set('c', { doc: 3, etag: '"c"' });
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.doc).toBe(1);
    expect(cache.peek('c')?.doc).toBe(3);
  });

  it('does not cache a read that a publish overtook', async () => {
    const { store } = countingStore();
    await store.put(siteJsonKey('race.localhost'), '{"v":1}', 'application/json');
    // The read gets the old bytes, then is held back until the publish is over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowStore: AssetStore = { ...store, get: async (key) => { const old = await store.get(key); await held; return old; } };
    const cache = new SiteJsonCache();
    const slow = cache.load(slowStore, 'race.localhost');
    await publishSiteJson(store, cache, ['race.localhost'], { v: 2 });
    release();
    expect((await slow)?.doc).toEqual({ v: 1 });
    expect(cache.peek('race.localhost')).toBeUndefined();
    expect((await cache.load(store, 'race.localhost'))?.doc).toEqual({ v: 2 });
  });
});

describe('publishSiteJson (issue 3: "site.json for the sub-domain host and the custom domain host")', () => {
  it('writes the same document for every host and drops each from the cache', async () => {
    const { store } = countingStore();
    const cache = new SiteJsonCache();
    const hosts = ['tienda.localhost', 'tienda-example.test'];
    for (const host of hosts) {
      await store.put(siteJsonKey(host), '{"v":"old"}', 'application/json');
      await cache.load(store, host);
    }
    const keys = await publishSiteJson(store, cache, [...hosts, 'tienda.localhost', ''], { v: 'new' });
    expect(keys).toEqual(['sites/tienda.localhost/site.json', 'sites/tienda-example.test/site.json']);
    for (const host of hosts) {
      expect(cache.peek(host)).toBeUndefined();
      expect(JSON.parse((await store.get(siteJsonKey(host)))!.body.toString())).toEqual({ v: 'new' });
      expect((await cache.load(store, host))?.doc).toEqual({ v: 'new' });
    }
  });

  it('drops the cache even when a write fails', async () => {
    const { store } = countingStore();
    const cache = new SiteJsonCache();
    cache.set('ok.localhost', { doc: 'old', etag: '"x"' });
    const failing: AssetStore = { ...store, put: async () => Promise.reject(new Error('disk full')) };
    await expect(publishSiteJson(failing, cache, ['ok.localhost'], {})).rejects.toThrow('disk full');
    expect(cache.peek('ok.localhost')).toBeUndefined();
  });
});
