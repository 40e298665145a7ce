import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordError, renderSetPasswordPage } from './set-password-page.js';

describe('set-password rules and page', () => {
  it.each([
    ['short', 'short', 'passwordTooShort'],
    ['a good long password', 'a good long password', null],
    ['a good long password', 'a good long passwort', 'passwordsDiffer'],
    ['x'.repeat(PASSWORD_MAX_LENGTH + 1), 'x'.repeat(PASSWORD_MAX_LENGTH + 1), 'passwordTooLong'],
    // Issue 25: the sign-up's rule, common passwords included (these were accepted).
    ['12345678', '12345678', 'passwordCommon'],
    ['x'.repeat(PASSWORD_MIN_LENGTH), 'x'.repeat(PASSWORD_MIN_LENGTH), 'passwordCommon'],
    ['qwertyuiop', 'qwertyuiop', 'passwordCommon'],
    // Characters, not UTF-16 units: four emoji are four characters, too few.
    ['😀😀😀😀', '😀😀😀😀', 'passwordTooShort'],
  ])('%j / %j → %s', async (password, repeated, error) => {
    expect(await passwordError(password, repeated)).toBe(error);
  });

  it('renders the form in Spanish with the rule and the error, escaping the action', () => {
    const html = renderSetPasswordPage({ locale: 'es', action: '/oidc/set-password/a"b', error: 'passwordsDiffer' });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('action="/oidc/set-password/a&quot;b"');
    expect(html).toContain(`Al menos ${PASSWORD_MIN_LENGTH} caracteres, y que no sea una contraseña común`);
    expect(html).toContain('role="alert">Las dos contraseñas no coinciden.');
    expect(html).toContain('autocomplete="new-password"');
    expect(html).not.toContain('<script');
  });
});
