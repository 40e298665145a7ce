import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './login-page.js';
import { pickLocale } from './login-messages.js';

describe('sign-in page language (the product speaks en and es)', () => {
  it.each<[string | undefined, string | undefined, 'en' | 'es']>([
    [undefined, undefined, 'en'],
    ['es', undefined, 'es'],
    ['es-MX en', 'en-US', 'es'],
    ['fr es', undefined, 'es'],
    ['fr', 'es-ES,es;q=0.9', 'es'],
    [undefined, 'fr-FR, es;q=0.5, en;q=0.8', 'en'],
    [undefined, 'de, es;q=0.1', 'es'],
    [undefined, 'es;q=0, en', 'en'],
    [undefined, 'de', 'en'],
  ])('ui_locales=%s, Accept-Language=%s → %s', (ui, accept, expected) => {
    expect(pickLocale(ui, accept)).toBe(expected);
  });
});

describe('the sign-in form', () => {
  it('labels both inputs and ties the error to them', () => {
    const html = renderLoginPage({ locale: 'en', action: '/oidc/interaction/u/login', error: 'invalidCredentials' });
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"[^>]*aria-describedby="login-error"/);
    expect(html).toMatch(/<p class="error" id="login-error" role="alert">The email or password is incorrect.<\/p>/);
  });

  it('escapes what the visitor typed', () => {
    const html = renderLoginPage({ locale: 'es', action: '/x', email: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<html lang="es">');
  });
});
