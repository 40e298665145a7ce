// Bearer-token verification for the API, whichever issuer is configured (ARCHITECTURE "Choices"):
// signature against the issuer's JWKS, issuer, audience and expiry, with `jose`.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export type TokenErrorReason = 'missing' | 'malformed' | 'invalid_signature' | 'expired' | 'invalid_claims' | 'unavailable';

export class TokenVerificationError extends Error {
  override readonly name = 'TokenVerificationError';
  constructor(
    readonly reason: TokenErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface VerifiedToken {
  sub: string;
  /**
   * The token's `email` claim, only when the issuer vouches for it (`email_verified: true`): a team invite
   * waits for that e-mail's first sign-in (modules/team/user-service.ts). Absent otherwise.
   */
  email?: string;
  /** The token's `name` claim, when it carries one with a verified e-mail. */
  name?: string;
}

export interface TokenVerifier {
  /** Resolves with the subject, or rejects with a `TokenVerificationError`. */
  verify(token: string): Promise<VerifiedToken>;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's public keys (the built-in provider); unset → discovered from the issuer's metadata. */
  jwks?: JSONWebKeySet;
  algorithms?: string[];
  clockToleranceSeconds?: number;
  /** For discovery; defaults to the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

const REASON_BY_JOSE_CODE: Record<string, TokenErrorReason> = {
  ERR_JWT_EXPIRED: 'expired',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'invalid_claims',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'invalid_signature',
  ERR_JWKS_NO_MATCHING_KEY: 'invalid_signature',
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: 'invalid_signature',
  ERR_JWS_INVALID: 'malformed',
  ERR_JWT_INVALID: 'malformed',
  ERR_JOSE_ALG_NOT_ALLOWED: 'malformed',
  ERR_JOSE_NOT_SUPPORTED: 'malformed',
  ERR_JWKS_TIMEOUT: 'unavailable',
  ERR_JWKS_INVALID: 'unavailable',
};

export function toTokenError(err: unknown): TokenVerificationError {
  if (err instanceof TokenVerificationError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? REASON_BY_JOSE_CODE[code] : undefined;
  const message = err instanceof Error ? err.message : String(err);
  return new TokenVerificationError(reason ?? 'unavailable', message, { cause: err });
}

/** OpenID Connect Discovery 1.0 §4: the metadata lives at `<issuer>/.well-known/openid-configuration`. */
export async function discoverJwksUri(issuer: string, fetchImpl: typeof fetch = fetch): Promise<URL> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new TokenVerificationError('unavailable', `Issuer metadata answered ${res.status}`);
  const metadata = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // §4.3: the issuer in the metadata must be exactly the one configured.
  if (metadata.issuer !== issuer) throw new TokenVerificationError('unavailable', 'Issuer metadata names another issuer');
  const jwksUri = typeof metadata.jwks_uri === 'string' ? URL.parse(metadata.jwks_uri) : null;
  if (!jwksUri || (jwksUri.protocol !== 'https:' && jwksUri.protocol !== new URL(issuer).protocol)) {
    throw new TokenVerificationError('unavailable', 'Issuer metadata has no usable jwks_uri');
  }
  return jwksUri;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { issuer, audience } = options;
  let keys: Promise<JWTVerifyGetKey> | null = options.jwks ? Promise.resolve(createLocalJWKSet(options.jwks)) : null;
  const keySet = () => {
    keys ??= discoverJwksUri(issuer, options.fetch).then((uri) => createRemoteJWKSet(uri));
    // A failed discovery is tried again on the next request rather than remembered.
    return keys.catch((err: unknown) => {
      keys = null;
      throw toTokenError(err);
    });
  };

  return {
    async verify(token) {
      if (!token) throw new TokenVerificationError('missing', 'No access token');
      try {
        const { payload } = await jwtVerify(token, await keySet(), {
          issuer,
          audience,
          algorithms: options.algorithms ?? DEFAULT_ALGORITHMS,
          clockTolerance: options.clockToleranceSeconds ?? 5,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') {
          throw new TokenVerificationError('invalid_claims', 'The token has no subject');
        }
        const verified: VerifiedToken = { sub: payload.sub };
        if (payload.email_verified === true && typeof payload.email === 'string' && payload.email !== '') {
          verified.email = payload.email;
          if (typeof payload.name === 'string' && payload.name !== '') verified.name = payload.name;
        }
        return verified;
      } catch (err) {
        throw toTokenError(err);
      }
    },
  };
}
