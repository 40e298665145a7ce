import { US_STATES } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { US_STATE_OPTIONS } from './address-options.js';

describe('US_STATE_OPTIONS (spec §3 US states list, issue 26)', () => {
  it('offers the 65 entries of the list, each by its own name, in its order, keeping the abbreviation', () => {
    expect(US_STATE_OPTIONS).toHaveLength(65);
    expect(US_STATE_OPTIONS.map((o) => o.label)).toEqual(US_STATES.map((s) => s.name));
    expect(US_STATE_OPTIONS.map((o) => o.value)).toEqual(US_STATES.map((s) => s.abbreviation));
  });

  it('the four Armed Forces regions USPS writes AE are four options, each told apart', () => {
    const ae = US_STATE_OPTIONS.filter((o) => o.value === 'AE');
    expect(ae.map((o) => o.label)).toEqual([
      'Armed Forces Africa',
      'Armed Forces Canada',
      'Armed Forces Europe',
      'Armed Forces Middle East',
    ]);
    const ids = US_STATE_OPTIONS.map((o) => o.optionId ?? o.value);
    expect(new Set(ids).size).toBe(65);
  });
});
