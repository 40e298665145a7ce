// Silent renew of the editor before the access token expires: the built-in provider issues
// rotating refresh tokens to its first-party client, bound to the provider session.
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcModels } from '../db/schema.js';
import { authorizationUrl, BrowserSession, formAction, pkcePair } from '../testing/oidc-test-client.js';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-db.js';
import { createMemoryAccountStore } from './account-store.js';
import { mountBuiltInProvider, type BuiltInProvider } from './built-in-provider.js';
import { hashPassword } from './password.js';
import { createTokenVerifier } from './verify-token.js';

const ISSUER = 'http://localhost:8080/oidc';
const CLIENT_ID = 'vitrina-editor';
const SITE_ORIGIN = 'http://bistro.localhost:8080';
const CALLBACK = `${SITE_ORIGIN}/admin/callback`;
const accounts = createMemoryAccountStore(
  [{ sub: 'vitrina|u1', email: 'owner@bistro.test', name: 'Bistro Owner', passwordHash: await hashPassword('vitrina') }],
  [],
  { 'vitrina|u1': ['bistro.localhost'] },
);

interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  scope?: string;
  expires_in: number;
}

describe.each(testDatabases())('%s', (kind) => {
  let app: FastifyInstance;
  let t: TestDatabase;
  let built: BuiltInProvider;
  let base = '';
  let origin = '';

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = Fastify({ trustProxy: true });
    built = await mountBuiltInProvider(app, { issuer: ISSUER, db: t.db, clientId: CLIENT_ID, accounts });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    base = `${origin}/oidc`;
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  /** The editor's login in a browser: returns the tokens and the browser that holds the provider session. */
  async function signIn() {
    const browser = new BrowserSession();
    const pkce = pkcePair();
    const loginPage = await browser.follow(
      authorizationUrl({ base, clientId: CLIENT_ID, redirectUri: CALLBACK, codeChallenge: pkce.challenge }),
      origin,
    );
    const posted = await browser.request(formAction(loginPage.body, loginPage.url), {
      form: { email: 'owner@bistro.test', password: 'vitrina' },
    });
    const callback = await browser.follow(posted.location ?? '', origin);
    const code = new URL(callback.location ?? '').searchParams.get('code') ?? '';
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: pkce.verifier });
    expect(tokens.status).toBe(200);
    return { browser, code, tokens: tokens.body as TokenSet };
  }

  /** A token-endpoint call as oidc-client-ts makes it from the site host (CORS). */
  async function tokenRequest(params: Record<string, string>) {
    const res = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
    });
    return {
      status: res.status,
      cors: res.headers.get('access-control-allow-origin'),
      body: (await res.json()) as TokenSet & { error?: string },
    };
  }

  /** oidc-client-ts refreshes with the refresh token and the scope of the stored user. */
  const refresh = (tokens: TokenSet) =>
    tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      ...(tokens.scope ? { scope: tokens.scope } : {}),
    });

  describe('silent renew before expiry: refresh tokens of the built-in provider', () => {
    it('advertises the refresh_token grant next to the authorization code', async () => {
      const doc = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      expect(doc.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
      expect(doc.response_types_supported).toEqual(['code']);
    });

    it('lets the editor fetch discovery and keys from a site host (CORS)', async () => {
      for (const url of [`${base}/.well-known/openid-configuration`, `${base}/jwks`]) {
        const res = await fetch(url, { headers: { origin: SITE_ORIGIN } });
        expect(res.status).toBe(200);
        expect(['*', SITE_ORIGIN]).toContain(res.headers.get('access-control-allow-origin'));
      }
    });

    it('issues a refresh token at login without offline_access, and renewing gives a new API access token', async () => {
      const { tokens } = await signIn();
      expect(tokens.refresh_token).toEqual(expect.any(String));
      const renewed = await refresh(tokens);
      expect(renewed.status).toBe(200);
      expect(renewed.cors).toBe(SITE_ORIGIN);
      expect(renewed.body.access_token).not.toBe(tokens.access_token);
      const verifier = createTokenVerifier({ issuer: built.issuer, audience: built.audience, jwks: built.jwks });
      await expect(verifier.verify(renewed.body.access_token)).resolves.toEqual({ sub: 'vitrina|u1' });
      expect(decodeJwt(renewed.body.id_token)).toMatchObject({ sub: 'vitrina|u1', aud: CLIENT_ID });
    });

    it('rotates the refresh token on every use; replaying a used one revokes the whole grant', async () => {
      const { tokens } = await signIn();
      const first = await refresh(tokens);
      expect(first.body.refresh_token).toEqual(expect.any(String));
      expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
      const replay = await refresh(tokens);
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe('invalid_grant');
      // A stolen, replayed token ends the legitimate chain too.
      expect((await refresh(first.body)).body.error).toBe('invalid_grant');
    });

    it('issue 25 finding 9: the database keeps no code, refresh token or session cookie in clear, and refresh still works', async () => {
      const { browser, code, tokens } = await signIn();
      const renewed = await refresh(tokens);
      expect(renewed.status).toBe(200);
      const secrets = [code, tokens.refresh_token, renewed.body.refresh_token, browser.cookie('_session')];
      expect(secrets.every((s) => typeof s === 'string' && s.length >= 20)).toBe(true);
      const stored = JSON.stringify(await t.db.select().from(oidcModels));
      for (const secret of secrets) expect(stored).not.toContain(secret);
      // The rotated one renews in turn.
      expect((await refresh(renewed.body)).status).toBe(200);
    });

    it('ends with the provider session: after sign-out the refresh token no longer renews', async () => {
      const { browser, tokens } = await signIn();
      const endSession = await browser.request(
        `${base}/session/end?client_id=${CLIENT_ID}&id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent(`${SITE_ORIGIN}/`)}`,
      );
      expect(endSession.status).toBe(200);
      const confirm = await browser.request(formAction(endSession.body, endSession.url), {
        form: { ...logoutFormFields(endSession.body), logout: 'yes' },
      });
      expect(confirm.location).toBe(`${SITE_ORIGIN}/`);
      const renewed = await refresh(tokens);
      expect(renewed.status).toBe(400);
      expect(renewed.body.error).toBe('invalid_grant');
    });
  });
});

/** The hidden fields of oidc-provider's logout confirmation form (its xsrf token). */
function logoutFormFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return fields;
}
