import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssetKeyError, assertSafeAssetKey, contentTypeForKey, isSafeAssetKey } from './asset-key.js';

describe('asset keys (layout of spec §7)', () => {
  it.each([
    'sites/bistro.localhost/site.json',
    'templates/4/json/template.json',
    'clients/12/gallery/0123456789abcdef0123456789abcdef.webp',
    'demo/hero.jpg',
  ])('§7 accepts the layout key %s', (key) => {
    expect(isSafeAssetKey(key)).toBe(true);
    expect(assertSafeAssetKey(key)).toBe(key);
  });

  it.each([
    ['empty', ''],
    ['parent segment', 'sites/../secret'],
    ['".." anywhere', 'sites/a..b/site.json'],
    ['backslash', 'sites\\bistro\\site.json'],
    ['absolute path', '/etc/passwd'],
    ['drive letter', 'C:/windows'],
    ['empty segment', 'sites//site.json'],
    ['trailing slash', 'sites/bistro/'],
    ['current-dir segment', 'sites/./site.json'],
    ['hidden segment (temp files)', '.tmp/abc.tmp'],
    ['NUL byte', 'sites/a\0/site.json'],
    ['space', 'sites/a b/site.json'],
    ['percent escape', 'sites/%2e%2e/site.json'],
  ])('rejects a key with %s', (_why, key) => {
    expect(isSafeAssetKey(key)).toBe(false);
    expect(() => assertSafeAssetKey(key)).toThrow(AssetKeyError);
  });

  it('never lets an accepted key leave the store directory (property)', () => {
    const root = path.resolve('/store/root');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '.', '/', '\\', '-', '~', ':', 'C'), maxLength: 20 }), (key) => {
        if (!isSafeAssetKey(key)) return;
        const file = path.resolve(root, ...key.split('/'));
        expect(file.startsWith(root + path.sep)).toBe(true);
      }),
    );
  });

  it.each([
    ['sites/x/site.json', 'application/json; charset=utf-8'],
    ['clients/1/logo/abc.webp', 'image/webp'],
    ['clients/1/favicon/abc.ico', 'image/x-icon'],
    ['demo/HERO.JPG', 'image/jpeg'],
    ['demo/no-extension', 'application/octet-stream'],
    ['demo.d/no-extension', 'application/octet-stream'],
  ])('derives the content type of %s from its extension', (key, type) => {
    expect(contentTypeForKey(key)).toBe(type);
  });
});
