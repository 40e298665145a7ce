import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAccountStore } from './account-store.js';
import { mountBuiltInProvider, type BuiltInProvider } from './built-in-provider.js';
import { authorizationUrl, BrowserSession, formAction, pkcePair, signInWithPassword } from '../testing/oidc-test-client.js';
import { hashPassword } from './password.js';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-db.js';
import { createTokenVerifier } from './verify-token.js';

const ISSUER = 'http://localhost:8080/oidc';
const CLIENT_ID = 'vitrina-editor';
const CALLBACK = 'http://bistro.localhost:8080/admin/callback';
const passwordHash = await hashPassword('vitrina');
const accounts = createMemoryAccountStore(
  [
    { sub: 'vitrina|u1', email: 'owner@bistro.test', name: 'Bistro Owner', passwordHash },
    { sub: 'vitrina|u2', email: 'owner@salon.test', name: 'Dueña Salón', passwordHash },
    { sub: 'vitrina|u3', email: 'owner@cafe.test', name: 'Cafe Owner', passwordHash },
  ],
  ['tienda-example.test'],
  // Where each has a role: only there does the provider send their codes (code-recipient.ts).
  { 'vitrina|u1': ['bistro.localhost'], 'vitrina|u2': ['salon.localhost'], 'vitrina|u3': ['cafe.localhost'] },
);

