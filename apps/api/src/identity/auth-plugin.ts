// `request.auth` from `Authorization: Bearer <token>`, and the `requireAuth` guard of owner routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TokenVerificationError, toTokenError, type TokenVerifier, type VerifiedToken } from './verify-token.js';

export type AuthContext = VerifiedToken;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when no (valid) bearer token came with the request. */
    auth: AuthContext | null;
    /** Why `auth` is null although an Authorization header was sent. */
    authError: TokenVerificationError | null;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** Call on the root instance before the routes, so every route sees `request.auth`. */
export function registerAuth(app: FastifyInstance, verifier: TokenVerifier): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  // Callback style: the common request has no Authorization header and costs no promise.
  app.addHook('onRequest', (req, _reply, done) => {
    const header = req.headers.authorization;
    if (header === undefined) return done();
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      req.authError = new TokenVerificationError('malformed', 'The Authorization header is not a bearer token');
      return done();
    }
    verifier.verify(token).then(
      (auth) => {
        req.auth = auth;
        done();
      },
      (err: unknown) => {
        req.authError = toTokenError(err);
        done();
      },
    );
  });
}

function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '')}"`;
}

/** preHandler: 401 in the API's error shape unless the request carries a valid bearer token. */
export async function requireAuth(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (req.auth) return undefined;
  const failure = req.authError;
  if (failure?.reason === 'unavailable') {
    req.log.warn({ err: failure }, 'access token could not be checked');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ error: { code: 'auth_unavailable', message: 'Sign-in cannot be checked right now; try again shortly' } });
  }
  // RFC 6750 §3: no error code when no credentials were sent; `invalid_token` otherwise.
  const message = !failure
    ? 'Sign in required'
    : failure.reason === 'expired'
      ? 'The access token has expired'
      : 'The access token is not valid';
  const challenge = failure ? `Bearer error="invalid_token", error_description=${quoted(message)}` : 'Bearer';
  return reply
    .status(401)
    .header('www-authenticate', challenge)
    .send({ error: { code: 'unauthorized', message } });
}
