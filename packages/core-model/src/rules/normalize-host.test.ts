import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeHost } from './normalize-host.js';

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
