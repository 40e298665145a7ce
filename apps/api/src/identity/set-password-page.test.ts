import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordError, renderSetPasswordPage } from './set-password-page.js';

describe('set-password rules and page', () => {
  it.each([
    ['short', 'short', 'passwordTooShort'],
    ['x'.repeat(PASSWORD_MIN_LENGTH), 'x'.repeat(PASSWORD_MIN_LENGTH), null],
    ['x'.repeat(PASSWORD_MIN_LENGTH), 'y'.repeat(PASSWORD_MIN_LENGTH), 'passwordsDiffer'],
    ['x'.repeat(PASSWORD_MAX_LENGTH + 1), 'x'.repeat(PASSWORD_MAX_LENGTH + 1), 'passwordTooLong'],
    // Characters, not UTF-16 units: four emoji are four characters, too few.
    ['😀😀😀😀', '😀😀😀😀', 'passwordTooShort'],
  ])('%j / %j → %s', (password, repeated, error) => {
    expect(passwordError(password, repeated)).toBe(error);
  });

  it('renders the form in Spanish with the rule and the error, escaping the action', () => {
    const html = renderSetPasswordPage({ locale: 'es', action: '/oidc/set-password/a"b', error: 'passwordsDiffer' });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('action="/oidc/set-password/a&quot;b"');
    expect(html).toContain(`Al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
    expect(html).toContain('role="alert">Las dos contraseñas no coinciden.');
    expect(html).toContain('autocomplete="new-password"');
    expect(html).not.toContain('<script');
  });
});
