import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyForCountry, currencyMinorDigits, currencySymbol, isCurrencyCode } from '@vitrina/core-model';

describe('currencyForCountry: the ISO 4217 code a business charges in, from its country', () => {
  it.each([
    ['US', 'USD'],
    ['ES', 'EUR'],
    ['es', 'EUR'],
    ['MX', 'MXN'],
    ['GB', 'GBP'],
    ['JP', 'JPY'],
    ['CH', 'CHF'],
  ])('%s → %s', (country, code) => {
    expect(currencyForCountry(country)).toBe(code);
  });

  it('an unknown or empty country keeps the default USD', () => {
    expect(currencyForCountry('')).toBe('USD');
    expect(currencyForCountry('ZZ')).toBe('USD');
    expect(currencyForCountry('constructor')).toBe('USD');
  });

  it('every country it knows gives a code of the ISO list', () => {
    for (const a of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(isCurrencyCode(currencyForCountry(a + b))).toBe(true);
  });
});

describe('isCurrencyCode: the ISO 4217 list of the runtime (Intl), not a hand-typed one', () => {
  it.each(['USD', 'EUR', 'MXN', 'JPY', 'GBP'])('%s is a currency', (code) => expect(isCurrencyCode(code)).toBe(true));
  it.each(['€', '$', 'usd', 'EURO', 'XYZ', 'DOLLAR', '', ' USD', 'constructor', null, 5])('%j is not', (code) =>
    expect(isCurrencyCode(code)).toBe(false),
  );
  it('the list is sorted and has the common codes', () => {
    expect(currencyCodes()).toEqual([...currencyCodes()].sort());
    expect(currencyCodes()).toEqual(expect.arrayContaining(['USD', 'EUR', 'MXN']));
  });
});

describe('currencyMinorDigits and currencySymbol come from the code', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %d minor digits', (code, digits) => expect(currencyMinorDigits(code)).toBe(digits));

  it.each([
    ['USD', 'en', '$'],
    ['EUR', 'es', '€'],
    ['EUR', 'en', '€'],
    ['MXN', 'es', 'MXN'],
    ['USD', 'es', 'US$'],
    ['GBP', 'en', '£'],
  ])('%s in %s is written %s', (code, locale, symbol) => expect(currencySymbol(code, locale)).toBe(symbol));
});
