// Security headers, CORS allowlist and the rate limiter.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: @fastify/cors leaves the route alone (it reads `config.cors`). */
    cors?: false;
  }
}

export interface SecurityOptions {
  corsOrigins: string[];
  /** Counts in Redis, shared by every API node (REDIS_URL, cluster/cluster.ts); default: in this process. */
  rateLimitStore?: { redis: unknown; nameSpace: string };
  /** The stripe gateway is in use: pages may load Stripe.js and its card iframe (docs/decisions.md "Stripe"). */
  stripe?: boolean;
}

/** Stripe's hosts as its CSP guide lists them for Stripe.js, Elements and 3-D Secure. */
const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export async function registerSecurity(
  app: FastifyInstance,
  { corsOrigins, rateLimitStore, stripe = false }: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    // No nonces: no page of the product has an inline executable script (the site's data travels in
    // JSON scripts, docs/decisions.md "CSP"), so `script-src 'self'` holds and a page's bytes can be cached.
    enableCSPNonces: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_CSP.script : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Server-rendered style attributes (theme variables, section colours).
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE_CSP.connect : [])],
        frameSrc: ["'self'", ...(stripe ? STRIPE_CSP.frame : [])],
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
  // /oidc answers its own CORS (the editor's token call comes from every site host): its routes opt out.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/oidc/') || route.url === '/oidc') route.config = { ...route.config, cors: false };
  });
  // A static origin check (not a per-request options delegator): the plugin prepares its options once.
  await app.register(cors, {
    origin: (origin, ok) => ok(null, !origin || corsOrigins.includes(origin)),
    credentials: false,
  });
  await app.register(rateLimit, {
    global: false,
    // After validation, so a key reads the route's params as parsed: `/client/09/…`, `/client/9.0/…` and
    // `/client/9/…` are one client with one allowance.
    hook: 'preHandler',
    // Redis away: requests go through uncounted rather than fail (skipOnError).
    ...(rateLimitStore ? { redis: rateLimitStore.redis, nameSpace: rateLimitStore.nameSpace, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody('rate_limited', `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} s`),
    }),
  });
}
