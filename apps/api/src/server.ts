// buildServer() assembles the one Node process of the embedded default; listen() lives in main.ts so
// tests drive the server in process.
import { createServer } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { HealthStatus, systemCalls } from '@vitrina/api-client/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { AssetResponder, assetFastPath, CachedAssetStore, registerAssetRoutes, type AssetStore } from './assets/index.js';
import { applyInvalidation } from './cluster/apply-invalidation.js';
import { createLocalCluster, type Cluster } from './cluster/cluster.js';
import type { ApiConfig } from './config.js';
import { pingDatabase, type Database } from './db/index.js';
import { Dispatcher } from './events/dispatcher.js';
import { registerSiteSubscribers } from './events/site-subscribers.js';
import { registerBookingSubscribers } from './modules/booking/index.js';
import { registerCatalogSubscribers } from './modules/catalog/index.js';
import { MailSender, createMailTransport, registerMailSubscribers } from './modules/mail/index.js';
import { registerEditor } from './http/editor-routes.js';
import { registerErrorHandler, sendError } from './http/errors.js';
import { LoadingCache } from './cache/loading-cache.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerOpenApi } from './http/openapi.js';
import { PageCache, pageFastPath } from './http/page-cache.js';
import { registerPageRoute, type RenderLimit } from './http/page-route.js';
import { refuseRequest, requestIdentity } from './http/request-identity.js';
import { requestLogSerializer } from './http/request-log.js';
import { registerSecurity } from './http/security.js';
import { proxyTrust } from './http/trust-proxy.js';
import { createInProcessFetch, type SiteRenderer } from './http/site-renderer.js';
import { createTokenVerifier, mountBuiltInProvider, registerAuth, type AccountStore, type TokenVerifier } from './identity/index.js';
import { createMemoryCounterStore } from './identity/counter-store.js';
import { oidcIssuerOf } from './public-origin.js';
import { onCall } from './routes/call-route.js';
import { registerRoutes } from './routes/index.js';
import { createDnsDomainVerifier, type DomainVerifier } from './services/custom-domains.js';
import { createDbAccountStore } from './services/db-account-store.js';
import { startRepeating } from './services/repeating-task.js';
import { createPaymentGateway } from './payments/create-payment-gateway.js';
import { documentAttachmentPdf } from './modules/documents/index.js';
import type { PaymentGateway } from '@vitrina/commerce';

export interface ServerDeps {
  config: ApiConfig;
  database: Database;
  assets: AssetStore;
  /** Accounts of the built-in identity provider; default: the users table. */
  accounts?: AccountStore;
  /** Checks custom domains' DNS before the built-in provider signs anyone in on them; default: the system's DNS. */
  domainVerifier?: DomainVerifier;
  /** Overrides bearer-token verification (tests sign their own tokens). */
  tokenVerifier?: TokenVerifier;
  site?: SiteRenderer | null;
  /** `stream`: where log lines go instead of stdout (tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Uncached page renders per client address (http/page-route.ts). */
  renderLimit?: RenderLimit;
  /** Shared rate limits and cache invalidations of several nodes (cluster/cluster.ts); default: one process. */
  cluster?: Cluster;
  /** The payment gateway; default: from the configuration (payments/create-payment-gateway.ts). */
  gateway?: PaymentGateway;
}

