import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, moneyInputIn, parseMoneyInput, parseMoneyInputIn } from '@vitrina/core-model';

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

describe('moneyInputIn / parseMoneyInputIn (issue 26: the grouping of the owner’s language)', () => {
  it.each([
    ['en', '1,250.00', '1250.00', 125_000],
    ['en', '1,250', '1250', 125_000],
    ['en', '12,500.5', '12500.5', 1_250_050],
    ['en', '1,000,000', '1000000', 100_000_000],
    ['en', '1250.00', '1250.00', 125_000],
    ['en', ' 45.50 ', '45.50', 4550],
    ['es', '1.250,00', '1250.00', 125_000],
    ['es', '1.250', '1250', 125_000],
    ['es', '45,50', '45.50', 4550],
    ['es', ',5', '.5', 50],
    ['es', '1.000.000,99', '1000000.99', 100_000_099],
    ['es', '1250.00', '1250.00', 125_000],
    ['es', '45.50', '45.50', 4550],
  ] as const)('%s %j → %j', (locale, typed, plain, minor) => {
    expect(moneyInputIn(typed, locale)).toBe(plain);
    expect(parseMoneyInputIn(typed, locale)).toBe(minor);
  });

  it.each([
    ['en', '1.250,00', 'the other language’s writing'],
    ['en', '1.250', 'three decimals, not a group'],
    ['en', '1,25.00', 'a group of two digits'],
    ['en', '1,2500', 'a group of four digits'],
    ['en', ',250', 'a group with nothing before it'],
    ['es', '1,250.00', 'the other language’s writing'],
    ['es', '1,250', 'three decimals'],
    ['es', '1.25,00', 'a group of two digits'],
    ['es', '1.250,005', 'three decimals'],
    ['es', ',', 'a mark alone'],
    ['en', '$5', 'a currency symbol'],
    ['en', '-1', 'a minus sign'],
    ['en', '', 'empty'],
  ] as const)('%s refuses %j (%s)', (locale, typed, _why) => {
    expect(moneyInputIn(typed, locale)).toBeNull();
    expect(parseMoneyInputIn(typed, locale)).toBeNull();
  });
});
