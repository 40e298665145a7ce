import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveLink, withScheme } from './link.js';

describe('resolveLink', () => {
  it.each([
    ['§2 internal path /appointment', '/appointment', { href: '/appointment', kind: 'internal', newTab: false }],
    ['§2 internal path /services-store', '/services-store', { href: '/services-store', kind: 'internal', newTab: false }],
    ['§2 phone number → tel link', '(555) 123-4567', { href: 'tel:5551234567', kind: 'tel', newTab: false }],
    ['§2 phone with country code → tel link', '+1 555.123.4567', { href: 'tel:+15551234567', kind: 'tel', newTab: false }],
    ['§2 phone with extension → tel link', '555-123-4567 ext 12', { href: 'tel:5551234567;ext=12', kind: 'tel', newTab: false }],
    ['§2 tel:+digits stays a tel link', 'tel:+15551234567', { href: 'tel:+15551234567', kind: 'tel', newTab: false }],
    ['§2 e-mail address → mailto link', 'joe@bakery.com', { href: 'mailto:joe@bakery.com', kind: 'mailto', newTab: false }],
    ['§2 mailto: stays a mailto link', 'mailto:joe@bakery.com', { href: 'mailto:joe@bakery.com', kind: 'mailto', newTab: false }],
    [
      '§2 external URL without scheme gets https:// and a new tab',
      'bakery.com/menu',
      { href: 'https://bakery.com/menu', kind: 'external', newTab: true },
    ],
    ['§2 external URL with https:// is kept', 'https://bakery.com', { href: 'https://bakery.com', kind: 'external', newTab: true }],
    ['§2 external URL with http:// is kept', 'http://bakery.com', { href: 'http://bakery.com', kind: 'external', newTab: true }],
    ['§2 host with a port is external', 'bakery.com:8080/x', { href: 'https://bakery.com:8080/x', kind: 'external', newTab: true }],
    ['§2 scheme-relative URL gets https:', '//cdn.bakery.com', { href: 'https://cdn.bakery.com', kind: 'external', newTab: true }],
    ['empty value gives no link', '   ', { href: '', kind: 'none', newTab: false }],
    ['javascript: is never a link', 'JavaScript:alert(1)', { href: '', kind: 'none', newTab: false }],
    ['data: is never a link', 'data:text/html,<b>x</b>', { href: '', kind: 'none', newTab: false }],
  ])('%s', (_name, input, expected) => {
    expect(resolveLink(input)).toEqual(expected);
  });

  it('§2 every internal path of the spec resolves as internal', () => {
    const paths = ['/appointment', '/services-store', '/store', '/gallery', '/shop', '/gallery/admin', '/blog'];
    for (const path of paths) expect(resolveLink(path).kind).toBe('internal');
  });

  it('§2 any web URL resolves to an http(s) href that opens in a new tab', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const link = resolveLink(url);
        expect(link.kind).toBe('external');
        expect(link.newTab).toBe(true);
        expect(link.href).toMatch(/^https?:\/\//);
      }),
      { numRuns: 200 },
    );
  });

  it('no input ever yields a script-running href', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(resolveLink(s).href.toLowerCase()).not.toMatch(/^\s*(javascript|data|vbscript):/);
      }),
    );
  });

  it('§2 withScheme adds https:// only when no scheme is given', () => {
    expect(withScheme('joes.com')).toBe('https://joes.com');
    expect(withScheme('http://joes.com')).toBe('http://joes.com');
  });
});
