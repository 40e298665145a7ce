import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, toMinorUnits } from '@vitrina/core-model';

// Intl puts a no-break space between a Spanish amount and its symbol, so the two never part at a line end.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney: the symbol and the format come from the ISO code and the page language', () => {
  it.each([
    ['Spanish salon, euros', 123_450, 'EUR', 'es', nb('1.234,50 €')],
    ['US business in English', 123_450, 'USD', 'en', '$1,234.50'],
    ['euros on an English page', 123_450, 'EUR', 'en', '€1,234.50'],
    ['dollars on a Spanish page', 123_450, 'USD', 'es', nb('1.234,50 US$')],
    ['Spanish groups a thousand too', 100_000, 'EUR', 'es', nb('1.000,00 €')],
    ['Spanish below a thousand', 99_999, 'EUR', 'es', nb('999,99 €')],
    ['Spanish millions', 123_456_789, 'EUR', 'es', nb('1.234.567,89 €')],
    ['Mexican pesos in Spanish are named by their code, never a bare $', 9990, 'MXN', 'es', nb('99,90 MXN')],
    ['yen have no minor digits shown', 123_400, 'JPY', 'en', '¥1,234'],
    ['a negative Spanish amount', -1200, 'EUR', 'es', nb('-12,00 €')],
  ] as const)('%s: %j %s %s → %s', (_name, minor, currency, locale, text) => {
    expect(formatMoney(minor, currency, locale)).toBe(text);
  });

  it.each([
    ['§5 thousands separated by commas', 123_450, '$1,234.50'],
    ['§5 exactly 2 decimals', 700, '$7.00'],
    ['§5 millions', 123_456_789, '$1,234,567.89'],
    ['§5 no comma below a thousand', 99_999, '$999.99'],
    ['a billion', 100_000_000_000, '$1,000,000,000.00'],
    ['§5 empty gives 0.00 (null)', null, '$0.00'],
    ['§5 empty gives 0.00 (undefined)', undefined, '$0.00'],
    ['not a number gives 0.00', Number.NaN, '$0.00'],
    ['zero', 0, '$0.00'],
    ['negative amounts put the sign before the symbol', -1200, '-$12.00'],
    ['negative thousands', -123_450, '-$1,234.50'],
    ['a fraction of a cent rounds with the one rule', 100.5, '$1.01'],
    ['a negative that rounds to zero shows no sign', -0.4, '$0.00'],
  ] as const)('USD in English (the default): %s: %j → %s', (_rule, minor, text) => {
    expect(formatMoney(minor)).toBe(text);
    expect(formatMoney(minor, 'USD', 'en')).toBe(text);
  });

  it('an unknown code is never shown as a symbol: the default currency is', () => {
    expect(formatMoney(500, 'XYZ', 'en')).toBe('$5.00');
    expect(formatMoney(500, '€', 'en')).toBe('$5.00');
    expect(formatMoney(500, null, 'en')).toBe('$5.00');
  });

  it.each([
    ['1.005', '$1.01'],
    [1.005, '$1.01'],
    [0.015, '$0.02'],
    [2.675, '$2.68'],
    [-1.005, '-$1.01'],
    [1e9, '$1,000,000,000.00'],
    ['1,234.5', '$1,234.50'],
    ['$1,234.5', '$1,234.50'],
  ] as const)('§5 an amount read by toMinorUnits shows rounded half away from zero: %j → %s', (amount, text) => {
    expect(formatMoney(toMinorUnits(amount))).toBe(text);
  });

  const minors = fc.integer({ min: -1e15, max: 1e15 });

  it('property: English shows grouped thousands and exactly two decimals, and reads back', () => {
    fc.assert(
      fc.property(minors, fc.constantFrom('USD', 'EUR', 'GBP'), (minor, currency) => {
        const text = formatMoney(minor, currency, 'en');
        expect(text).toMatch(/^-?\D{1,3}\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(toMinorUnits(text)).toBe(minor);
      }),
    );
  });

  it('property: Spanish shows dot-grouped thousands and a decimal comma before the symbol', () => {
    fc.assert(
      fc.property(minors, (minor) => {
        expect(formatMoney(minor, 'EUR', 'es')).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
      }),
    );
  });
});
