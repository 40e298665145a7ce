// TRUST_PROXY's forms as read (http/trust-proxy.ts); trust-proxy-hop.test.ts drives each through a real hop.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy, proxyTrust } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.1.0.0/16,fd00::/8', ['10.0.0.1', '10.1.0.0/16', 'fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '1.5', '-1', '10.0.0.256', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', 'proxy.internal', '99999999999999999999'])(
    '%j is no documented form: the server does not start',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('proxyTrust', () => {
  it('a hop count trusts that many hops from the socket, whatever their address', () => {
    const rule = proxyTrust(2);
    expect([rule('203.0.113.1', 0), rule('203.0.113.2', 1), rule('10.0.0.1', 2)]).toEqual([true, true, false]);
  });

  it('addresses, CIDRs and named ranges trust the peers they hold, IPv4-mapped IPv6 included', () => {
    const rule = proxyTrust(parseTrustProxy('10.0.0.1, 192.168.0.0/16, fd00::/8, loopback'));
    for (const ok of ['10.0.0.1', '::ffff:10.0.0.1', '192.168.4.4', 'fd00::1', '127.0.0.9', '::1']) expect(rule(ok, 0), ok).toBe(true);
    for (const no of ['10.0.0.2', '192.169.0.1', 'fe80::1', '203.0.113.7', '', 'not-an-ip']) expect(rule(no, 0), no).toBe(false);
  });

  it('true trusts every peer, false none', () => {
    expect(proxyTrust(true)('203.0.113.1', 5)).toBe(true);
    expect(proxyTrust(false)('127.0.0.1', 0)).toBe(false);
  });
});
