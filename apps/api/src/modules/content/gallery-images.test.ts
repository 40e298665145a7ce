import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LocalAssetStore } from '../../assets/index.js';
import { clientAssetKey, existingClientImage, thumbnailOf, uploadThumbKey } from './gallery-images.js';

const client = { id: 7, wurkzen_subdomain: 'bistro' };

describe('gallery images are files of that client', () => {
  it.each([
    ['an upload of the client', '/assets/clients/7/gallery/abc.webp', 'clients/7/gallery/abc.webp'],
    ['a demo picture of the client', '/assets/demo/bistro/gallery-1.webp', 'demo/bistro/gallery-1.webp'],
    ['an upload of another client', '/assets/clients/70/gallery/abc.webp', null],
    ['a demo picture of another client', '/assets/demo/salon/hero.webp', null],
    ['a path that climbs out', '/assets/clients/7/../8/gallery/abc.webp', null],
    ['an external URL', 'https://evil.example/assets/clients/7/x.webp', null],
    ['a query string', '/assets/clients/7/gallery/abc.webp?x=1', null],
    ['published site data', '/assets/sites/bistro.localhost/site.json', null],
  ])('%s: %s', (_name, url, key) => {
    expect(clientAssetKey(url, client)).toBe(key);
  });

  it('the thumbnail of an upload sits beside it as thumb-<name> (storeUpload)', () => {
    expect(uploadThumbKey('clients/7/gallery/abc.webp')).toBe('clients/7/gallery/thumb-abc.webp');
  });

  it('only existing files count, and a thumbnail is found when the upload has one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owner-gallery-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const store = new LocalAssetStore(dir);
    await store.put('clients/7/gallery/abc.webp', Buffer.from('x'), 'image/webp');
    await store.put('clients/7/gallery/thumb-abc.webp', Buffer.from('x'), 'image/webp');
    expect(await existingClientImage(store, client, '/assets/clients/7/gallery/abc.webp')).toBe('/assets/clients/7/gallery/abc.webp');
    expect(await existingClientImage(store, client, '/assets/clients/7/gallery/nope.webp')).toBeNull();
    expect(await thumbnailOf(store, client, '/assets/clients/7/gallery/abc.webp')).toBe('/assets/clients/7/gallery/thumb-abc.webp');
    expect(await thumbnailOf(store, client, '/assets/clients/7/gallery/thumb-abc.webp')).toBeNull();
  });
});
