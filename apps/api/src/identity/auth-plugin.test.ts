import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth, requireAuth } from './auth-plugin.js';
import { createTestTokenSigner } from '../testing/test-token-signer.js';
import { createTokenVerifier, TokenVerificationError, type TokenVerifier } from './verify-token.js';

const ISSUER = 'http://localhost:8080/oidc';
const AUDIENCE = 'urn:vitrina:api';
const signer = await createTestTokenSigner(ISSUER, AUDIENCE);
const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: signer.jwks });

function buildApp(v: TokenVerifier) {
  const app = Fastify();
  registerAuth(app, v);
  app.get('/api/owner', { preHandler: requireAuth }, async (req) => ({ sub: req.auth?.sub }));
  app.get('/api/public', async (req) => ({ auth: req.auth }));
  return app;
}

const app = buildApp(verifier);
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('registerAuth + requireAuth (§6: access to the editor is checked with the server)', () => {
  it('lets a valid bearer token through with request.auth = { sub }', async () => {
    const token = await signer.sign({ sub: 'vitrina|u1' });
    const res = await app.inject({ url: '/api/owner', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sub: 'vitrina|u1' });
  });

  it('answers 401 with a bare Bearer challenge when no token is sent (RFC 6750 §3)', async () => {
    const res = await app.inject({ url: '/api/owner' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required' } });
  });

  it.each<[string, () => Promise<string>, string]>([
    [
      'an expired token',
      async () => `Bearer ${await signer.sign({ sub: 'vitrina|u1' }, { expiresIn: -60 })}`,
      'The access token has expired',
    ],
    [
      'a token for another audience',
      async () => `Bearer ${await signer.sign({ sub: 'vitrina|u1' }, { audience: 'urn:x' })}`,
      'The access token is not valid',
    ],
    [
      'a tampered token',
      async () => `Bearer ${(await signer.sign({ sub: 'vitrina|u1' })).slice(0, -4)}AAAA`,
      'The access token is not valid',
    ],
    ['another scheme', async () => 'Basic dXNlcjpwYXNz', 'The access token is not valid'],
    ['an empty bearer', async () => 'Bearer ', 'The access token is not valid'],
  ])('answers 401 invalid_token for %s', async (_name, header, message) => {
    const res = await app.inject({ url: '/api/owner', headers: { authorization: await header() } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token", error_description=".+"$/);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message } });
  });

  it('leaves public routes public: a bad token there only means request.auth is null', async () => {
    const res = await app.inject({ url: '/api/public', headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: null });
  });

  it('answers 503, not 401, when the issuer cannot be reached to check the token', async () => {
    const down = buildApp({ verify: () => Promise.reject(new TokenVerificationError('unavailable', 'down')) });
    const res = await down.inject({ url: '/api/owner', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'auth_unavailable' } });
    await down.close();
  });
});
