import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFileSize } from './file-size.js';

describe('parseFileSize', () => {
  it.each([
    ['§9 File-size parser: m is 1024²', '10m', 10_485_760],
    ['§9 File-size parser: k is 1024', '512k', 524_288],
    ['§9 File-size parser: g is 1024³', '1g', 1_073_741_824],
    ['§9 File-size parser: t is 1024⁴', '2t', 2 * 1024 ** 4],
    ['§9 File-size parser: units are case-insensitive', '10M', 10_485_760],
    ['§9 File-size parser: a trailing b is allowed', '5MB', 5_242_880],
    ['§9 File-size parser: decimals', '1.5k', 1536],
    ['§9 File-size parser: no unit means bytes', '2048', 2048],
    ['§9 File-size parser: spaces are tolerated', ' 3 k ', 3072],
    ['§9 File-size parser: unknown unit → null', '10x', null],
    ['§9 File-size parser: negative → null', '-1m', null],
    ['§9 File-size parser: empty → null', '', null],
    ['§9 File-size parser: words → null', 'ten megs', null],
  ])('%s', (_name, input, expected) => {
    expect(parseFileSize(input)).toBe(expected);
  });

  it('§9 File-size parser: each unit is 1024 times the one before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        expect(parseFileSize(`${n}k`)).toBe(n * 1024);
        expect(parseFileSize(`${n}m`)).toBe(n * 1024 * 1024);
        expect(parseFileSize(`${n}g`)).toBe((parseFileSize(`${n}m`) as number) * 1024);
      }),
    );
  });
});
