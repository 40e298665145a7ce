import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedAssetStore } from './cached-asset-store.js';
import { LocalAssetStore } from './local-asset-store.js';

function stores(options: ConstructorParameters<typeof CachedAssetStore>[1] = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-cached-'));
  const local = new LocalAssetStore(dir);
  return { dir, local, cached: new CachedAssetStore(local, options) };
}

const KEY = 'sites/bistro.localhost/site.json';

describe('CachedAssetStore (ARCHITECTURE "Data flows": site.json cached in memory, dropped on publish)', () => {
  it('answers a hot JSON object from memory: a change behind its back is not seen until the entry expires', async () => {
    let now = 0;
    const { dir, local, cached } = stores({ now: () => now, ttlMs: 5_000 });
    await local.put(KEY, '{"v":1}', 'application/json');
    expect((await cached.get(KEY))?.body.toString()).toBe('{"v":1}');
    // Another node publishes straight to the shared store.
    writeFileSync(path.join(dir, KEY), '{"v":2}');
    expect((await cached.get(KEY))?.body.toString()).toBe('{"v":1}');
    now = 5_000;
    expect((await cached.get(KEY))?.body.toString()).toBe('{"v":2}');
  });

  it('a write through it is seen at once, so is a delete', async () => {
    const { cached } = stores();
    await cached.put(KEY, '{"v":1}', 'application/json');
    expect((await cached.get(KEY))?.body.toString()).toBe('{"v":1}');
    await cached.put(KEY, '{"v":2}', 'application/json');
    expect((await cached.get(KEY))?.body.toString()).toBe('{"v":2}');
    await cached.delete(KEY);
    expect(await cached.get(KEY)).toBeNull();
  });

  it('keeps only cacheable keys and drops the least recently used beyond its byte limit', async () => {
    const { local, cached } = stores({ maxBytes: 20 });
    await local.put('a.json', '0123456789', 'application/json');
    await local.put('b.json', '0123456789', 'application/json');
    await local.put('c.json', '0123456789', 'application/json');
    await local.put('img.png', 'png', 'image/png');
    await cached.get('a.json');
    await cached.get('b.json');
    await cached.get('a.json'); // a is now the most recently used
    await cached.get('c.json');
    await cached.get('img.png');
    expect(cached.size).toBe(2);
    await local.put('a.json', 'changed!!!', 'application/json');
    await local.put('b.json', 'changed!!!', 'application/json');
    expect((await cached.get('a.json'))?.body.toString()).toBe('0123456789'); // kept
    expect((await cached.get('b.json'))?.body.toString()).toBe('changed!!!'); // dropped, read again
  });

  it('compresses a text body once per stored version; small or binary bodies are sent as they are', async () => {
    const { cached } = stores();
    const json = JSON.stringify({ sections: Array.from({ length: 100 }, (_, i) => ({ id: i, text: 'lorem ipsum' })) });
    await cached.put(KEY, json, 'application/json');
    const asset = (await cached.get(KEY))!;
    const br = cached.encode(asset, 'br');
    expect(br).not.toBeNull();
    expect(cached.encode(asset, 'br')).toBe(br); // the same buffer: made once
    expect(brotliDecompressSync(br!).toString()).toBe(json);
    expect(gunzipSync(cached.encode(asset, 'gzip')!).toString()).toBe(json);
    await cached.put('small.json', '{}', 'application/json');
    expect(cached.encode((await cached.get('small.json'))!, 'br')).toBeNull();
  });

  it('sweep drops the objects past their time to live (a node sweeps on a timer), and only those', async () => {
    let now = 0;
    const { local, cached } = stores({ now: () => now, ttlMs: 5_000 });
    await local.put(KEY, '{"v":1}', 'application/json');
    await local.put('sites/cafe.localhost/site.json', '{"v":1}', 'application/json');
    await cached.get(KEY);
    now = 3_000;
    await cached.get('sites/cafe.localhost/site.json');
    expect(cached.size).toBe(2);
    now = 5_000;
    expect(cached.sweep()).toBe(1);
    expect(cached.peek(KEY)).toBeUndefined();
    expect(cached.peek('sites/cafe.localhost/site.json')).not.toBeUndefined();
  });
});
