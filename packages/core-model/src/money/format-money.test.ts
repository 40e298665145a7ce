import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, toMinorUnits } from '@vitrina/core-model';

describe('formatMoney (§5 Money display, §9 default currency symbol $)', () => {
  it.each([
    ['§5 thousands separated by commas', 123_450, undefined, '$1,234.50'],
    ['§5 exactly 2 decimals', 700, undefined, '$7.00'],
    ['§5 millions', 123_456_789, undefined, '$1,234,567.89'],
    ['§5 no comma below a thousand', 99_999, undefined, '$999.99'],
    ['a billion', 100_000_000_000, undefined, '$1,000,000,000.00'],
    ['§5 empty gives 0.00 (null)', null, undefined, '$0.00'],
    ['§5 empty gives 0.00 (undefined)', undefined, undefined, '$0.00'],
    ['not a number gives 0.00', Number.NaN, undefined, '$0.00'],
    ['zero', 0, undefined, '$0.00'],
    ['negative amounts put the sign before the symbol', -1200, undefined, '-$12.00'],
    ['negative thousands', -123_450, undefined, '-$1,234.50'],
    ['a fraction of a cent rounds with the one rule', 100.5, undefined, '$1.01'],
    ['a negative that rounds to zero shows no sign', -0.4, undefined, '$0.00'],
    ["§3 the client's own currency symbol", 9990, '€', '€99.90'],
    ['a multi-character symbol', 500, 'R$', 'R$5.00'],
    ['§9 a missing symbol falls back to $', 500, null, '$5.00'],
    ['an empty symbol shows the bare amount', 123_450, '', '1,234.50'],
  ] as const)('%s: %j → %s', (_rule, minor, symbol, text) => {
    expect(formatMoney(minor, symbol)).toBe(text);
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
  const symbols = fc.constantFrom('$', '€', '£', 'R$', 'US$', '₽', 'kr', '');

  it('property: grouped thousands and exactly two decimals', () => {
    fc.assert(
      fc.property(minors, symbols, (minor, symbol) => {
        expect(formatMoney(minor, symbol)).toMatch(/^-?\D{0,3}\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('property: what is shown reads back to the same minor units', () => {
    fc.assert(
      fc.property(minors, symbols, (minor, symbol) => {
        expect(toMinorUnits(formatMoney(minor, symbol))).toBe(minor);
      }),
    );
  });
});