/** How often a node drops expired entries from its page, asset and website-data caches. */
export const CACHE_SWEEP_INTERVAL_MS = 30_000;

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, database, site = null, logger = false } = deps;
  // Every read and write of the process goes through one cache, so a write drops what it changed.
  const assets = deps.assets instanceof CachedAssetStore ? deps.assets : new CachedAssetStore(deps.assets);
  const responder = new AssetResponder(assets);
  const fastAsset = assetFastPath(responder);
  const pages = new PageCache();
  const fastPage = pageFastPath(pages);
  // One identity per request (http/request-identity.ts), before anything else reads the request.
  const identityOptions = { demoHost: config.demoHost, trustProxy: config.trustProxy };
  const cluster = deps.cluster ?? createLocalCluster();
  const ctx: AppContext = {
    config,
    database,
    assets,
    websiteData: new LoadingCache({ maxEntries: 2_000 }),
    pages,
    // Concurrent health checks share one database ping, reused for a second.
    health: new LoadingCache({ maxEntries: 1, ttlMs: 1_000 }),
    bus: cluster.bus,
    counters: cluster.counters ?? createMemoryCounterStore(),
    gateway: deps.gateway ?? createPaymentGateway(config, database.db),
    events: new Dispatcher(database),
  };
  let closing = false;
  const app = Fastify({
    // Requests are logged with their identity, the values every part of the server acted on, secrets redacted.
    logger: logger && {
      ...(logger === true ? {} : logger),
      serializers: { req: requestLogSerializer(identityOptions) },
    },
    // Cached assets (site.json on every page view) and cached pages are answered before Fastify's
    // routing and hooks; a closing server leaves them to Fastify, which answers 503 (return503OnClosing).
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        const identity = requestIdentity(req, identityOptions);
        if (!identity.ok) return refuseRequest(res, identity.message);
        if (!closing && (fastAsset(req, res) || fastPage(req, res))) return;
        handler(req, res);
      });
      server.keepAliveTimeout = 72_000; // Fastify's own default, which it sets only on a server it creates
      return server;
    },
    // One rule for every forwarded header (http/trust-proxy.ts): Fastify refuses a bare hop count.
    trustProxy: config.trustProxy === false ? false : proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Malformed URLs get the one error shape too.
    frameworkErrors: (err, _req, reply) =>
      sendError(reply, err.statusCode ?? 400, err.statusCode === 414 ? 'uri_too_long' : 'bad_request', err.message),
  });
  app.decorate('ctx', ctx);
  // What follows a write (publish, per-tenant cache drop and its broadcast) subscribes to its events.
  ctx.events.useLogger(app.log);
  registerSiteSubscribers(ctx.events, ctx);
  registerBookingSubscribers(ctx.events, ctx);
  registerCatalogSubscribers(ctx.events, ctx);
  // E-mail (issue 28): subscribers queue messages in the outbox; the sender (started by main.ts) sends them.
  const mail = new MailSender(database, createMailTransport(config), {
    mailFrom: config.mailFrom,
    leaseMs: config.mailLeaseMs,
    log: app.log,
    // A receipt's, quote's or invoice's PDF is written when its message is sent (issue 31).
    writeDocument: (clientId, orderId) => documentAttachmentPdf(database.db, clientId, orderId),
  });
  app.decorate('mail', mail);
  registerMailSubscribers(ctx.events, ctx, mail);
  // Entries past their time to live leave the byte-holding caches on a timer, not only when asked for again.
  const sweeper = startRepeating(
    async () => {
      pages.sweep();
      assets.sweep();
      ctx.websiteData.sweep();
    },
    CACHE_SWEEP_INTERVAL_MS,
    (err) => app.log.error({ err }, 'cache sweep failed'),
  );
  app.addHook('onClose', async () => {
    sweeper.stop();
    // The events the last requests left to deliver (deliverSoon) are delivered before the database goes.
    await ctx.events.idle();
    await mail.stop();
  });
  cluster.useLogger(app.log);
  cluster.bus.subscribe((message) => applyInvalidation(ctx, message));
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (req, reply) => {
    const identity = requestIdentity(req.raw, identityOptions);
    if (!identity.ok) return sendError(reply, 400, 'bad_request', identity.message);
  });
  registerErrorHandler(app);
  // Every JSON body within a depth bound before any route walks it (http/json-body.ts).
  registerJsonBodyParser(app);
  // Text answers (pages, scripts, JSON) go out compressed when the browser accepts it.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurity(app, {
    corsOrigins: config.corsOrigins,
    stripe: Boolean(config.stripeSecretKey),
    ...(cluster.rateLimit ? { rateLimitStore: cluster.rateLimit } : {}),
  });
  await registerOpenApi(app);

  // Identity: the built-in provider when no external issuer is configured (ARCHITECTURE "How it runs").
  const issuer = oidcIssuerOf(config);
  let verifier = deps.tokenVerifier;
  if (!config.oidcIssuer) {
    const builtIn = await mountBuiltInProvider(app, {
      issuer,
      db: database.db,
      dataDir: config.dataDir,
      clientId: config.oidcClientId,
      siteDomains: [config.siteDomain],
      audience: config.oidcAudience,
      accounts:
        deps.accounts ??
        createDbAccountStore(
          database.db,
          {
            siteDomain: config.siteDomain,
            demoHost: config.demoHost,
            domains: deps.domainVerifier ?? createDnsDomainVerifier(),
          },
          { ctx, mail },
        ),
      ...(cluster.counters ? { counters: cluster.counters } : {}),
    });
    verifier ??= createTokenVerifier({ issuer: builtIn.issuer, audience: builtIn.audience, jwks: builtIn.jwks });
  }
  registerAuth(app, verifier ?? createTokenVerifier({ issuer, audience: config.oidcAudience }));

  onCall(app, systemCalls.health, { schema: { tags: ['system'], response: { 200: HealthStatus } } }, async (_req, reply) => {
    const ok = await ctx.health.load('database', () => pingDatabase(database));
    return ok ? ({ status: 'ok' } satisfies HealthStatus) : sendError(reply, 503, 'unavailable', 'The database does not answer');
  });

  await registerAssetRoutes(app, responder);
  await registerRoutes(app, ctx);
  await registerEditor(app, config.editorDist, { siteDomain: config.siteDomain });

  await app.register(fastifyStatic, {
    root: path.join(config.siteDist, 'client', 'assets'),
    prefix: '/_app/assets/',
    // Source maps are never published (docs/decisions.md "Source maps"), whatever a build left here.
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  registerPageRoute(app, ctx, {
    site,
    context: () => ({ fetch: inProcessFetch, demoHost: config.demoHost, siteDomain: config.siteDomain }),
    counters: ctx.counters,
    ...(deps.renderLimit ? { renderLimit: deps.renderLimit } : {}),
  });
  const inProcessFetch = createInProcessFetch(app);

  return app;
}
