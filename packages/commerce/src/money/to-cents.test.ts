import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@vitrina/commerce';

describe('toCents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    [12.5, 1250],
    ['0', 0],
    ['', null],
    ['.5', 50],
    ['1,299.99', 129999],
    ['1.005', 101],
    [1.005, 101],
    ['0.004', 0],
    ['-3.20', -320],
    ['abc', null],
    ['1.2.3', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it('round-trips any whole number of cents through fromCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('fromCents gives exactly two decimals (spec §5 money display)', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(123456)).toBe('1234.56');
    expect(fromCents(-7)).toBe('-0.07');
  });
});
