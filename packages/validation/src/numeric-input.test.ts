import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedMoneyKey, isAllowedMoneyPaste, isAllowedNumericKey, isAllowedNumericPaste } from './numeric-input.js';

describe('isAllowedNumericKey (§5 Numeric-only keypress)', () => {
  it.each([
    ['§5 a digit is allowed', '7', true],
    ['§5 zero is allowed', '0', true],
    ['§5 the dot is allowed', '.', true],
    ['§5 a letter is blocked', 'e', false],
    ['§5 minus is blocked', '-', false],
    ['§5 plus is blocked', '+', false],
    ['§5 comma is blocked', ',', false],
    ['§5 space is blocked', ' ', false],
    ['§5 a non-ASCII digit is blocked', '٣', false],
    ['named key Enter inserts no text and passes', 'Enter', true],
    ['named key Backspace passes', 'Backspace', true],
    ['named key ArrowLeft passes', 'ArrowLeft', true],
    ['an empty key is blocked', '', false],
  ])('%s: %j → %s', (_name, key, expected) => {
    expect(isAllowedNumericKey(key)).toBe(expected);
  });

  it('§5 property: a single character passes only if it is a digit or the dot', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }), (ch) => {
        expect(isAllowedNumericKey(ch)).toBe(/^[0-9.]$/.test(ch));
      }),
    );
  });
});

describe('isAllowedNumericPaste (§5 Paste is blocked if it contains a non-digit)', () => {
  it.each([
    ['§5 digits only are allowed', '12345', true],
    ['§5 a dot is a non-digit and is blocked', '12.50', false],
    ['§5 a letter is blocked', '12a', false],
    ['§5 a space is blocked', '12 34', false],
    ['§5 a minus is blocked', '-5', false],
    ['an empty paste inserts nothing', '', true],
  ])('%s: %j → %s', (_name, text, expected) => {
    expect(isAllowedNumericPaste(text)).toBe(expected);
  });

  it('§5 property: any paste containing a non-digit is blocked', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => /[^0-9]/.test(s)),
        (a, bad) => {
          expect(isAllowedNumericPaste(a + bad)).toBe(false);
        },
      ),
    );
  });
});

describe('isAllowedMoneyKey / isAllowedMoneyPaste (issue 26: a price in the owner’s language)', () => {
  it.each([
    ['7', true],
    ['.', true],
    [',', true],
    ['Enter', true],
    ['e', false],
    ['-', false],
    [' ', false],
  ])('key %j → %s', (key, expected) => {
    expect(isAllowedMoneyKey(key)).toBe(expected);
  });

  it.each([
    ['1,250.00', true],
    ['1.250,00', true],
    ['1250', true],
    ['$1,250.00', false],
    ['1 250', false],
  ])('paste %j → %s', (text, expected) => {
    expect(isAllowedMoneyPaste(text)).toBe(expected);
  });
});
