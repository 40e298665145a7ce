import { formatMoney, toAmount } from '../index.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('formatMoney (§5 Money display, §9 default currency symbol $)', () => {
  it.each([
    ['§5 thousands separated by commas', 1234.5, undefined, '$1,234.50'],
    ['§5 exactly 2 decimals', 7, undefined, '$7.00'],
    ['§5 rounds to 2 decimals', 2.675, undefined, '$2.68'],
    ['§5 millions', 1234567.891, undefined, '$1,234,567.89'],
    ['§5 empty gives 0.00 (undefined)', undefined, undefined, '$0.00'],
    ['§5 empty gives 0.00 (null)', null, undefined, '$0.00'],
    ['§5 empty gives 0.00 (empty string)', '', undefined, '$0.00'],
    ['§3 API decimal strings', '1234.5', undefined, '$1,234.50'],
    ['§3 API decimal strings with commas', '1,234.5', undefined, '$1,234.50'],
    ['§3 shipping/tax rate default "0"', '0', undefined, '$0.00'],
    ['junk reads as 0', 'abc', undefined, '$0.00'],
    ['NaN reads as 0', Number.NaN, undefined, '$0.00'],
    ['negative amounts put the sign before the symbol', -12, undefined, '-$12.00'],
    ['negative thousands', '-1234.5', undefined, '-$1,234.50'],
    ['a negative that rounds to zero shows no sign', -0.001, undefined, '$0.00'],
    ["§3 the client's own currency symbol", 99.9, '€', '€99.90'],
    ['a multi-character symbol', 5, 'R$', 'R$5.00'],
    ['§9 a missing symbol falls back to $', 5, null, '$5.00'],
  ] as const)('%s: %s → %s', (_rule, amount, symbol, text) => {
    expect(formatMoney(amount, symbol)).toBe(text);
  });

  const amounts = fc.double({ min: -1e12, max: 1e12, noNaN: true });
  const symbols = fc.constantFrom('$', '€', '£', 'R$', 'US$', '₽', 'kr', '');
  const parse = (text: string, symbol: string) => Number(text.replace(symbol, '').replace(/,/g, ''));

  it('always has grouped thousands and two decimals (property)', () => {
    fc.assert(
      fc.property(amounts, symbols, (amount, symbol) => {
        expect(formatMoney(amount, symbol)).toMatch(/^-?\S*\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('parses back to the amount rounded to cents (property)', () => {
    fc.assert(
      fc.property(amounts, symbols, (amount, symbol) => {
        const cents = Number(Math.abs(amount).toFixed(2));
        const expected = amount < 0 && cents !== 0 ? -cents : cents;
        expect(parse(formatMoney(amount, symbol), symbol)).toBe(expected);
      }),
    );
  });

  it('gives the same text for a number and its decimal string (property)', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatMoney(String(amount))).toBe(formatMoney(amount));
      }),
    );
  });
});

describe('toAmount', () => {
  it.each([
    [12.5, 12.5],
    ['12.50', 12.5],
    [' 1,000 ', 1000],
    ['', 0],
    [null, 0],
    [Number.POSITIVE_INFINITY, 0],
  ] as const)('%s → %s', (input, value) => {
    expect(toAmount(input)).toBe(value);
  });
});
