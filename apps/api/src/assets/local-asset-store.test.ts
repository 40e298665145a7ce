import { mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetKeyError } from './asset-key.js';
import { LocalAssetStore } from './local-asset-store.js';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'vitrina-assets-'));

describe('LocalAssetStore (local-directory adapter)', () => {
  it('round-trips an object with its type, a strong ETag and a modification time', async () => {
    const store = new LocalAssetStore(freshDir());
    await store.put('sites/bistro.localhost/site.json', '{"a":1}', 'application/json');
    const got = await store.get('sites/bistro.localhost/site.json');
    expect(got?.body.toString()).toBe('{"a":1}');
    expect(got?.contentType).toBe('application/json; charset=utf-8');
    expect(got?.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(got?.lastModified).toBeInstanceOf(Date);
    expect(await store.exists('sites/bistro.localhost/site.json')).toBe(true);
  });

  it('gives the same content the same ETag and different content a different one', async () => {
    const dir = freshDir();
    const a = new LocalAssetStore(dir);
    await a.put('x/one.json', 'same', 'application/json');
    await a.put('x/two.json', 'same', 'application/json');
    const [one, two] = await Promise.all([a.get('x/one.json'), a.get('x/two.json')]);
    expect(one?.etag).toBe(two?.etag);
    await a.put('x/two.json', 'changed', 'application/json');
    expect((await a.get('x/two.json'))?.etag).not.toBe(one?.etag);
  });

  it('answers null / false for a missing object and deletes idempotently', async () => {
    const store = new LocalAssetStore(freshDir());
    expect(await store.get('sites/nobody.localhost/site.json')).toBeNull();
    expect(await store.exists('sites/nobody.localhost/site.json')).toBe(false);
    await store.put('demo/a.png', Buffer.from([1, 2, 3]), 'image/png');
    await store.delete('demo/a.png');
    await store.delete('demo/a.png');
    expect(await store.get('demo/a.png')).toBeNull();
    // A folder is not an object.
    await store.put('demo/folder/b.png', 'b', 'image/png');
    expect(await store.get('demo/folder')).toBeNull();
    expect(await store.exists('demo/folder')).toBe(false);
  });

  it.each(['../outside.json', '/etc/passwd', 'a\\b.json', 'a//b.json', '.tmp/x.tmp'])(
    'refuses the unsafe key %s on every method',
    async (key) => {
      const store = new LocalAssetStore(freshDir());
      await expect(store.get(key)).rejects.toThrow(AssetKeyError);
      await expect(store.put(key, 'x', 'text/plain')).rejects.toThrow(AssetKeyError);
      await expect(store.delete(key)).rejects.toThrow(AssetKeyError);
      await expect(store.exists(key)).rejects.toThrow(AssetKeyError);
    },
  );

  it('writes atomically: concurrent writers leave one whole version and no temp files', async () => {
    const dir = freshDir();
    const store = new LocalAssetStore(dir);
    const versions = Array.from({ length: 8 }, (_, i) => String(i).repeat(200_000));
    await Promise.all(versions.map((v) => store.put('sites/race.localhost/site.json', v, 'application/json')));
    const body = (await store.get('sites/race.localhost/site.json'))?.body.toString();
    expect(versions).toContain(body);
    expect(readdirSync(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('sees a change made by another process on the same directory despite its memory cache', async () => {
    const dir = freshDir();
    const reader = new LocalAssetStore(dir);
    const writer = new LocalAssetStore(dir);
    await writer.put('sites/shared.localhost/site.json', '{"v":1}', 'application/json');
    expect((await reader.get('sites/shared.localhost/site.json'))?.body.toString()).toBe('{"v":1}');
    await writer.put('sites/shared.localhost/site.json', '{"v":2}', 'application/json');
    expect((await reader.get('sites/shared.localhost/site.json'))?.body.toString()).toBe('{"v":2}');
    // Even a file dropped in place by hand (same size, new inode).
    writeFileSync(path.join(dir, 'sites', 'shared.localhost', 'site.json.new'), '{"v":3}');
    renameSync(path.join(dir, 'sites', 'shared.localhost', 'site.json.new'), path.join(dir, 'sites', 'shared.localhost', 'site.json'));
    expect((await reader.get('sites/shared.localhost/site.json'))?.body.toString()).toBe('{"v":3}');
  });

  it('stays correct when its memory cache is smaller than the objects', async () => {
    const store = new LocalAssetStore(freshDir(), { cacheBytes: 10 });
    await store.put('demo/big.txt', 'x'.repeat(100), 'text/plain');
    expect((await store.get('demo/big.txt'))?.body.length).toBe(100);
    expect((await store.get('demo/big.txt'))?.body.length).toBe(100);
  });
});
