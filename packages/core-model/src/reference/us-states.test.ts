import { describe, expect, it } from 'vitest';
import { US_STATES, usStateByAbbreviation } from './us-states.js';

describe('US states list', () => {
  it('§3 US states list: 65 entries with ids 1..65, a name and an abbreviation', () => {
    expect(US_STATES).toHaveLength(65);
    expect(US_STATES.map((s) => s.id)).toEqual(Array.from({ length: 65 }, (_, i) => i + 1));
    for (const s of US_STATES) {
      expect(s.name.length).toBeGreaterThan(3);
      expect(s.abbreviation).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(65);
  });

  it.each([
    ['TX', 'Texas'],
    ['PR', 'Puerto Rico'],
    ['DC', 'District of Columbia'],
    ['AA', 'Armed Forces Americas'],
    ['AP', 'Armed Forces Pacific'],
    ['GU', 'Guam'],
    ['WY', 'Wyoming'],
  ])('§3 US states list: %s is %s', (abbreviation, name) => {
    expect(usStateByAbbreviation(abbreviation)?.name).toBe(name);
  });

  it('§3 US states list: 50 states, DC, 8 territories and freely associated states, 6 military entries', () => {
    const military = US_STATES.filter((s) => s.name.startsWith('Armed Forces'));
    const territories = ['AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI'];
    expect(military).toHaveLength(6);
    expect(US_STATES.filter((s) => territories.includes(s.abbreviation))).toHaveLength(8);
    expect(US_STATES.length - military.length - territories.length - 1).toBe(50);
  });
});
