// Forwarded headers name the provider's endpoints only behind a trusted proxy (TRUST_PROXY), and discovery
// and keys answers say how long they may be cached (docs/decisions.md "Built-in identity provider: storage
// and sign-in limits").
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
  await mountBuiltInProvider(proxied, { issuer: ISSUER, db: t.db, clientId: 'vitrina-editor', accounts, trustProxy: true });
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
  it('without TRUST_PROXY a forged X-Forwarded-Host/Proto does not rewrite the endpoints', async () => {
    const { res, doc } = await discovery(direct, FORGED);
    expect(res.statusCode).toBe(200);
    expect(doc.issuer).toBe(ISSUER);
    for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      expect(doc[endpoint]).toMatch(/^http:\/\/localhost:8080\/oidc\//);
    }
  });

  it('with TRUST_PROXY the endpoints follow what the proxy forwarded (the issuer never does)', async () => {
    const { doc } = await discovery(proxied, FORGED);
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe('https://evil.test/oidc/auth');
    // Several proxies: Fastify's reading (the last, nearest hop) is the one used, as for the rest of the API.
    const { doc: chained } = await discovery(proxied, { ...FORGED, 'x-forwarded-host': 'evil.test, cdn.example' });
    expect(chained.authorization_endpoint).toBe('https://cdn.example/oidc/auth');
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
