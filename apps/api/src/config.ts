// Configuration from the environment, with defaults that need nothing installed (the embedded default).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Postgres connection string; unset → embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** `s3://bucket[/prefix]` with `s3Endpoint`; unset → files in `dataDir/assets`. */
  assetStoreUrl: string | undefined;
  s3Endpoint: string | undefined;
  /** External OpenID Connect issuer; unset → the built-in provider at `/oidc`. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  /** Audience of the API's access tokens. */
  oidcAudience: string;
  /** Client sub-domains are `<subdomain>.<siteDomain>`. */
  siteDomain: string;
  /** The host plain `localhost` shows (spec §4 "On localhost a demo host is used"). */
  demoHost: string;
  /** Where roles 3 and 4 are sent (spec §4 "Admin entry" 3); a relative URL stays on the site's own host. */
  adminAppUrl: string;
  /** Public origin of this process when it is not `http://localhost:<port>`. */
  publicUrl: string | undefined;
  /** Redis shared by several API nodes (rate limits, cache invalidations); unset → one process, no Redis. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel of this deployment (`REDIS_PREFIX`, default `vitrina:`). */
  redisPrefix: string;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  /** Signing secret (`whsec_…`) of Stripe's webhook; with it `POST /api/payments/stripe/webhook` exists. */
  stripeWebhookSecret: string | undefined;
  /** Stripe's API origin when it is not Stripe's own (`STRIPE_API_URL`, e.g. a local stripe-mock for tests). */
  stripeApiUrl: string | undefined;
  /** How long the sandbox gateway's validation step waits before the payment expires (default 900 s). */
  sandboxValidationSeconds: number;
  /** How long a held appointment slot waits for the visitor's details (`BOOKING_HOLD_MINUTES`, default 10; issue 14). */
  bookingHoldMinutes: number;
  /** Live holds one client address may keep at a business (`BOOKING_HOLDS_PER_ADDRESS`, default 3, 1–50; issue 25). */
  bookingHoldsPerAddress: number;
  /** How often due subscription renewals are charged (`SUBSCRIPTION_RENEWAL_INTERVAL_MS`, default 60 000; 0: never). */
  subscriptionRenewalIntervalMs: number;
  /** A money-moving request's lease on its Idempotency-Key (`IDEMPOTENCY_LEASE_SECONDS`, default 10; issue 32). */
  idempotencyLeaseMs: number;
  /**
   * A payment left unsettled this long (an order awaiting payment, a quote payment processing) is settled from
   * the gateway's own record by the recovery sweeper (`PAYMENT_RECOVERY_AFTER_SECONDS`, default 120; issue 32).
   */
  paymentRecoveryAfterMs: number;
  /** How often the recovery sweeper runs, besides once at start (`PAYMENT_RECOVERY_INTERVAL_MS`, default 60 000; 0: at start only). */
  paymentRecoveryIntervalMs: number;
  /** How often undelivered domain events are delivered, besides once at start (`EVENT_SWEEP_INTERVAL_MS`, default 10 000; 0: at start only). */
  eventSweepIntervalMs: number;
  /** The mail server (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`); unset → messages are kept as not sent. */
  smtpUrl: string | undefined;
  /**
   * The sender's address (`MAIL_FROM`, default `no-reply@<SITE_DOMAIN>`): each message goes out as
   * `"<business name>" <MAIL_FROM>`; a value with its own name (`Vitrina <no-reply@example.com>`) is used as it is.
   */
  mailFrom: string;
  /** DKIM signing (`MAIL_DKIM_DOMAIN`, `MAIL_DKIM_SELECTOR`, `MAIL_DKIM_PRIVATE_KEY` PEM or `MAIL_DKIM_PRIVATE_KEY_FILE`); all three or none. */
  mailDkim: MailDkim | undefined;
  /** How often the mail sender looks for due messages, besides the nudge after each queueing (`MAIL_SEND_INTERVAL_MS`, default 15 000; 0: at start only). */
  mailSendIntervalMs: number;
  /** How long a sender's claim keeps other senders off a message (`MAIL_LEASE_SECONDS`, default 120, 5–3600). */
  mailLeaseMs: number;
  corsOrigins: string[];
  /** The proxies in front (`TRUST_PROXY`: true, a hop count, or addresses/CIDRs; http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Built public site (client assets + server entry); unset → the workspace's apps/site/dist. */
  siteDist: string;
  /** Built editor (static SPA); unset → the workspace's apps/editor/dist. */
  editorDist: string;
  logLevel: string;
}

