import { describe, expect, it } from 'vitest';
import { TRACKED_PARAMETERS } from '../constants.js';
import { campaignParamsOfCookie, keptCampaignParams, trackedCampaignParams } from './tracked-params.js';

describe('trackedCampaignParams', () => {
  it.each([
    [
      '§9 Tracking: anything starting with utm is kept',
      '?utm_source=fb&utm_medium=cpc&utm_x=1',
      { utm_source: 'fb', utm_medium: 'cpc', utm_x: '1' },
    ],
    ['§9 Tracking: listed ids are kept', '?gclid=g1&fbclid=f1&trkInfo=t', { gclid: 'g1', fbclid: 'f1', trkInfo: 't' }],
    ['§9 Tracking: other parameters are dropped', '?builder_id=1&q=shoes&utm_campaign=spring', { utm_campaign: 'spring' }],
    ['§9 Tracking: names are case-sensitive (TRKINFO is not listed)', '?TRKINFO=x&UTM_SOURCE=y', {}],
    ['§9 Tracking: empty values are skipped', '?utm_source=&gclid=g', { gclid: 'g' }],
    ['§9 Tracking: the first of repeated values wins', '?gclid=a&gclid=b', { gclid: 'a' }],
    ['§9 Tracking: values are decoded', '?utm_term=red%20shoes', { utm_term: 'red shoes' }],
  ])('%s', (_name, search, expected) => {
    expect(trackedCampaignParams(search)).toEqual(expected);
  });

  it('§9 Tracking: every listed parameter is tracked', () => {
    const query = new URLSearchParams(TRACKED_PARAMETERS.map((p) => [p, 'v']));
    expect(Object.keys(trackedCampaignParams(query)).sort()).toEqual([...TRACKED_PARAMETERS].sort());
    expect(TRACKED_PARAMETERS).toHaveLength(16);
  });
});

describe('keptCampaignParams (what an order or appointment stores)', () => {
  it('keeps tracked names with a value and drops the rest; nothing left → null', () => {
    expect(keptCampaignParams({ utm_source: 'news', fbclid: 'x', utm_medium: '', color: 'red' })).toEqual({
      utm_source: 'news',
      fbclid: 'x',
    });
    expect(keptCampaignParams({ color: 'red' })).toBeNull();
    expect(keptCampaignParams(undefined)).toBeNull();
  });

  it('keeps at most 30', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`utm_${i}`, 'v']));
    expect(Object.keys(keptCampaignParams(many) ?? {})).toHaveLength(30);
  });
});

describe('campaignParamsOfCookie (the utm_params cookie as the API reads it)', () => {
  it('reads the URL-encoded JSON the site writes; keeps tracked text values only', () => {
    const value = encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'spring', color: 'red', gclid: 3 }));
    expect(campaignParamsOfCookie(value)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
  });

  it.each([undefined, '', '%E0%A4%A', 'not json', encodeURIComponent('[1]'), encodeURIComponent('null')])('unreadable %s → {}', (value) => {
    expect(campaignParamsOfCookie(value)).toEqual({});
  });
});
