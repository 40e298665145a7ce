import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetStore } from './asset-store.js';
import { LocalAssetStore } from './local-asset-store.js';
import { publishSiteJson, siteJsonKey, templateJsonKey } from './site-json.js';

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

describe('publishSiteJson (site.json for the sub-domain host and the custom domain host)', () => {
  it('writes the same document once for every host', async () => {
    const { store } = countingStore();
    const hosts = ['tienda.localhost', 'tienda-example.test'];
    for (const host of hosts) await store.put(siteJsonKey(host), '{"v":"old"}', 'application/json');
    const keys = await publishSiteJson(store, [...hosts, 'tienda.localhost', ''], { v: 'new' });
    expect(keys).toEqual(['sites/tienda.localhost/site.json', 'sites/tienda-example.test/site.json']);
    for (const host of hosts) expect(JSON.parse((await store.get(siteJsonKey(host)))!.body.toString())).toEqual({ v: 'new' });
  });

  it('a failed write fails the publish (the caller answers published: false)', async () => {
    const { store } = countingStore();
    const failing: AssetStore = { ...store, put: async () => Promise.reject(new Error('disk full')) };
    await expect(publishSiteJson(failing, ['ok.localhost'], {})).rejects.toThrow('disk full');
  });
});
