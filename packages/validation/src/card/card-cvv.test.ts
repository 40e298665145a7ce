import { describe, expect, it } from 'vitest';
import { isValidCvv } from './card-cvv.js';

describe('isValidCvv (§5 valid CVV)', () => {
  it.each([
    ['§5 3 digits', '123', true],
    ['§5 4 digits (Amex)', '1234', true],
    ['§5 2 digits', '12', false],
    ['§5 5 digits', '12345', false],
    ['§5 letters', '12a', false],
    ['§5 empty', '', false],
    ['§5 a number, not text', 123, false],
  ])('%s: %j → %s', (_name, value, expected) => {
    expect(isValidCvv(value)).toBe(expected);
  });
});
