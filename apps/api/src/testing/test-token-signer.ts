// Signs access tokens with a throw-away RS256 key, for tests of token verification and of bearer
// routes that should not need a full sign-in.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';

export interface TestTokenSigner {
  /** The public key set to give `createTokenVerifier({ jwks })`. */
  jwks: JSONWebKeySet;
  /** `expiresIn` in seconds (negative for an expired token); issuer and audience default to the signer's. */
  sign(claims: JWTPayload & { sub?: string }, options?: { expiresIn?: number; issuer?: string; audience?: string }): Promise<string>;
}

export async function createTestTokenSigner(issuer: string, audience: string): Promise<TestTokenSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(privateKey);
    },
  };
}
