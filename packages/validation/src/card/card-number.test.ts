import { describe, expect, it } from 'vitest';
import { isValidCardNumber, normalizeCardNumber } from './card-number.js';

describe('isValidCardNumber (§5 valid card number)', () => {
  it.each([
    ['§5 Visa test card grouped by spaces', '4242 4242 4242 4242'],
    ['§5 Visa debit test card', '4000 0566 5566 5556'],
    ['§5 Mastercard test card', '5555 5555 5555 4444'],
    ['§5 American Express test card (15 digits)', '3782 822463 10005'],
    ['§5 Discover test card', '6011 1111 1111 1117'],
    ['§5 digits without spaces', '4242424242424242'],
  ])('%s: %j is valid', (_name, value) => {
    expect(isValidCardNumber(value)).toBe(true);
  });

  it.each([
    ['§5 Luhn check fails', '4242 4242 4242 4241'],
    ['§5 fewer than 12 digits', '42424242426'],
    ['§5 more than 19 digits', '42424242424242424242'],
    ['§5 dashes are not spaces', '4242-4242-4242-4242'],
    ['§5 letters', '4242 4242 4242 424a'],
    ['§5 empty', ''],
    ['§5 only spaces', '    '],
    ['§5 a number, not text', 4242424242424242],
  ])('%s: %j is invalid', (_name, value) => {
    expect(isValidCardNumber(value)).toBe(false);
  });

  it('keeps only the digits', () => {
    expect(normalizeCardNumber(' 4242 4242 4242 4242 ')).toBe('4242424242424242');
  });
});
