import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, multiplyMinor, roundMinor, toMinorUnits } from '@vitrina/core-model';

describe('toMinorUnits: one reading of an amount, half away from zero', () => {
  it.each([
    ['half a cent rounds up, as written (not 1.00499… in binary)', 1.005, 101],
    ['the same as a string', '1.005', 101],
    ['0.015 → 2 cents (banker’s rounding would give 2 too; 0.025 tells them apart)', 0.015, 2],
    ['0.025 → 3 cents (half away from zero, not to even)', '0.025', 3],
    ['2.675 → 268 (binary 2.67499… would give 267)', 2.675, 268],
    ['below half a cent rounds down', '0.004', 0],
    ['more digits than the first dropped one do not count twice', '1.0049', 100],
    ['negative half a cent rounds away from zero', -1.005, -101],
    ['negative string', '-3.20', -320],
    ['negative that rounds to zero is zero, not -0', '-0.004', 0],
    ['a billion', 1e9, 100_000_000_000],
    ['a billion with cents, as a string', '1,000,000,000.99', 100_000_000_099],
    ['exponent form of a number', 1e21, null],
    ['tiny exponent form of a number', 1e-7, 0],
    ['thousands commas', '1,299.99', 129_999],
    ['currency symbol', '$1,234.50', 123_450],
    ['sign before the symbol', '-$12.00', -1200],
    ['sign after the symbol', '$-12', -1200],
    ['multi-character symbol', 'R$ 5', 500],
    ['surrounding spaces', ' 12.5 ', 1250],
    ['leading dot', '.5', 50],
    ['trailing dot', '45.', 4500],
    ['whole number', 12, 1200],
    ['zero', '0', 0],
    ['negative zero', -0, 0],
    ['empty', '', null],
    ['only a dot', '.', null],
    ['only a symbol', '$', null],
    ['letters', 'abc', null],
    ['two dots', '1.2.3', null],
    ['digits then letters', '12abc', null],
    ['two signs', '-$-5', null],
    ['exponent in a string, as JavaScript writes numbers', '1.5e3', 150_000],
    ['a huge exponent', '1e999999', null],
    ['NaN', Number.NaN, null],
    ['infinity', Number.POSITIVE_INFINITY, null],
    ['too large to count exactly', 1e17, null],
    ['null', null, null],
    ['undefined', undefined, null],
  ] as const)('%s: %j → %j', (_name, input, expected) => {
    expect(toMinorUnits(input)).toBe(expected);
  });

  it('property: a number and its decimal string read the same', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        expect(toMinorUnits(String(amount))).toBe(toMinorUnits(amount));
      }),
    );
  });

  it('property: the result is within half a cent of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const minor = toMinorUnits(amount) ?? Number.NaN;
        expect(Number.isSafeInteger(minor)).toBe(true);
        expect(Math.abs(minor / 100 - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('property: whole cents written with two decimals read back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});

describe('fromMinorUnits: the wire decimal string', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [-7, '-0.07'],
    [100_000_000_000, '1000000000.00'],
  ])('%j → %j (exactly two decimals, no grouping)', (minor, text) => {
    expect(fromMinorUnits(minor)).toBe(text);
  });
});

describe('roundMinor and multiplyMinor: the same rule on computed amounts', () => {
  it.each([
    [100.5, 101],
    [100.4999, 100],
    [-100.5, -101],
    [-0.4, 0],
    [7, 7],
  ])('roundMinor(%j) = %j', (value, minor) => {
    expect(roundMinor(value)).toBe(minor);
  });

  it.each([
    ['8.25 % of $19.99 is 164.9175 cents', 1999, 82_500, 1_000_000, 165],
    ['an exact half rounds up', 50, 1, 100, 1],
    ['below half rounds down', 49, 1, 100, 0],
    ['a negative half rounds away from zero', -50, 1, 100, -1],
    ['beyond 2^53 in the product, still exact', 1_000_000_000_000, 82_500, 1_000_000, 82_500_000_000],
  ])('%s', (_name, minor, numerator, denominator, expected) => {
    expect(multiplyMinor(minor, numerator, denominator)).toBe(expected);
  });

  it('property: multiplyMinor agrees with rounding the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: 0, max: 1e6 }), (minor, rate) => {
        // Small enough that minor × rate is exact in a double, so roundMinor sees the true quotient.
        expect(multiplyMinor(minor, rate, 1_000_000)).toBe(roundMinor((minor * rate) / 1_000_000));
      }),
    );
  });
});
