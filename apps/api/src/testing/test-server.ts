// An in-process server on a real database and a throw-away asset folder, with tokens the tests sign.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LocalAssetStore } from '../assets/index.js';
import { loadConfig, type ApiConfig } from '../config.js';
import type { DatabaseKind } from '../db/index.js';
import { createTokenVerifier } from '../identity/index.js';
import type { RenderLimit } from '../http/page-route.js';
import type { SiteRenderer } from '../http/site-renderer.js';
import { buildServer, type ServerDeps } from '../server.js';
import type { DomainVerifier } from '../services/custom-domains.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { createTestTokenSigner, type TestTokenSigner } from './test-token-signer.js';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  tokens: TestTokenSigner;
  /** A bearer header for a subject, e.g. `vitrina|<user id>`. */
  bearer(sub: string, options?: { expiresIn?: number }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export async function createTestServer(
  kind: DatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv;
    site?: SiteRenderer;
    configure?: (c: ApiConfig) => ApiConfig;
    renderLimit?: RenderLimit;
    /** Mount the built-in identity provider (no OIDC_ISSUER); bearer tokens are still the test signer's. */
    builtInProvider?: boolean;
    /** Request logging (server.ts `logger`); default none. */
    logger?: ServerDeps['logger'];
    /** Custom domains' DNS check; default: no domain has the record (tests never ask the real DNS). */
    domainVerifier?: DomainVerifier;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-api-test-'));
  // Tests stand behind a pretend proxy, so X-Forwarded-For tells callers apart.
  const base = loadConfig({
    TRUST_PROXY: 'true',
    DATA_DIR: dir,
    EDITOR_DIST: path.join(dir, 'editor'),
    SITE_DIST: path.join(dir, 'site'),
    ...options.env,
  });
  const config = options.configure ? options.configure(base) : base;
  const database = await createTestDatabase(kind);
  const tokens = await createTestTokenSigner('https://issuer.test', config.oidcAudience);
  const app = await buildServer({
    config: { ...config, oidcIssuer: options.builtInProvider ? undefined : 'https://issuer.test' },
    database,
    assets: new LocalAssetStore(path.join(dir, 'assets')),
    tokenVerifier: createTokenVerifier({ issuer: 'https://issuer.test', audience: config.oidcAudience, jwks: tokens.jwks }),
    site: options.site ?? null,
    domainVerifier: options.domainVerifier ?? { hasTxtRecord: async () => false },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.renderLimit ? { renderLimit: options.renderLimit } : {}),
  });
  await app.ready();
  // A test reads what a call did once its answer is in, the events it left to deliver after the answer
  // (Dispatcher.deliverSoon: a checkout's receipt, its cache drop) included.
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<unknown>;
  (app as { inject: unknown }).inject = (opts?: unknown, callback?: unknown) => {
    if (opts === undefined || callback !== undefined) return (inject as (...a: unknown[]) => unknown)(opts, callback);
    return inject(opts).then(async (res) => {
      await app.ctx.events.idle();
      return res;
    });
  };
  return {
    app,
    database,
    tokens,
    bearer: async (sub, opts) => ({ authorization: `Bearer ${await tokens.sign({ sub }, opts)}` }),
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
