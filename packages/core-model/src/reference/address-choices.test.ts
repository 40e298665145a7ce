import { describe, expect, it } from 'vitest';
import { US_STATE_CHOICES, countryChoices } from './address-choices.js';
import { US_STATES } from './us-states.js';

describe('US_STATE_CHOICES (spec §3 US states list, issue 26)', () => {
  it('offers the 65 entries of the list, each by its own name, in its order, keeping the abbreviation', () => {
    expect(US_STATE_CHOICES).toHaveLength(65);
    expect(US_STATE_CHOICES.map((o) => o.label)).toEqual(US_STATES.map((s) => s.name));
    expect(US_STATE_CHOICES.map((o) => o.value)).toEqual(US_STATES.map((s) => s.abbreviation));
  });

  it('the four Armed Forces regions USPS writes AE are four choices, each told apart', () => {
    const ae = US_STATE_CHOICES.filter((o) => o.value === 'AE');
    expect(ae.map((o) => o.label)).toEqual([
      'Armed Forces Africa',
      'Armed Forces Canada',
      'Armed Forces Europe',
      'Armed Forces Middle East',
    ]);
    const ids = US_STATE_CHOICES.map((o) => o.optionId ?? o.value);
    expect(new Set(ids).size).toBe(65);
  });
});

describe('countryChoices', () => {
  it('names the countries in the reader’s language, sorted by that name', () => {
    const es = countryChoices('es');
    expect(es.find((c) => c.value === 'ES')?.label).toBe('España');
    expect(countryChoices('en').find((c) => c.value === 'ES')?.label).toBe('Spain');
    const labels = es.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('keeps only the allowed codes, in name order', () => {
    expect(countryChoices('en', ['US', 'ES', 'MX']).map((c) => c.value)).toEqual(['MX', 'ES', 'US']);
  });
});