describe.each(testDatabases())('%s', (kind) => {
  let app: FastifyInstance;
  let t: TestDatabase;
  let built: BuiltInProvider;
  let base = '';
  let origin = '';

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = Fastify({ trustProxy: true });
    await app.register(helmet); // as the API registers it: the provider's pages must still work under it
    // Strangers' failures against an e-mail: 3 free, then a minute's wait (so the test never races it).
    built = await mountBuiltInProvider(app, {
      issuer: ISSUER,
      db: t.db,
      clientId: CLIENT_ID,
      accounts,
      loginLimits: { perEmail: { free: 3, baseMs: 60_000 } },
    });
    app.post('/api/echo', async (req) => ({ body: req.body }));
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    base = `${origin}/oidc`;
  });
  afterAll(async () => {
    await app.close();
    await t.dispose();
  });

  /** Starts an authorization request and returns the browser sitting on the sign-in page. */
  async function openLoginPage(options: { redirectUri?: string; uiLocales?: string; headers?: Record<string, string> } = {}) {
    const browser = new BrowserSession(options.headers);
    const pkce = pkcePair();
    const start = await browser.request(
      authorizationUrl({
        base,
        clientId: CLIENT_ID,
        redirectUri: options.redirectUri ?? CALLBACK,
        codeChallenge: pkce.challenge,
        state: 's1',
        uiLocales: options.uiLocales,
      }),
    );
    const page = start.location ? await browser.request(start.location) : start;
    return { browser, pkce, start, page };
  }

  describe('§4 Admin entry 1 / §7 "Auth goes through an external login provider using redirect and token": the built-in provider', () => {
    it('publishes a discovery document for authorization code + PKCE (S256) and refresh tokens', async () => {
      const res = await fetch(`${base}/.well-known/openid-configuration`);
      expect(res.status).toBe(200);
      const doc = (await res.json()) as Record<string, unknown>;
      expect(doc).toMatchObject({
        issuer: ISSUER,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: expect.arrayContaining(['openid', 'profile', 'email']),
        id_token_signing_alg_values_supported: ['RS256'],
      });
      // Access tokens are for the API only: no userinfo endpoint to confuse clients.
      expect(doc.userinfo_endpoint).toBeUndefined();
      // The document names the issuer's URLs (not the address this test listens on).
      expect(doc.jwks_uri).toBe(`${ISSUER}/jwks`);
      const jwks = (await (await fetch(`${base}/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
      expect(jwks.keys.map((k) => k.kid)).toEqual(built.jwks.keys.map((k) => k.kid));
      expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
    });

    it('§3 Login user: sign-in → consent → code → token gives an API access token for sub provider|id', async () => {
      const { browser, pkce, start, page } = await openLoginPage();
      expect(start.status).toBe(303);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<label for="email">Email</label>');
      expect(page.body).toContain('<label for="password">Password</label>');

      const posted = await browser.request(formAction(page.body, page.url), { form: { email: 'OWNER@bistro.test', password: 'vitrina' } });
      expect(posted.status).toBe(303);
      // The provider asks for consent, which the interaction grants at once for the editor client.
      const consent = await browser.request(posted.location ?? '');
      expect(consent.location).toMatch(/\/oidc\/interaction\//);
      const callback = await browser.follow(consent.location ?? '', origin);
      const redirect = new URL(callback.location ?? '');
      expect(`${redirect.origin}${redirect.pathname}`).toBe(CALLBACK);
      expect(redirect.searchParams.get('state')).toBe('s1');
      expect(redirect.searchParams.get('iss')).toBe(ISSUER);

      const token = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://bistro.localhost:8080' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: redirect.searchParams.get('code') ?? '',
          redirect_uri: CALLBACK,
          code_verifier: pkce.verifier,
          client_id: CLIENT_ID,
        }),
      });
      expect(token.status).toBe(200);
      expect(token.headers.get('access-control-allow-origin')).toBe('http://bistro.localhost:8080');
      const body = (await token.json()) as { access_token: string; id_token: string; token_type: string };
      expect(body.token_type).toBe('Bearer');

      const verifier = createTokenVerifier({ issuer: built.issuer, audience: built.audience, jwks: built.jwks });
      await expect(verifier.verify(body.access_token)).resolves.toEqual({ sub: 'vitrina|u1' });
      expect(decodeJwt(body.access_token)).toMatchObject({ aud: 'urn:vitrina:api', iss: ISSUER, client_id: CLIENT_ID });
      expect(decodeJwt(body.id_token)).toMatchObject({
        sub: 'vitrina|u1',
        aud: CLIENT_ID,
        email: 'owner@bistro.test',
        name: 'Bistro Owner',
      });
      // An ID token is not an API token.
      await expect(verifier.verify(body.id_token)).rejects.toMatchObject({ reason: 'invalid_claims' });
    });

    it('refuses to exchange a code for a client that does not hold its PKCE verifier', async () => {
      const { browser, page } = await openLoginPage();
      const posted = await browser.request(formAction(page.body, page.url), { form: { email: 'owner@bistro.test', password: 'vitrina' } });
      const callback = await browser.follow(posted.location ?? '', origin);
      const code = new URL(callback.location ?? '').searchParams.get('code') ?? '';
      const res = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: CALLBACK,
          code_verifier: pkcePair().verifier,
          client_id: CLIENT_ID,
        }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it.each([
      [
        'without PKCE',
        `client_id=${CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(CALLBACK)}`,
        'invalid_request',
      ],
      [
        'for an implicit token',
        `client_id=${CLIENT_ID}&response_type=token&scope=openid&redirect_uri=${encodeURIComponent(CALLBACK)}`,
        'unsupported_response_type',
      ],
    ])('refuses an authorization request %s', async (_name, query, error) => {
      const res = await new BrowserSession().request(`${base}/auth?${query}`);
      expect(res.status).toBe(303);
      expect(res.location).toContain(`error=${error}`);
      expect(res.location).not.toContain('code=');
    });

    it.each([
      'http://salon.localhost:5173/gallery/admin/callback',
      'http://localhost:8080/admin/callback',
      'http://tienda-example.test:8080/admin/callback',
      'http://bistro.localhost:8080/manage/callback',
    ])('accepts the editor callback on the site host %s', async (redirectUri) => {
      const { start } = await openLoginPage({ redirectUri });
      expect(start.status).toBe(303);
      expect(start.location).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    });

    it.each([
      'http://evil.example/admin/callback',
      'http://bistro.localhost.evil.example/admin/callback',
      'http://bistro.localhost:8080/not-the-callback',
    ])('refuses the redirect URI %s with an error page and no redirect', async (redirectUri) => {
      const { start } = await openLoginPage({ redirectUri });
      expect(start.status).toBe(400);
      expect(start.location).toBeNull();
      expect(start.body).toContain('Something went wrong');
    });

    it('refuses a post-logout redirect to a foreign host and accepts one to a site host', async () => {
      const session = new BrowserSession();
      const foreign = await session.request(
        `${base}/session/end?client_id=${CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent('http://evil.example/')}`,
      );
      expect(foreign.status).toBe(400);
      expect(foreign.location).toBeNull();
      const own = await session.request(
        `${base}/session/end?client_id=${CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent('http://bistro.localhost:8080/admin')}`,
      );
      expect(own.status).toBe(200);
      // Its auto-submitting form runs under a CSP that allows exactly that script and does not block the
      // redirect to the site host after the form.
      const csp = own.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
      expect(csp).not.toContain('form-action');
    });
  });

  describe('the sign-in form', () => {
    it.each([
      ['a wrong password', 'owner@bistro.test', 'wrong'],
      ['an unknown e-mail', 'nobody@bistro.test', 'vitrina'],
    ])('shows the form again with one message that does not say which part was wrong (%s)', async (_name, email, password) => {
      const { browser, page } = await openLoginPage({ headers: { 'x-forwarded-for': `10.1.0.${email.length}` } });
      const res = await browser.request(formAction(page.body, page.url), { form: { email, password } });
      expect(res.status).toBe(401);
      expect(res.location).toBeNull();
      expect(res.body).toContain('<p class="error" id="login-error" role="alert">The email or password is incorrect.</p>');
      expect(res.body).toContain(`value="${email}"`);
      expect(res.body).toContain('<form method="post"');
    });

    it.each<[string, { uiLocales?: string; headers?: Record<string, string> }]>([
      ['ui_locales', { uiLocales: 'es' }],
      ['Accept-Language', { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } }],
    ])('speaks Spanish when %s asks for it', async (_name, options) => {
      const { browser, page } = await openLoginPage({ ...options, headers: { ...options.headers, 'x-forwarded-for': '10.2.0.1' } });
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain('<label for="password">Contraseña</label>');
      const res = await browser.request(formAction(page.body, page.url), { form: { email: 'owner@salon.test', password: 'nope' } });
      expect(res.body).toContain('El correo electrónico o la contraseña no son correctos.');
    });

    it('loads nothing from elsewhere and runs no script, under its own strict CSP', async () => {
      const { page } = await openLoginPage();
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      expect(page.body).not.toMatch(/<script|https?:\/\/|@import/);
    });

    it('finding 6: slows strangers down on an e-mail (429, Retry-After, en and es) but not its owner with their device cookie on the same IP', async () => {
      const office = { 'x-forwarded-for': '192.0.2.10' };
      const signIn = async (browser: BrowserSession, password: string, uiLocales?: string) => {
        const pkce = pkcePair();
        const url = authorizationUrl({ base, clientId: CLIENT_ID, redirectUri: CALLBACK, codeChallenge: pkce.challenge, uiLocales });
        const start = await browser.request(url);
        const page = await browser.request(start.location ?? '');
        return browser.request(formAction(page.body, page.url), { form: { email: 'owner@cafe.test', password } });
      };
      // The owner signed in from this browser before: it holds the device cookie, HttpOnly, for the form only.
      const owner = new BrowserSession(office);
      const first = await signIn(owner, 'vitrina');
      expect(first.status).toBe(303);
      expect(first.headers.getSetCookie().find((c) => c.startsWith('vitrina_device='))).toMatch(/; Path=\/oidc\/interaction; .*HttpOnly/);

      // A stranger on the same network guesses: 3 free failures, then the e-mail waits, from any address.
      for (let i = 0; i < 4; i += 1) expect((await signIn(new BrowserSession(office), `guess${i}`)).status).toBe(401);
      const limited = await signIn(new BrowserSession(office), 'vitrina');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toContain('Too many failed attempts');
      const elsewhere = await signIn(new BrowserSession({ 'x-forwarded-for': '198.51.100.7' }), 'vitrina', 'es');
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.body).toContain('Demasiados intentos fallidos');

      // The owner is not slowed down.
      expect((await signIn(owner, 'vitrina')).status).toBe(303);
    });

    it('refuses a login post without the interaction cookie of the browser that started it', async () => {
      const { page } = await openLoginPage();
      const res = await new BrowserSession().request(formAction(page.body, page.url), {
        form: { email: 'owner@bistro.test', password: 'vitrina' },
      });
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
    });
  });

  describe('mounting on the Fastify app', () => {
    it("leaves the app's own body parsing alone", async () => {
      const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
      expect(res.json()).toEqual({ body: { a: 1 } });
    });

    it('keeps its signing keys across restarts on the same database', async () => {
      const tokens = await signInWithPassword({
        base,
        clientId: CLIENT_ID,
        redirectUri: CALLBACK,
        email: 'owner@bistro.test',
        password: 'vitrina',
      });
      const restarted = Fastify();
      const again = await mountBuiltInProvider(restarted, { issuer: ISSUER, db: t.db, clientId: CLIENT_ID, accounts });
      const jwks = (await restarted.inject('/oidc/jwks')).json() as { keys: Array<{ kid: string }> };
      expect(jwks.keys.map((k) => k.kid)).toEqual(built.jwks.keys.map((k) => k.kid));
      const verifier = createTokenVerifier({ issuer: again.issuer, audience: again.audience, jwks: again.jwks });
      await expect(verifier.verify(tokens.access_token)).resolves.toEqual({ sub: 'vitrina|u1' });
      await restarted.close();
    });
  });
});
