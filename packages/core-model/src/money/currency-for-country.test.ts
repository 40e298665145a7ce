import { describe, expect, it } from 'vitest';
import { currencySymbolForCountry } from './currency-for-country.js';

describe('currencySymbolForCountry', () => {
  it.each([
    ['US', '$'],
    ['ES', '€'],
    ['es', '€'],
    ['MX', '$'],
    ['GB', '£'],
    ['DE', '€'],
    ['JP', '¥'],
    ['CH', 'CHF'],
  ])('%s → %s', (country, symbol) => {
    expect(currencySymbolForCountry(country)).toBe(symbol);
  });

  it('an unknown or empty country keeps the default $', () => {
    expect(currencySymbolForCountry('')).toBe('$');
    expect(currencySymbolForCountry('ZZ')).toBe('$');
    expect(currencySymbolForCountry('constructor')).toBe('$');
  });

  it('every symbol fits the §5 limit of 4 characters', () => {
    for (const a of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(currencySymbolForCountry(a + b).length).toBeLessThanOrEqual(4);
  });
});
