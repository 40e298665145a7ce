import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientIp, countryFromAcceptLanguage } from './public-remote-data.js';

describe('clientIp (§7 IP lookup served locally)', () => {
  it.each([
    ['the request IP', { ip: '203.0.113.9' }, '203.0.113.9'],
    ['IPv6 as it is', { ip: '2001:db8::1' }, '2001:db8::1'],
    ['IPv4-mapped IPv6 as plain IPv4', { ip: '::ffff:198.51.100.7' }, '198.51.100.7'],
    ['a forged non-address falls back to the socket peer', { ip: '<script>', socket: { remoteAddress: '192.0.2.1' } }, '192.0.2.1'],
    ['nothing usable at all → empty', { ip: 'nope', socket: {} }, ''],
  ])('%s', (_name, req, expected) => {
    expect(clientIp(req)).toBe(expected);
  });
});

describe('countryFromAcceptLanguage (§7 user/remotedata without a third party)', () => {
  it.each([
    ['es-MX,es;q=0.9', 'MX'],
    ['en-us', 'US'],
    ['en', null],
    ['es-419,es;q=0.9', null],
    ['zh-Hant-TW', 'TW'],
    ['fr;q=0.9, de-AT;q=0.95', 'AT'],
    ['de-DE;q=0, fr-CA', 'CA'],
    ['*', null],
    ['xx-ZZ', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(countryFromAcceptLanguage(header)).toBe(expected);
  });

  it('never throws and answers a two-letter code or null for any header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        const code = countryFromAcceptLanguage(header);
        expect(code === null || /^[A-Z]{2}$/.test(code)).toBe(true);
      }),
    );
  });
});
