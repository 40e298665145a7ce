// A fast-check fuzz of every route's body and params must never get a 5xx. One server (PGlite,
// demo data, the built-in identity provider mounted), every route it registers — public, owner, asset,
// identity, present and future — collected with an onRoute hook, each hit with FUZZ_RUNS arbitrary
// requests. Reproduce a failure with the printed seed: FUZZ_SEED=<seed> pnpm vitest run test/fuzz.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LocalAssetStore } from '../../src/assets/index.js';
import { loadConfig } from '../../src/config.js';
import { findClientBySubdomain, findUserByEmail, getSite } from '../../src/db/index.js';
import { listGallery } from '../../src/modules/content/gallery-repository.js';
import { createTokenVerifier } from '../../src/identity/index.js';
import { DEMO_USERS, seedDemo } from '../../src/seed/index.js';
import { buildServer } from '../../src/server.js';
import { createTestDatabase } from '../../src/testing/test-db.js';
import { createTestTokenSigner } from '../../src/testing/test-token-signer.js';
import { requestArb } from './request-arbitraries.js';
import type { FuzzContext, FuzzRequest, RouteInfo } from './request-arbitraries.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Every Fastify instance the server builds reports its routes here, as they are registered.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const create = ((options?: object) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: create };
});

function propertyKeys(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

/** Unique (method, url) pairs; HEAD only where no GET shares its handler. */
function routesOf(list: RouteOptions[]): RouteInfo[] {
  const seen = new Map<string, RouteInfo>();
  for (const route of list) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && [list].flat().some((r) => r.url === route.url && [r.method].flat().includes('GET'))) continue;
      const key = `${method} ${route.url}`;
      if (!seen.has(key)) {
        const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
        seen.set(key, { method, url: route.url, bodyKeys: propertyKeys(schema?.body), queryKeys: propertyKeys(schema?.querystring) });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

async function startServer(): Promise<{ app: FastifyInstance; ctx: FuzzContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-fuzz-'));
  // No OIDC_ISSUER: the built-in provider is mounted, so its routes are fuzzed too; bearer tokens are
  // checked against the test signer's keys instead of the provider's.
  const config = loadConfig({
    DATA_DIR: dir,
    EDITOR_DIST: path.join(dir, 'editor'),
    SITE_DIST: path.join(dir, 'site'),
    LOG_LEVEL: 'silent',
  });
  // A built editor (without one, /admin answers a deliberate 503 "not built yet").
  mkdirSync(path.join(config.editorDist, 'assets'), { recursive: true });
  writeFileSync(path.join(config.editorDist, 'index.html'), '<!doctype html><title>editor</title>');
  const database = await createTestDatabase('pglite');
  const assets = new LocalAssetStore(path.join(dir, 'assets'));
  const tokens = await createTestTokenSigner('https://issuer.test', config.oidcAudience);
  const tokenVerifier = createTokenVerifier({ issuer: 'https://issuer.test', audience: config.oidcAudience, jwks: tokens.jwks });
  const app = await buildServer({ config, database, assets, tokenVerifier });
  await app.ready();
  await seedDemo(database.db, assets);

  const realIds = new Set<string>(['1', '2', '4', '9', '14']);
  for (const sub of ['bistro', 'salon', 'freebie', 'closed']) {
    const record = await findClientBySubdomain(database.db, sub);
    if (!record) continue;
    realIds.add(String(record.client.id));
    for (const image of await listGallery(database.db, record.client.id)) realIds.add(String(image.id));
  }
  const bearers = ['vitrina|nobody'];
  for (const user of DEMO_USERS) {
    const row = await findUserByEmail(database.db, user.email);
    if (row) {
      bearers.push(row.sub);
      realIds.add(row.sub.split('|')[1] ?? row.sub);
    }
  }
  const validBearers = await Promise.all(bearers.map(async (sub) => `Bearer ${await tokens.sign({ sub })}`));
  const bistro = await findClientBySubdomain(database.db, 'bistro');
  const siteData = bistro ? (await getSite(database.db, bistro.client.id))?.data : {};
  return {
    app,
    ctx: { realIds: [...realIds, 'our-spring-menu-is-here', 'vitrina'], validBearers, siteData },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
afterAll(() => server.close());
const routes = routesOf(registered);

function describeRequest(req: FuzzRequest): string {
  const body = req.payload === undefined ? '' : `\n${String(req.payload).slice(0, 500)}`;
  return `${req.method} ${req.url}\n${JSON.stringify(req.headers)}${body}`;
}

describe('no route answers a 5xx to arbitrary params, query, body and headers', () => {
  it('collects the routes of the whole app, public and owner, as they are registered', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/ip',
      'GET /api/client/:client_id/websitedata',
      'POST /api/client/:id/contact',
      'GET /api/healthz',
      'GET /assets/*',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestArb(route, server.ctx), async (req) => {
          const res = await server.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload });
          if (res.statusCode >= 500) {
            throw new Error(`${res.statusCode} for\n${describeRequest(req)}\n→ ${res.body.slice(0, 500)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: false },
      );
    },
    120_000,
  );
});
