import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, parseMoneyInput } from '@vitrina/core-model';

describe('parseMoneyInput (§5 numeric-only input: digits and the dot)', () => {
  it.each([
    ['whole number', '45', 4500],
    ['one decimal', '45.5', 4550],
    ['two decimals', '85.00', 8500],
    ['trailing dot', '45.', 4500],
    ['leading dot', '.5', 50],
    ['zero', '0', 0],
    ['a billion', '1000000000', 100_000_000_000],
    ['§5 commas are not typed', '1,000', null],
    ['§5 a currency symbol is not typed', '$5', null],
    ['§5 a minus sign is not typed', '-1', null],
    ['more than two decimals is not a price', '1.005', null],
    ['two dots', '1.2.3', null],
    ['letters', 'abc', null],
    ['spaces', ' 5', null],
    ['only a dot', '.', null],
    ['empty', '', null],
    ['not a string', 45, null],
  ] as const)('%s: %j → %j', (_name, text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it('property: a price typed with up to two decimals is kept exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        expect(parseMoneyInput(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});