export interface MailDkim {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const workspaceRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const siteDomain = env.SITE_DOMAIN ?? 'localhost';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    assetStoreUrl: env.ASSET_STORE_URL || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'vitrina-editor',
    oidcAudience: env.OIDC_AUDIENCE ?? 'urn:vitrina:api',
    siteDomain,
    demoHost: env.DEMO_HOST ?? `bistro.${siteDomain}`,
    adminAppUrl: env.ADMIN_APP_URL || '/manage',
    publicUrl: env.PUBLIC_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'vitrina:',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    sandboxValidationSeconds: positiveSeconds(env.SANDBOX_VALIDATION_SECONDS, 15 * 60),
    bookingHoldMinutes: Math.min(positiveSeconds(env.BOOKING_HOLD_MINUTES, 10), 24 * 60),
    bookingHoldsPerAddress: Math.min(positiveSeconds(env.BOOKING_HOLDS_PER_ADDRESS, 3), 50),
    subscriptionRenewalIntervalMs: intervalMs(env.SUBSCRIPTION_RENEWAL_INTERVAL_MS, 60_000),
    idempotencyLeaseMs: Math.min(positiveSeconds(env.IDEMPOTENCY_LEASE_SECONDS, 10), 300) * 1000,
    paymentRecoveryAfterMs: positiveSeconds(env.PAYMENT_RECOVERY_AFTER_SECONDS, 120) * 1000,
    paymentRecoveryIntervalMs: intervalMs(env.PAYMENT_RECOVERY_INTERVAL_MS, 60_000),
    eventSweepIntervalMs: intervalMs(env.EVENT_SWEEP_INTERVAL_MS, 10_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM?.trim() || `no-reply@${siteDomain}`,
    mailDkim: mailDkim(env),
    mailSendIntervalMs: intervalMs(env.MAIL_SEND_INTERVAL_MS, 15_000),
    mailLeaseMs: Math.min(Math.max(positiveSeconds(env.MAIL_LEASE_SECONDS, 120), 5), 3_600) * 1000,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    siteDist: path.resolve(env.SITE_DIST ?? path.join(workspaceRoot, 'apps', 'site', 'dist')),
    editorDist: path.resolve(env.EDITOR_DIST ?? path.join(workspaceRoot, 'apps', 'editor', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** A whole number of seconds, 1 to one day; anything else is the default. */
function positiveSeconds(value: string | undefined, fallback: number): number {
  const n = value && /^[0-9]{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 86_400 ? n : fallback;
}

/** Milliseconds, 0 (off) to one day; anything else is the default. */
function intervalMs(value: string | undefined, fallback: number): number {
  const n = value && /^[0-9]{1,8}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n <= 86_400_000 ? n : fallback;
}

/** DKIM settings when all three are given; some but not all is a configuration error (mail would go out unsigned). */
function mailDkim(env: NodeJS.ProcessEnv): MailDkim | undefined {
  const domainName = env.MAIL_DKIM_DOMAIN?.trim();
  const keySelector = env.MAIL_DKIM_SELECTOR?.trim();
  const keyFile = env.MAIL_DKIM_PRIVATE_KEY_FILE?.trim();
  const privateKey = env.MAIL_DKIM_PRIVATE_KEY?.trim() || (keyFile ? readFileSync(keyFile, 'utf8') : undefined);
  if (!domainName && !keySelector && !privateKey) return undefined;
  if (!domainName || !keySelector || !privateKey) {
    throw new Error('DKIM needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY (or MAIL_DKIM_PRIVATE_KEY_FILE) together');
  }
  return { domainName, keySelector, privateKey };
}
