import { describe, expect, it } from 'vitest';
import { COUNTRIES, countriesFor, countriesSortedByName, countryByCode, countryNameIn } from './countries.js';

describe('country list', () => {
  it('§3 Country list: 249 entries with ids 1 to 249 and two-letter codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(COUNTRIES.map((c) => c.id)).toEqual(Array.from({ length: 249 }, (_, i) => i + 1));
    for (const c of COUNTRIES) expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(249);
  });

  it('§3 Country list: ids follow the codes alphabetically (AD first, ZW last, no XK)', () => {
    expect(COUNTRIES[0]).toMatchObject({ id: 1, countryCode: 'AD' });
    expect(COUNTRIES[248]).toMatchObject({ id: 249, countryCode: 'ZW' });
    expect(countryByCode('XK')).toBeNull();
  });

  it.each([
    ['US', 'United States of America', 'Estados Unidos'],
    ['ES', 'Spain', 'España'],
    ['MX', 'Mexico', 'México'],
    ['GB', 'United Kingdom', 'Reino Unido'],
    ['DE', 'Germany', 'Alemania'],
  ])('§3 Country list: %s is %s / %s', (code, enName, esName) => {
    expect(countryByCode(code)?.countryName).toEqual({ en: enName, es: esName });
    expect(countriesFor('en').find((c) => c.countryCode === code)?.countryName).toBe(enName);
    expect(countriesFor('es').find((c) => c.countryCode === code)?.countryName).toBe(esName);
  });

  it('§3 Country list: every entry has a name in both languages', () => {
    for (const c of COUNTRIES) {
      expect(c.countryName.en.length).toBeGreaterThan(1);
      expect(c.countryName.es.length).toBeGreaterThan(1);
    }
  });

  it('§3 Country list: lookups ignore case and spaces', () => {
    expect(countryByCode(' us ')?.countryCode).toBe('US');
  });

  it('§3 Country list: sorted by name in Spanish, España comes before Estados Unidos', () => {
    const names = countriesSortedByName('es').map((c) => c.countryName);
    expect(names.indexOf('España')).toBeLessThan(names.indexOf('Estados Unidos'));
  });

  // Issue 26: addresses in the back office read "US" / "ES".
  it("an address names its country in the reader's language, never by its code", () => {
    expect(countryNameIn('ES', 'es')).toBe('España');
    expect(countryNameIn('es', 'en')).toBe('Spain');
    expect(countryNameIn('US', 'es')).toBe('Estados Unidos');
    expect(countryNameIn('Narnia', 'en')).toBe('Narnia');
    expect(countryNameIn('', 'en')).toBe('');
    expect(countryNameIn(null, 'es')).toBe('');
  });
});
