import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAssetKey } from '@vitrina/core-model';

const bistro = { id: 7, wurkzen_subdomain: 'bistro' };

describe('clientAssetKey: the business’s own files only (issue 25)', () => {
  it.each([
    ['its upload', '/assets/clients/7/hero/0123abcd.webp', 'clients/7/hero/0123abcd.webp'],
    ['its thumbnail', '/assets/clients/7/gallery/thumb-0123abcd.webp', 'clients/7/gallery/thumb-0123abcd.webp'],
    ['its demo picture', '/assets/demo/bistro/hero.webp', 'demo/bistro/hero.webp'],
    ['another business’s upload', '/assets/clients/8/hero/a.webp', null],
    ['an id that starts like its own', '/assets/clients/70/hero/a.webp', null],
    ['another business’s demo picture', '/assets/demo/salon/hero.webp', null],
    ['a site’s published data', '/assets/sites/bistro.localhost/site.json', null],
    ['a template file', '/assets/templates/4/template.json', null],
    ['a dot segment', '/assets/clients/7/../8/a.webp', null],
    ['an encoded dot segment', '/assets/clients/7/%2e%2e/8/a.webp', null],
    ['a backslash', '/assets/clients/7/..\\8\\a.webp', null],
    ['a query string', '/assets/clients/7/a.webp?x=1', null],
    ['a fragment', '/assets/clients/7/a.webp#x', null],
    ['an empty segment', '/assets/clients/7//a.webp', null],
    ['the folder itself', '/assets/clients/7/', null],
    ['an external origin', 'https://evil.test/assets/clients/7/a.webp', null],
    ['a protocol-relative URL', '//evil.test/assets/clients/7/a.webp', null],
    ['a CSS break-out', '/assets/clients/7/a.webp")', null],
  ])('%s: %s → %s', (_name, url, key) => {
    expect(clientAssetKey(url, bistro)).toBe(key);
  });

  it('a client without an id or sub-domain owns nothing', () => {
    expect(clientAssetKey('/assets/clients/0/a.webp', { id: 0, wurkzen_subdomain: '' })).toBeNull();
    expect(clientAssetKey('/assets/demo//a.webp', { id: 0, wurkzen_subdomain: '' })).toBeNull();
  });

  it('an accepted URL never holds a character that could leave a CSS url() or an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const url = `/assets/clients/7/${tail}`;
        return clientAssetKey(url, bistro) === null || !/["'()\\\s<>%?#]/.test(url);
      }),
    );
  });
});
