import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.js';

describe('isValidPhone (§5 Phone/contact)', () => {
  it.each([
    ['§5 3-3-4 digits, no separators', '5551234567'],
    ['§5 3-3-4 with dashes', '555-123-4567'],
    ['§5 3-3-4 with dots', '555.123.4567'],
    ['§5 3-3-4 with spaces', '555 123 4567'],
    ['§5 parentheses around the area code', '(555) 123-4567'],
    ['§5 parentheses without a space', '(555)123-4567'],
    ['§5 +country code of 1 digit', '+1 555 123 4567'],
    ['§5 +country code of 3 digits', '+351 555 123 4567'],
    ['§5 country code without +', '1-555-123-4567'],
    ['§5 country code glued to the number', '+15551234567'],
    ['§5 country code and parentheses', '+1 (555) 123-4567'],
    ['§5 extension x123', '555-123-4567 x123'],
    ['§5 extension ext 123', '555-123-4567 ext 123'],
    ['§5 extension ext. 123', '555-123-4567 ext. 123'],
    ['§5 extension glued', '5551234567x12'],
    ['§5 tel:+digits', 'tel:+15551234567'],
    ['§5 surrounding spaces are ignored', '  555-123-4567  '],
  ])('%s: %j is valid', (_name, value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['§5 too few digits', '555-123-456'],
    ['§5 too many digits without country code', '55512345678901'],
    ['§5 country code of 4 digits', '+1234 555 123 4567'],
    ['§5 letters', '555-CALL-NOW'],
    ['§5 unbalanced parenthesis', '(555 123-4567'],
    ['§5 two separators in a row', '555--123-4567'],
    ['§5 extension without digits', '555-123-4567 ext'],
    ['§5 tel: without +', 'tel:15551234567'],
    ['§5 tel:+ without digits', 'tel:+'],
    ['§5 tel:+ with separators', 'tel:+1 555 123 4567'],
    ['§5 empty', ''],
    ['§5 not a string', 5551234567],
  ])('%s: %j is invalid', (_name, value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});
