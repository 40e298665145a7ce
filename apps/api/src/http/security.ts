// Security headers, CORS allowlist and the rate limiter (issue 3 "Runtime").
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Requests per window for public writes (contact, tracking, checkout, booking). */
  publicWriteMax?: number;
}

/** Route option for public writes: `{ config: { rateLimit: publicWriteLimit(app) } }`. */
export const PUBLIC_WRITE_WINDOW = '1 minute';

export async function registerSecurity(app: FastifyInstance, { corsOrigins }: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    // Per-request nonces let the server-rendered page embed its loader data in an inline script.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The style nonce makes browsers ignore 'unsafe-inline' in style-src; server-rendered style
        // attributes (theme variables, section colours) are allowed here instead.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Sites are served over plain http on *.localhost in the embedded default; HSTS belongs to the proxy.
    strictTransportSecurity: false,
  });
  // /oidc answers its own CORS (the editor's token call comes from every site host).
  await app.register(cors, {
    delegator: (req, cb) =>
      cb(null, req.url?.startsWith('/oidc/') ? { origin: false } : { origin: (origin, ok) => ok(null, !origin || corsOrigins.includes(origin)), credentials: false }),
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody('rate_limited', `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} s`),
    }),
  });
}
