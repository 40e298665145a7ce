import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('isValidEmail (§5 E-mail)', () => {
  it.each([
    ['§5 letters and digits', 'ana99@example.com'],
    ['§5 local part with +', 'ana+shop@example.com'],
    ['§5 local part with _ and -', 'ana_maria-lopez@example.com'],
    ['§5 local part with dots', 'ana.maria.lopez@example.com'],
    ['§5 several domain labels', 'ana@mail.shop.example.co.uk'],
    ['§5 hyphen inside a label', 'ana@my-shop.com'],
    ['§5 TLD of 2 letters', 'ana@example.mx'],
    ['§5 TLD of 6 letters', 'ana@example.museum'],
    ['§5 upper case', 'ANA@EXAMPLE.COM'],
  ])('%s: %j is valid', (_name, value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['§5 no @', 'ana.example.com'],
    ['§5 two @', 'ana@@example.com'],
    ['§5 other characters in the local part', 'ana!@example.com'],
    ['§5 space in the local part', 'ana maria@example.com'],
    ['§5 leading dot', '.ana@example.com'],
    ['§5 doubled dot', 'ana..maria@example.com'],
    ['§5 dot before @', 'ana.@example.com'],
    ['§5 no domain label', 'ana@.com'],
    ['§5 no TLD', 'ana@example'],
    ['§5 TLD of 1 letter', 'ana@example.c'],
    ['§5 TLD of 7 letters', 'ana@example.commerce'],
    ['§5 digits in TLD', 'ana@example.c0m'],
    ['§5 label starting with a hyphen', 'ana@-shop.com'],
    ['§5 empty', ''],
    ['§5 not a string', 42],
  ])('%s: %j is invalid', (_name, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
