import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyDisplay, parseMoneyInput, roundToCents } from './money-display.js';

describe('formatMoneyDisplay (§5 Money display)', () => {
  it.each([
    ['§5 empty gives 0.00', '', '0.00'],
    ['§5 null gives 0.00', null, '0.00'],
    ['§5 undefined gives 0.00', undefined, '0.00'],
    ['§5 not a number gives 0.00', 'abc', '0.00'],
    ['§5 exactly 2 decimals for a whole number', 5, '5.00'],
    ['§5 exactly 2 decimals for one decimal', 5.5, '5.50'],
    ['§5 rounds to 2 decimals', 19.999, '20.00'],
    ['§5 half a cent rounds up as written', 1.005, '1.01'],
    ['§5 thousands separated by commas', 1234.5, '1,234.50'],
    ['§5 millions', 1234567.891, '1,234,567.89'],
    ['§5 no comma below a thousand', 999.99, '999.99'],
    ['§5 numeric string', '2500', '2,500.00'],
    ['§5 string with commas', '1,234.5', '1,234.50'],
    ['§5 negative amount', -1234.5, '-1,234.50'],
    ['§5 tiny negative rounds to 0.00, not -0.00', -0.001, '0.00'],
    ['§5 zero', 0, '0.00'],
    ['§5 infinity gives 0.00', Number.POSITIVE_INFINITY, '0.00'],
  ])('%s: %j → %s', (_name, value, expected) => {
    expect(formatMoneyDisplay(value)).toBe(expected);
  });

  const amounts = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

  it('§5 property: parsing the display back gives the value rounded to cents', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        const parsed = parseMoneyInput(formatMoneyDisplay(value)) ?? Number.NaN;
        expect(parsed).toBe(roundToCents(value) + 0);
        // Independently of roundToCents: the shown amount is within half a cent of the value.
        expect(Math.abs(parsed - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 4 * Number.EPSILON);
      }),
      { numRuns: 2000 },
    );
  });

  it('§5 property: exactly 2 decimals and comma-grouped thousands', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatMoneyDisplay(value)).toMatch(/^-?\d{1,3}(?:,\d{3})*\.\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('§5 property: whole cents are shown exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseMoneyInput(formatMoneyDisplay(cents / 100))).toBe(cents / 100 + 0);
      }),
    );
  });
});
