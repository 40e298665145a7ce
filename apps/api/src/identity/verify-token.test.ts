import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTokenSigner } from '../testing/test-token-signer.js';
import { createTokenVerifier, TokenVerificationError, type TokenErrorReason } from './verify-token.js';

const ISSUER = 'http://localhost:8080/oidc';
const AUDIENCE = 'urn:vitrina:api';
const signer = await createTestTokenSigner(ISSUER, AUDIENCE);
const stranger = await createTestTokenSigner(ISSUER, AUDIENCE);
const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: signer.jwks });

async function reasonOf(promise: Promise<unknown>): Promise<TokenErrorReason> {
  const err = await promise.then(
    () => {
      throw new Error('the token was accepted');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TokenVerificationError);
  return (err as TokenVerificationError).reason;
}

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  claims.sub = 'vitrina|someone-else';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('createTokenVerifier (signature, issuer, audience, expiry)', () => {
  it('§3 Login user: a valid token gives its subject (provider|id)', async () => {
    const token = await signer.sign({ sub: 'vitrina|u1' });
    await expect(verifier.verify(token)).resolves.toEqual({ sub: 'vitrina|u1' });
  });

  it('passes the e-mail (and name) on only when the issuer says it is verified (team invites wait for it)', async () => {
    const claims = { sub: 'auth0|a1', email: 'ana@example.com', name: 'Ana' };
    await expect(verifier.verify(await signer.sign({ ...claims, email_verified: true }))).resolves.toEqual(claims);
    await expect(verifier.verify(await signer.sign({ ...claims, email_verified: false }))).resolves.toEqual({ sub: 'auth0|a1' });
    await expect(verifier.verify(await signer.sign({ ...claims, email_verified: 'true' }))).resolves.toEqual({ sub: 'auth0|a1' });
  });

  it.each<[string, () => Promise<string>, TokenErrorReason]>([
    ['another audience', () => signer.sign({ sub: 'vitrina|u1' }, { audience: 'urn:other:api' }), 'invalid_claims'],
    ['an ID token (audience = client id)', () => signer.sign({ sub: 'vitrina|u1' }, { audience: 'vitrina-editor' }), 'invalid_claims'],
    ['another issuer', () => signer.sign({ sub: 'vitrina|u1' }, { issuer: 'https://evil.example/' }), 'invalid_claims'],
    ['an expired token', () => signer.sign({ sub: 'vitrina|u1' }, { expiresIn: -60 }), 'expired'],
    ['a tampered payload', async () => tamper(await signer.sign({ sub: 'vitrina|u1' })), 'invalid_signature'],
    ['a token signed by an unknown key', () => stranger.sign({ sub: 'vitrina|u1' }), 'invalid_signature'],
    [
      'an unsigned token (alg none)',
      async () => new UnsecuredJWT({ sub: 'vitrina|u1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('5m').encode(),
      'malformed',
    ],
    [
      'an HMAC token',
      () =>
        new SignJWT({ sub: 'vitrina|u1' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setExpirationTime('5m')
          .sign(new Uint8Array(32)),
      'malformed',
    ],
    ['a token without subject', () => signer.sign({}), 'invalid_claims'],
    ['no JWT at all', async () => 'not-a-token', 'malformed'],
    ['an empty token', async () => '', 'missing'],
  ])('refuses %s', async (_name, make, reason) => {
    expect(await reasonOf(verifier.verify(await make()))).toBe(reason);
  });

  it('rejects any arbitrary string with a typed error, never another exception', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((p) => p.join('.')),
        ),
        async (token) => {
          await reasonOf(verifier.verify(token));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('an external issuer (whichever issuer is configured)', () => {
  let server: Server;
  let issuer = '';
  let discoveryCalls = 0;
  let failDiscovery = 0;
  let advertisedIssuer: string | null = null;
  const external = { signer: signer };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/.well-known/openid-configuration') {
        discoveryCalls += 1;
        if (failDiscovery > 0) {
          failDiscovery -= 1;
          res.writeHead(503).end();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ issuer: advertisedIssuer ?? issuer, jwks_uri: `${issuer}/keys` }));
      } else if (req.url === '/keys') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(external.signer.jwks));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    external.signer = await createTestTokenSigner(issuer, AUDIENCE);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds the JWKS through /.well-known/openid-configuration, once', async () => {
    discoveryCalls = 0;
    const remote = createTokenVerifier({ issuer, audience: AUDIENCE });
    await expect(remote.verify(await external.signer.sign({ sub: 'auth0|abc' }))).resolves.toEqual({ sub: 'auth0|abc' });
    await expect(remote.verify(await external.signer.sign({ sub: 'auth0|def' }))).resolves.toEqual({ sub: 'auth0|def' });
    expect(discoveryCalls).toBe(1);
  });

  it('answers "unavailable" while discovery fails, and recovers on a later request', async () => {
    failDiscovery = 1;
    const remote = createTokenVerifier({ issuer, audience: AUDIENCE });
    const token = await external.signer.sign({ sub: 'auth0|abc' });
    expect(await reasonOf(remote.verify(token))).toBe('unavailable');
    await expect(remote.verify(token)).resolves.toEqual({ sub: 'auth0|abc' });
  });

  it('refuses metadata that names another issuer (OIDC Discovery §4.3)', async () => {
    advertisedIssuer = 'https://evil.example';
    try {
      const remote = createTokenVerifier({ issuer, audience: AUDIENCE });
      expect(await reasonOf(remote.verify(await external.signer.sign({ sub: 'auth0|abc' })))).toBe('unavailable');
    } finally {
      advertisedIssuer = null;
    }
  });

  it('still refuses a token of another key from the discovered JWKS', async () => {
    const remote = createTokenVerifier({ issuer, audience: AUDIENCE });
    const foreign = await createTestTokenSigner(issuer, AUDIENCE);
    expect(await reasonOf(remote.verify(await foreign.sign({ sub: 'auth0|abc' })))).toBe('invalid_signature');
  });
});
