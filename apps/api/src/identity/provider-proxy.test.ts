// The discovery document names the configured issuer's endpoints only: neither the Host header nor forwarded
// headers (even behind a trusted proxy) rewrite what shared caches keep for 5 minutes (docs/decisions.md
// "OIDC discovery from the issuer only (issue 25)").
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { createMemoryAccountStore } from './account-store.js';
import { mountBuiltInProvider } from './built-in-provider.js';

const ISSUER = 'http://localhost:8080/oidc';
const FORGED = { host: 'localhost:8080', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };

let t: TestDatabase;
let direct: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  t = await createTestDatabase('pglite');
  const accounts = createMemoryAccountStore([]);
  // As server.ts builds it: Fastify and the provider get the same TRUST_PROXY.
  direct = Fastify();
  await mountBuiltInProvider(direct, { issuer: ISSUER, db: t.db, clientId: 'vitrina-editor', accounts });
  proxied = Fastify({ trustProxy: true });
  await mountBuiltInProvider(proxied, { issuer: ISSUER, db: t.db, clientId: 'vitrina-editor', accounts });
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
  await t.dispose();
});

const discovery = async (app: FastifyInstance, headers: Record<string, string>) => {
  const res = await app.inject({ url: '/oidc/.well-known/openid-configuration', headers });
  return { res, doc: res.json<Record<string, string>>() };
};

describe('the discovery document behind proxies', () => {
  const ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'];
  const namesOnlyTheIssuer = (doc: Record<string, string>) => {
    expect(doc.issuer).toBe(ISSUER);
    for (const endpoint of ENDPOINTS) expect(doc[endpoint]).toMatch(/^http:\/\/localhost:8080\/oidc\//);
    expect(JSON.stringify(doc)).not.toContain('evil');
  };

  it("issue 25 finding 12: a forged Host names only the issuer's endpoints", async () => {
    for (const app of [direct, proxied]) {
      const { res, doc } = await discovery(app, { host: 'evil.example' });
      expect(res.statusCode).toBe(200);
      namesOnlyTheIssuer(doc);
    }
  });

  it('without TRUST_PROXY a forged X-Forwarded-Host/Proto does not rewrite the endpoints', async () => {
    const { res, doc } = await discovery(direct, FORGED);
    expect(res.statusCode).toBe(200);
    namesOnlyTheIssuer(doc);
  });

  it('with TRUST_PROXY forwarded headers do not rewrite them either', async () => {
    namesOnlyTheIssuer((await discovery(proxied, FORGED)).doc);
    namesOnlyTheIssuer((await discovery(proxied, { ...FORGED, 'x-forwarded-host': 'evil.test, cdn.evil.example' })).doc);
  });

  it.each(['/oidc/.well-known/openid-configuration', '/oidc/jwks'])('%s may be cached for 5 minutes, per Origin', async (url) => {
    const res = await direct.inject({ url, headers: { origin: 'http://bistro.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('leaves other provider answers uncacheable', async () => {
    const res = await direct.inject({
      method: 'POST',
      url: '/oidc/token',
      payload: 'grant_type=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
