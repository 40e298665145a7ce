import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACKING_LIMITS, readTrackingRecord } from './tracking-record.js';

const valid = {
  client_id: 7,
  wurkzen_subdomain: 'Bistro',
  ip_address: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
  utm_data: { utm_source: 'news', gclid: 'abc', session: 'secret' },
};

describe('readTrackingRecord (spec §3 Tracking record, §9 tracked parameters)', () => {
  it('§9 keeps only tracked campaign parameters and lower-cases the sub-domain', () => {
    expect(readTrackingRecord(valid)).toEqual({
      client_id: 7,
      wurkzen_subdomain: 'bistro',
      ip_address: '203.0.113.9',
      user_agent: 'Mozilla/5.0',
      utm_data: { utm_source: 'news', gclid: 'abc' },
    });
  });

  it('§9 reads utm data kept as the cookie query string too', () => {
    expect(readTrackingRecord({ ...valid, utm_data: 'utm_medium=cpc&fbclid=x&page=2' })?.utm_data).toEqual({
      utm_medium: 'cpc',
      fbclid: 'x',
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['client_id a string', { ...valid, client_id: '7' }],
    ['client_id not an integer', { ...valid, client_id: 7.5 }],
    ['client_id zero', { ...valid, client_id: 0 }],
    ['no sub-domain', { ...valid, wurkzen_subdomain: '' }],
    ['an overlong sub-domain', { ...valid, wurkzen_subdomain: 'a'.repeat(TRACKING_LIMITS.subdomain + 1) }],
    ['an ip that is not an address', { ...valid, ip_address: 'x'.repeat(40) }],
    ['a user agent that is not text', { ...valid, user_agent: 5 }],
    ['utm data that is a list', { ...valid, utm_data: ['utm_source'] }],
  ])('drops a record with %s', (_name, raw) => {
    expect(readTrackingRecord(raw)).toBeNull();
  });

  it('bounds every stored string and keeps text Postgres can store', () => {
    const record = readTrackingRecord({
      ...valid,
      user_agent: `A\u0000${'b'.repeat(2000)}`,
      utm_data: { utm_term: `\ud800${'x'.repeat(1000)}`, ['utm_' + 'y'.repeat(100)]: 'long name', utm_nul: '\u0000' },
    });
    expect(record?.user_agent).toHaveLength(TRACKING_LIMITS.userAgent - 1);
    expect(record?.user_agent).not.toContain('\u0000');
    expect(record?.utm_data.utm_term?.startsWith('\ufffd')).toBe(true);
    expect(record?.utm_data.utm_term).toHaveLength(TRACKING_LIMITS.paramValue);
    expect(Object.keys(record?.utm_data ?? {})).toEqual(['utm_term']);
  });

  it('never throws; whatever it keeps is within the bounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            client_id: fc.integer(),
            wurkzen_subdomain: fc.string(),
            ip_address: fc.constantFrom('', '::1', '10.0.0.1'),
            user_agent: fc.string({ maxLength: 1000 }),
            utm_data: fc.dictionary(fc.string(), fc.string({ maxLength: 500 })),
          }),
        ),
        (raw) => {
          const record = readTrackingRecord(raw);
          if (!record) return;
          expect(record.user_agent.length).toBeLessThanOrEqual(TRACKING_LIMITS.userAgent);
          expect(Object.keys(record.utm_data).length).toBeLessThanOrEqual(TRACKING_LIMITS.params);
          for (const value of Object.values(record.utm_data)) expect(value.length).toBeLessThanOrEqual(TRACKING_LIMITS.paramValue);
        },
      ),
    );
  });
});
