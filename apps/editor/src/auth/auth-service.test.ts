// The sign-in service over a real oidc-client-ts UserManager; the provider is a stubbed fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserManager } from 'oidc-client-ts';
import { editorConfig } from '../testing/fixtures.js';
import { createBrowserAuth } from './auth-service.js';

const ISSUER = editorConfig.oidc.issuer;
const USER_KEY = `vitrina.oidc.user:${ISSUER}:vitrina-editor`;
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const idToken = (claims: Record<string, unknown> = {}) =>
  `${b64({ alg: 'RS256' })}.${b64({ iss: ISSUER, aud: 'vitrina-editor', sub: 'vitrina|7', iat: now(), exp: now() + 3600, ...claims })}.sig`;

function storeUser(user: { expires_at: number; refresh_token?: string }) {
  sessionStorage.setItem(
    USER_KEY,
    JSON.stringify({
      id_token: idToken(),
      access_token: 'old-token',
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: { sub: 'vitrina|7', iss: ISSUER, aud: 'vitrina-editor', name: 'Dana' },
      ...user,
    }),
  );
}

const discovery = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/session/end`,
  jwks_uri: `${ISSUER}/jwks`,
};

let tokenRequests: URLSearchParams[] = [];
let tokenStatus = 200;

beforeEach(() => {
  sessionStorage.clear();
  tokenRequests = [];
  tokenStatus = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/.well-known/openid-configuration')) return Response.json(discovery);
      if (url === `${ISSUER}/token`) {
        tokenRequests.push(new URLSearchParams(String(init?.body)));
        if (tokenStatus !== 200) return Response.json({ error: 'invalid_grant' }, { status: tokenStatus });
        return Response.json({
          access_token: 'new-token',
          id_token: idToken(),
          refresh_token: 'rt-2',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid profile email',
        });
      }
      return new Response('not found', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function auth() {
  const service = createBrowserAuth({ location: { origin: 'http://bistro.localhost:8080', pathname: '/admin' }, storage: sessionStorage });
  service.configure(editorConfig);
  return service;
}

describe('the editor sign-in (token stored, silent renew)', () => {
  it('nobody stored → no user (the entry then redirects to the login)', async () => {
    expect(await auth().currentUser()).toBeNull();
  });

  it('a live stored token is used as it is, without calling the provider', async () => {
    storeUser({ expires_at: now() + 3000, refresh_token: 'rt-1' });
    expect(await auth().currentUser()).toMatchObject({ sub: 'vitrina|7', accessToken: 'old-token', name: 'Dana' });
    expect(tokenRequests).toHaveLength(0);
  });

  it('an expired token is renewed with the refresh token, once for concurrent callers, and stored', async () => {
    storeUser({ expires_at: now() - 10, refresh_token: 'rt-1' });
    const service = auth();
    const [a, b] = await Promise.all([service.accessToken(), service.accessToken()]);
    expect([a, b]).toEqual(['new-token', 'new-token']);
    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(tokenRequests[0] ?? [])).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'rt-1',
      client_id: 'vitrina-editor',
    });
    expect(JSON.parse(sessionStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({ access_token: 'new-token', refresh_token: 'rt-2' });
  });

  it('a refused renewal (signed out at the provider) forgets the user, so the entry asks for a login', async () => {
    tokenStatus = 400;
    storeUser({ expires_at: now() - 10, refresh_token: 'rt-1' });
    const service = auth();
    const lost = vi.fn();
    service.onSessionLost(lost);
    expect(await service.currentUser()).toBeNull();
    expect(sessionStorage.getItem(USER_KEY)).toBeNull();
    // The editor hears of it (and offers to sign in again without losing the unsaved work).
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('an expired token without a refresh token is forgotten, and the session-lost listeners hear of it', async () => {
    storeUser({ expires_at: now() - 10 });
    const service = auth();
    const lost = vi.fn();
    const unsubscribe = service.onSessionLost(lost);
    expect(await service.accessToken()).toBeNull();
    expect(tokenRequests).toHaveLength(0);
    expect(lost).toHaveBeenCalledTimes(1);
    unsubscribe();
    storeUser({ expires_at: now() - 10 });
    await service.accessToken();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('the renewal the UserManager runs before expiry failing is a lost session too', async () => {
    let renewFailed: (() => void) | undefined;
    const manager = { events: { addSilentRenewError: (cb: () => void) => (renewFailed = cb) } };
    const service = createBrowserAuth({
      location: { origin: 'http://bistro.localhost:8080', pathname: '/admin' },
      storage: sessionStorage,
      createManager: () => manager as unknown as UserManager,
    });
    service.configure(editorConfig);
    const lost = vi.fn();
    service.onSessionLost(lost);
    renewFailed?.();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('a live token never reports a lost session', async () => {
    storeUser({ expires_at: now() + 3600, refresh_token: 'rt-1' });
    const service = auth();
    const lost = vi.fn();
    service.onSessionLost(lost);
    expect(await service.accessToken()).toBe('old-token');
    expect(lost).not.toHaveBeenCalled();
  });

  it('sign-in carries the (checked) path to return to; the callback gives it back', async () => {
    const manager = {
      signinRedirect: vi.fn(async () => undefined),
      signinRedirectCallback: vi.fn(async () => ({ state: { returnTo: 'https://evil.example/' } })),
      events: { addSilentRenewError: vi.fn() },
    };
    const service = createBrowserAuth({
      location: { origin: 'http://bistro.localhost:8080', pathname: '/gallery/admin' },
      storage: sessionStorage,
      createManager: () => manager as unknown as UserManager,
    });
    service.configure(editorConfig);
    await service.signIn('/gallery/admin?tab=2');
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/gallery/admin?tab=2' } });
    expect(await service.completeSignIn('http://bistro.localhost:8080/gallery/admin/callback?code=c&state=s')).toBe('/admin');
    expect(manager.signinRedirectCallback).toHaveBeenCalledWith('http://bistro.localhost:8080/gallery/admin/callback?code=c&state=s');
  });
});
