import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeHost, parseHostHeader } from './normalize-host.js';

const opts = { demoHost: 'demo.localhost' };

describe('normalizeHost', () => {
  it.each([
    ['§4 Site load: a leading www. is stripped', 'www.joes.com', 'joes.com'],
    ['§4 Site load: host is lower-cased', 'WWW.Joes.COM', 'joes.com'],
    ['§4 Site load: the port is not part of the host', 'joes.localhost:8080', 'joes.localhost'],
    ['§4 Site load: only a leading www. is stripped', 'shop.www.joes.com', 'shop.www.joes.com'],
    ['§4 Site load: a label that merely starts with www is kept', 'wwwjoes.com', 'wwwjoes.com'],
    ['§4 Site load: on localhost the demo host is used', 'localhost', 'demo.localhost'],
    ['§4 Site load: localhost with a port → demo host', 'localhost:8080', 'demo.localhost'],
    ['§4 Site load: 127.0.0.1 → demo host', '127.0.0.1:8080', 'demo.localhost'],
    ['§4 Site load: IPv6 loopback → demo host', '[::1]:8080', 'demo.localhost'],
    ['§4 Site load: a trailing dot of a fully-qualified host is dropped', 'joes.com.', 'joes.com'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeHost(input, opts)).toBe(expected);
  });

  it.each([
    ['a stored custom domain: www., case, spaces and a trailing dot go', ' WWW.Joes-Bakery.COM. ', 'joes-bakery.com'],
    ['without a demo host, loopback hosts stay as they are', 'localhost:8080', 'localhost'],
  ])('§4 Site load: %s', (_name, input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });

  it('§4 Site load: normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), fc.boolean(), (domain, port, www) => {
        fc.pre(!domain.startsWith('www.'));
        const host = `${www ? 'WWW.' : ''}${domain.toUpperCase()}${port ? `:${port}` : ''}`;
        const once = normalizeHost(host, opts);
        expect(normalizeHost(once, opts)).toBe(once);
        expect(once).not.toMatch(/:\d+$/);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});

describe('parseHostHeader', () => {
  it.each([
    ['a sub-domain with a port', 'Bistro.LOCALHOST:8080', { hostname: 'bistro.localhost', port: 8080, authority: 'bistro.localhost:8080' }],
    ['no port', 'joes.com', { hostname: 'joes.com', port: null, authority: 'joes.com' }],
    ['a trailing dot is dropped', 'joes.com.:80', { hostname: 'joes.com', port: 80, authority: 'joes.com:80' }],
    ['www. stays (normalizeHost drops it)', 'www.joes.com', { hostname: 'www.joes.com', port: null, authority: 'www.joes.com' }],
    ['an IPv4 address', '127.0.0.1:8080', { hostname: '127.0.0.1', port: 8080, authority: '127.0.0.1:8080' }],
    ['an IPv6 literal', '[::1]:8080', { hostname: '[::1]', port: 8080, authority: '[::1]:8080' }],
  ])('%s', (_name, input, expected) => {
    expect(parseHostHeader(input)).toEqual(expected);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a port out of range', 'host:99999'],
    ['port 0', 'host:0'],
    ['a port that is not a number', 'host:abc'],
    ['an empty port', 'host:'],
    ['two colons', 'a:1:2'],
    ['user info', 'a@b'],
    ['non-ASCII', 'café.test'],
    ['a list', 'a, b'],
    ['a space', 'a b'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['an empty label', 'a..b'],
    ['a label over 63 characters', `${'a'.repeat(64)}.test`],
    ['a broken IPv6 literal', '[::1:8080'],
    ['a bad IPv6 literal', '[zz]'],
    ['a number that a URL reads as an address', '0'],
    ['a hex number', '0x7f.1'],
    ['a short IPv4 form', '127.1'],
  ])('%s → null', (_name, input) => {
    expect(parseHostHeader(input)).toBeNull();
  });

  it('whatever it accepts, normalizeHost keeps (no port, lower case) and a URL carries unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9a-fx.:[\]]{1,20}$/)), (value) => {
        const parsed = parseHostHeader(value);
        if (!parsed) return;
        expect(new URL(`http://${parsed.authority}/`).host).toBe(parsed.authority.replace(/:80$/, ''));
        expect(normalizeHost(parsed.authority, opts)).not.toMatch(/:\d+$/);
      }),
    );
  });
});
