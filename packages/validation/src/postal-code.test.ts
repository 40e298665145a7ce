import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code.js';

describe('isValidPostalCode (§5 valid postal code (zip code))', () => {
  it.each([
    ['§5 US 5-digit zip', '90210', 'US', true],
    ['§5 US ZIP+4', '90210-1234', 'us', true],
    ['§5 US 4 digits', '9021', 'US', false],
    ['§5 US letters', '9021A', 'US', false],
    ['§5 US ZIP+3', '90210-123', 'US', false],
    ['§5 Canada A1A 1A1', 'K1A 0B1', 'CA', true],
    ['§5 Canada without space', 'k1a0b1', 'CA', true],
    ['§5 Canada digits only', '123456', 'CA', false],
    ['§5 UK postcode', 'SW1A 1AA', 'GB', true],
    ['§5 Mexico 5 digits', '06600', 'MX', true],
    ['§5 Spain 5 digits', '28013', 'ES', true],
    ['§5 Iceland 3 digits', '101', 'IS', true],
    ['§5 Netherlands 1234 AB', '1234 AB', 'NL', true],
    ['§5 no country: lenient', '28013', undefined, true],
    ['§5 no digit at all', 'ABCDE', 'GB', false],
    ['§5 2 characters', '12', 'ES', false],
    ['§5 11 characters', '12345678901', 'ES', false],
    ['§5 symbols', '280#13', 'ES', false],
    ['§5 empty', '', 'US', false],
  ])('%s: %j in %s → %s', (_name, value, country, expected) => {
    expect(isValidPostalCode(value, country)).toBe(expected);
  });
});
