import { describe, expect, it } from 'vitest';
import { editorConfig } from '../testing/fixtures.js';
import { userManagerSettings } from './user-manager-settings.js';

describe('oidc-client-ts settings (ARCHITECTURE "Data flows → Editing")', () => {
  const settings = userManagerSettings({
    config: editorConfig,
    origin: 'http://bistro.localhost:8080',
    base: '/gallery/admin',
    storage: sessionStorage,
  });

  it('authorization code against the configured issuer, as its public client', () => {
    expect(settings).toMatchObject({
      authority: 'http://localhost:8080/oidc',
      client_id: 'vitrina-editor',
      response_type: 'code',
      scope: 'openid profile email',
    });
    // PKCE is oidc-client-ts's default for the code flow: it must not be switched off.
    expect(settings.disablePKCE).not.toBe(true);
  });

  it('comes back to the callback of the editor it was entered from, and to the site after sign-out', () => {
    expect(settings.redirect_uri).toBe('http://bistro.localhost:8080/gallery/admin/callback');
    expect(settings.post_logout_redirect_uri).toBe('http://bistro.localhost:8080/');
  });

  it('reads no userinfo (the built-in provider has none) and renews silently before expiry', () => {
    expect(settings.loadUserInfo).toBe(false);
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBeGreaterThan(0);
  });

  it('stores the token in this tab only (sessionStorage)', async () => {
    await settings.userStore?.set('probe', 'x');
    expect(Object.keys(sessionStorage).some((key) => key.endsWith('probe'))).toBe(true);
    expect(Object.keys(localStorage).some((key) => key.endsWith('probe'))).toBe(false);
  });
});
