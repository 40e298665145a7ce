// Mounts the built-in OpenID Connect provider (oidc-provider, a Koa app) on the Fastify app at the
// issuer's path, e.g. `/oidc`. Used when no external issuer is configured (ARCHITECTURE "How it runs").
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { Provider } from 'oidc-provider';
import type { AppDb } from '../db/index.js';
import type { AccountStore } from './account-store.js';
import { createCodeRecipientRule } from './code-recipient.js';
import { createMemoryCounterStore, type CounterStore } from './counter-store.js';
import { createDeviceCookies } from './device-cookie.js';
import { registerInteractionRoutes } from './interaction-routes.js';
import { createLoginLimiter, type LoginLimiterOptions } from './login-rate-limit.js';
import { createDbAdapter } from './oidc-adapter.js';
import { buildProviderConfiguration, DEFAULT_API_AUDIENCE } from './provider-config.js';
import { loadProviderKeys } from './provider-keys.js';
import { ADMIN_CALLBACK_PATHS, createRedirectRule } from './redirect-rule.js';
import { registerSetPasswordRoutes } from './set-password-routes.js';
import { registerConfirmEmailRoutes } from './confirm-email-routes.js';
import { registerForgotPasswordRoutes } from './forgot-password-routes.js';

export interface BuiltInProviderOptions {
  /** e.g. `http://localhost:8080/oidc`; its path is where the provider is mounted. */
  issuer: string;
  /** Sessions, grants, tokens and the provider's keys are kept here (table `oidc_models`). */
  db: AppDb;
  /** Where installs before the database kept the keys (`oidc-jwks.json`, `oidc-cookie-keys.json`): imported on first start. */
  dataDir?: string;
  clientId: string;
  /** Extra exact redirect URIs; the site-host rule (redirect-rule.ts) accepts the editor's anyway. */
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  /** Site domains whose host and sub-domains are trusted for redirects; default `['localhost']`. */
  siteDomains?: string[];
  /** `aud` of the access tokens; default `urn:vitrina:api`. */
  audience?: string;
  accounts: AccountStore;
  loginLimits?: Omit<LoginLimiterOptions, 'counters'>;
  /** Counters of the sign-in limits; default in memory (one process). */
  counters?: CounterStore;
}

export interface BuiltInProvider {
  provider: Provider;
  issuer: string;
  audience: string;
  /** Public signing keys, for `createTokenVerifier({ jwks })` without an HTTP round trip. */
  jwks: JSONWebKeySet;
}

const REDIRECT_PARAMS = ['redirect_uri', 'post_logout_redirect_uri'];
/** No `form-action`: the logout form's redirect goes on to the site host, which it would block. */
const PROVIDER_CSP = "default-src 'none'; script-src 'self'; base-uri 'none'; frame-ancestors 'none'";
/**
 * Discovery and keys change only with a new deployment or key set, and oidc-client-ts fetches them on
 * every editor load: shared caches may keep them 5 minutes (they vary by Origin, which oidc-provider
 * declares), which bounds how long a changed key set stays unseen.
 */
const METADATA_CACHE_CONTROL = 'public, max-age=300';
const METADATA_ROUTES = new Set(['discovery', 'jwks']);
/** Their paths below the mount path: these answers are built from the issuer alone (no Host, no X-Forwarded-*). */
const METADATA_PATHS = new Set(['/.well-known/openid-configuration', '/jwks']);

function hostnameOf(value: unknown): string | null {
  return typeof value === 'string' ? (URL.parse(value)?.hostname ?? null) : null;
}

