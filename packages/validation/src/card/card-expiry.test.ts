import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isValidCardExpiry, parseCardExpiry } from './card-expiry.js';

const NOW = new Date('2026-03-15T10:00:00Z');

describe('isValidCardExpiry (§5 valid expiration date)', () => {
  it.each([
    ['§5 current month is still valid', '03/26', NOW, true],
    ['§5 next month', '04/26', NOW, true],
    ['§5 a later year', '01/30', NOW, true],
    ['§5 last month is in the past', '02/26', NOW, false],
    ['§5 last year is in the past', '12/25', NOW, false],
    ['§5 valid through the last day of the month', '03/26', new Date('2026-03-31T23:59:00Z'), true],
    ['§5 still valid where March has not ended (UTC-12)', '03/26', new Date('2026-04-01T11:59:00Z'), true],
    ['§5 past once March has ended everywhere', '03/26', new Date('2026-04-01T12:00:00Z'), false],
    ['§5 month 13 is not a month', '13/26', NOW, false],
    ['§5 month 00 is not a month', '00/27', NOW, false],
    ['§5 single-digit month is not MM', '4/27', NOW, false],
    ['§5 four-digit year is not YY', '04/2027', NOW, false],
    ['§5 dash instead of slash', '04-27', NOW, false],
    ['§5 empty', '', NOW, false],
  ])('%s: %j at %s → %s', (_name, value, now, expected) => {
    expect(isValidCardExpiry(value, now)).toBe(expected);
  });

  it('reads month and year', () => {
    expect(parseCardExpiry(' 09/31 ')).toEqual({ month: 9, year: 2031 });
    expect(parseCardExpiry('9/31')).toBeNull();
  });
});

describe('formatCardExpiry (issue 26: the slash as one types)', () => {
  it.each([
    ['four digits', '1234', '12/34'],
    ['typed one by one: 1', '1', '1'],
    ['typed one by one: 12', '12', '12'],
    ['typed one by one: 123', '123', '12/3'],
    ['already shaped', '12/34', '12/34'],
    ['Backspace over the slash leaves the month', '12', '12'],
    ['a month 2–9 typed alone gets its 0', '4', '04'],
    ['then its year', '427', '04/27'],
    ['a one-digit month and a slash', '4/', '04/'],
    ['a one-digit month, slash and year', '4/27', '04/27'],
    ['spaces around the slash', '12 / 34', '12/34'],
    ['a four-digit year', '12/2034', '12/34'],
    ['six digits: a four-digit year', '122034', '12/34'],
    ['more digits than fit', '123456789', '12/34'],
    ['a dash for a slash', '12-34', '12/34'],
    ['empty', '', ''],
    ['letters are left for the rule to refuse', 'next year', 'next year'],
  ])('%s: %j → %j', (_name, typed, shaped) => {
    expect(formatCardExpiry(typed)).toBe(shaped);
    expect(formatCardExpiry(shaped)).toBe(shaped);
  });
});
