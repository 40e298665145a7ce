import fc from 'fast-check';
import { TRACKED_PARAMETERS, trackedCampaignParams } from '@vitrina/core-model';
import { afterEach, describe, expect, it } from 'vitest';
import { readCampaignParams, rememberCampaignParams } from './utm-cookie.js';

/** A document whose cookie jar is one string, recording every cookie written. */
function fakeDocument(protocol = 'http:') {
  const written: string[] = [];
  let jar = '';
  return {
    written,
    doc: {
      location: { protocol },
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        jar = value.split(';')[0] ?? '';
      },
    } as unknown as Document,
  };
}

afterEach(() => {
  document.cookie = 'utm_params=; Max-Age=0; Path=/';
});

describe('utm_params cookie (spec §9 "Tracking cookie utm_params: 30 days, path root")', () => {
  const rows: [string, string, Record<string, string>][] = [
    [
      '§9 anything starting with utm',
      '?utm_source=google&utm_medium=cpc&utm_whatever=x',
      { utm_source: 'google', utm_medium: 'cpc', utm_whatever: 'x' },
    ],
    ...TRACKED_PARAMETERS.map((name): [string, string, Record<string, string>] => [
      `§9 listed parameter ${name}`,
      `?${name}=v1`,
      { [name]: 'v1' },
    ]),
    ['§9 other parameters are not tracked', '?ref=home&utm_campaign=spring&q=shoes', { utm_campaign: 'spring' }],
  ];
  it.each(rows)('%s', (_name, search, expected) => {
    expect(rememberCampaignParams(search)).toEqual(expected);
    expect(readCampaignParams()).toEqual(expected);
  });

  it('§9 30 days, path root (Max-Age, Path; SameSite=Lax; Secure over https)', () => {
    const { doc, written } = fakeDocument('https:');
    rememberCampaignParams('?utm_source=news', doc);
    expect(written).toEqual([`utm_params=${encodeURIComponent('{"utm_source":"news"}')}; Max-Age=2592000; Path=/; SameSite=Lax; Secure`]);
  });

  it('a URL without tracked parameters keeps the cookie of an earlier landing', () => {
    rememberCampaignParams('?utm_source=facebook&fbclid=abc');
    expect(rememberCampaignParams('?page=2')).toEqual({ utm_source: 'facebook', fbclid: 'abc' });
    expect(readCampaignParams()).toEqual({ utm_source: 'facebook', fbclid: 'abc' });
  });

  it('a new campaign replaces the earlier one', () => {
    rememberCampaignParams('?utm_source=facebook&fbclid=abc');
    rememberCampaignParams('?utm_source=google&gclid=xyz');
    expect(readCampaignParams()).toEqual({ utm_source: 'google', gclid: 'xyz' });
  });

  it.each([
    ['not JSON', 'utm_params=%7Bnope'],
    ['a JSON list', `utm_params=${encodeURIComponent('[1]')}`],
  ])('an unreadable cookie (%s) reads as no campaign data', (_name, cookie) => {
    document.cookie = `${cookie}; Path=/`;
    expect(readCampaignParams()).toEqual({});
  });

  it('only tracked, text values are read back from a tampered cookie', () => {
    document.cookie = `utm_params=${encodeURIComponent(JSON.stringify({ utm_source: 'ok', evil: 'x', gclid: 5 }))}; Path=/`;
    expect(readCampaignParams()).toEqual({ utm_source: 'ok' });
  });

  it('property: whatever the query, the cookie holds exactly its tracked parameters', () => {
    const name = fc.oneof(fc.constantFrom(...TRACKED_PARAMETERS, 'utm_source', 'utm_x', 'ref', 'q'), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 12 })), { maxLength: 6 }), (pairs) => {
        const { doc } = fakeDocument();
        const search = new URLSearchParams(pairs).toString();
        const expected = trackedCampaignParams(search);
        rememberCampaignParams(search, doc);
        expect(readCampaignParams(doc)).toEqual(expected);
      }),
    );
  });
});