export async function mountBuiltInProvider(app: FastifyInstance, options: BuiltInProviderOptions): Promise<BuiltInProvider> {
  const issuerUrl = new URL(options.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');
  if (!mountPath) throw new Error(`The built-in issuer needs a path to be mounted at, e.g. ${issuerUrl.origin}/oidc`);
  const audience = options.audience ?? DEFAULT_API_AUDIENCE;
  const keys = await loadProviderKeys(options.db, options.dataDir);
  const { accounts } = options;
  const rule = createRedirectRule({
    issuer: options.issuer,
    siteDomains: options.siteDomains ?? ['localhost'],
    isSiteHost: accounts.isSiteHost?.bind(accounts),
  });
  const recipients = createCodeRecipientRule({ issuer: options.issuer, accounts });

  const provider = new Provider(
    options.issuer,
    buildProviderConfiguration({
      mountPath,
      clientId: options.clientId,
      redirectUris: [...ADMIN_CALLBACK_PATHS.map((p) => issuerUrl.origin + p), ...(options.redirectUris ?? [])],
      postLogoutRedirectUris: [`${issuerUrl.origin}/admin`, ...(options.postLogoutRedirectUris ?? [])],
      audience,
      keys,
      accounts,
      rule,
      recipients,
      adapter: createDbAdapter(options.db),
    }),
  );
  // Koa takes host, scheme and address from X-Forwarded-*, which handOver always sets itself (below).
  provider.proxy = true;

  // oidc-provider only knows exact redirect URIs; the editor's live on every site host (redirect-rule.ts).
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(uri: string) {
    return this.redirectUris?.includes(uri) === true || rule.isAllowedRedirectUri(uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(uri: string) {
    return this.postLogoutRedirectUris?.includes(uri) === true || rule.isAllowedPostLogoutUri(uri);
  };
  // Those checks are synchronous: look custom domains up in the account store before they run.
  provider.use(async (ctx, next) => {
    const hosts = [...REDIRECT_PARAMS.map((p) => hostnameOf(ctx.query[p])), hostnameOf(ctx.get('origin'))];
    for (const host of hosts) if (host) await rule.resolveHost(host);
    await next();
    if (ctx.status === 200 && METADATA_ROUTES.has(ctx.oidc?.route ?? '')) ctx.set('cache-control', METADATA_CACHE_CONTROL);
  });

  const counters = options.counters ?? createMemoryCounterStore();
  await registerInteractionRoutes(app, {
    provider,
    mountPath,
    clientId: options.clientId,
    accounts,
    limiter: createLoginLimiter({ ...options.loginLimits, counters }),
    devices: createDeviceCookies(keys.cookieKeys),
    secureCookies: issuerUrl.protocol === 'https:',
  });
  // Team members added by an owner choose their password with a one-time link (set-password-routes.ts).
  if (accounts.passwordLinks) await registerSetPasswordRoutes(app, { mountPath, links: accounts.passwordLinks, counters });
  // "Forgot password?" and a sign-up's e-mail confirmation, by links mailed to the person (issue 28).
  if (accounts.passwordResets) {
    await registerForgotPasswordRoutes(app, { mountPath, resets: accounts.passwordResets, counters, log: app.log });
  }
  if (accounts.emailConfirmations) {
    await registerConfirmEmailRoutes(app, { mountPath, confirmations: accounts.emailConfirmations, counters });
  }

  const callback = provider.callback();
  const handOver = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // Headers set by earlier hooks (security headers, request id) still go out, except the app's CSP:
    // the provider's pages need their own (oidc-provider adds its inline scripts' hashes to script-src).
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !name.startsWith('content-security-policy')) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('content-security-policy', PROVIDER_CSP);
    // oidc-provider routes below its mount path and finds the mount path from `originalUrl`.
    const raw = req.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    const rest = url.slice(mountPath.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    // One value each, whatever the client sent: the documents caches keep (discovery, keys) name the issuer's
    // own URLs (docs/decisions.md "OIDC discovery from the issuer only"); the provider's other answers are
    // per request and uncached and follow the host as Fastify's trust rule (TRUST_PROXY) read it.
    const metadata = METADATA_PATHS.has(raw.url.split('?')[0]!);
    raw.headers['x-forwarded-host'] = metadata ? issuerUrl.host : req.host;
    raw.headers['x-forwarded-proto'] = metadata ? issuerUrl.protocol.slice(0, -1) : req.protocol;
    raw.headers['x-forwarded-for'] = req.ip;
    await callback(raw, reply.raw);
  };
  await app.register(async (scope) => {
    // Leave request bodies unread: oidc-provider parses them itself from the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${mountPath}/*`, handOver);
  });

  return { provider, issuer: options.issuer, audience, jwks: keys.publicJwks as JSONWebKeySet };
}
