// The built-in provider keeps sessions, grants, codes, refresh tokens and its keys in the database, so a
// restart signs nobody out and several API nodes share them (docs/decisions.md "Built-in identity provider:
// storage and sign-in limits").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationUrl, BrowserSession, formAction, pkcePair } from '../testing/oidc-test-client.js';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-db.js';
import { createMemoryAccountStore } from './account-store.js';
import { mountBuiltInProvider } from './built-in-provider.js';
import { hashPassword } from './password.js';
import { createTokenVerifier } from './verify-token.js';

const ISSUER = 'http://localhost:8080/oidc';
const CLIENT_ID = 'vitrina-editor';
const CALLBACK = 'http://bistro.localhost:8080/admin/callback';
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
  error?: string;
}

type Node = Awaited<ReturnType<typeof startNode>>;

/** One API process with the built-in provider; `dataDir` differs per node as it would per machine. */
async function startNode(db: TestDatabase['db']) {
  const app = Fastify({ trustProxy: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-node-'));
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  const built = await mountBuiltInProvider(app, { issuer: ISSUER, db, dataDir, clientId: CLIENT_ID, accounts });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, built, origin, base: `${origin}/oidc` };
}

async function tokenRequest(node: Node, params: Record<string, string>) {
  const res = await fetch(`${node.base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
  });
  return { status: res.status, body: (await res.json()) as TokenSet };
}

const refresh = (node: Node, tokens: TokenSet) =>
  tokenRequest(node, {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token ?? '',
    ...(tokens.scope ? { scope: tokens.scope } : {}),
  });

/** Follows an authorization request in `browser`, signing in when asked; returns the callback's code. */
async function authorize(node: Node, browser: BrowserSession, pkce = pkcePair()) {
  let step = await browser.follow(
    authorizationUrl({ base: node.base, clientId: CLIENT_ID, redirectUri: CALLBACK, codeChallenge: pkce.challenge }),
    node.origin,
  );
  const showedLogin = step.status === 200 && step.body.includes('<form method="post"');
  if (showedLogin) {
    const posted = await browser.request(formAction(step.body, step.url), { form: { email: 'owner@bistro.test', password: 'vitrina' } });
    step = await browser.follow(posted.location ?? '', node.origin);
  }
  const code = new URL(step.location ?? 'x:').searchParams.get('code') ?? '';
  const tokens = await tokenRequest(node, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: pkce.verifier });
  return { showedLogin, code, tokens };
}

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('a restart keeps the provider session, the refresh token and the access tokens working', async () => {
    const first = await startNode(t.db);
    const browser = new BrowserSession();
    const signedIn = await authorize(first, browser);
    expect(signedIn.showedLogin).toBe(true);
    expect(signedIn.tokens.status).toBe(200);
    await first.app.close();

    const second = await startNode(t.db);
    try {
      const verifier = createTokenVerifier({ issuer: second.built.issuer, audience: second.built.audience, jwks: second.built.jwks });
      await expect(verifier.verify(signedIn.tokens.body.access_token)).resolves.toEqual({ sub: 'vitrina|u1' });
      const renewed = await refresh(second, signedIn.tokens.body);
      expect(renewed.status).toBe(200);
      await expect(verifier.verify(renewed.body.access_token)).resolves.toEqual({ sub: 'vitrina|u1' });
      // The owner's browser is still signed in to the provider: no sign-in page, straight back with a code.
      const again = await authorize(second, browser);
      expect(again.showedLogin).toBe(false);
      expect(again.tokens.status).toBe(200);
    } finally {
      await second.app.close();
    }
  });

  it('two nodes with their own DATA_DIR on one database share keys and tokens, and a refresh token is used once across them', async () => {
    const [a, b] = await Promise.all([startNode(t.db), startNode(t.db)]);
    try {
      expect(b.built.jwks).toEqual(a.built.jwks);
      const { tokens } = await authorize(a, new BrowserSession());
      const onB = await refresh(b, tokens.body);
      expect(onB.status).toBe(200);
      // Rotated on B: replaying the old token on A is reuse, which revokes the grant everywhere.
      const replay = await refresh(a, tokens.body);
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe('invalid_grant');
      expect((await refresh(b, onB.body)).body.error).toBe('invalid_grant');
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });

  it('an authorization code redeemed on one node cannot be redeemed again on another', async () => {
    const [a, b] = await Promise.all([startNode(t.db), startNode(t.db)]);
    try {
      const pkce = pkcePair();
      const { code, tokens } = await authorize(a, new BrowserSession(), pkce);
      expect(tokens.status).toBe(200);
      const reused = await tokenRequest(b, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: CALLBACK,
        code_verifier: pkce.verifier,
      });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('invalid_grant');
      // Reuse of a code revokes what it gave.
      expect((await refresh(b, tokens.body)).body.error).toBe('invalid_grant');
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});
