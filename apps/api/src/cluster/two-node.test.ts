// Two API processes on one Postgres and one Redis, as behind a load balancer (docs/decisions.md "What runs where
// with several nodes"). A publish through node A is served by node B within 1 s; a rate limit of N a minute holds
// across both; an owner signed in through A keeps working through B, and after both restart.
//
// Set-up, as several nodes are deployed: the same DATABASE_URL (a fresh database, dropped after), the same
// REDIS_URL (keys and channel under a prefix of this run), the same PUBLIC_URL (so both have one OIDC
// issuer) and one shared DATA_DIR (it holds the local asset store: several nodes need one store, a bucket
// in production or a shared volume here). Skipped, with the reason printed, when Postgres or Redis does
// not answer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../modules/messages/messages-routes.js';
import { signInWithPassword } from '../testing/oidc-test-client.js';
import { createScratchPostgres, type ScratchDatabase } from '../testing/test-db.js';
import { explainSkip, freePort, reachablePostgres, reachableRedis, startNode, type NodeProcess } from './cluster-test-fixture.js';

const [postgresUrl, redisUrl] = await Promise.all([reachablePostgres(), reachableRedis()]);
const missing = [...(postgresUrl ? [] : ['Postgres']), ...(redisUrl ? [] : ['Redis'])];
explainSkip('two API nodes', missing);

const CLIENT_ID = 'vitrina-editor';
const CONTACT_MAX = CONTACT_RATE_LIMIT.max;
const contact = { name: 'Ana López', email: 'ana@example.com', phone: '(555) 123-4567', message: 'Two nodes, one limit?' };

interface Tokens {
  access_token: string;
  refresh_token?: string;
  scope?: string;
}

/** Polls `check` until it holds or `ms` pass; resolves with whether it held and when. */
async function within(ms: number, check: () => Promise<boolean>): Promise<{ ok: boolean; elapsed: number }> {
  const start = Date.now();
  for (;;) {
    if (await check()) return { ok: true, elapsed: Date.now() - start };
    if (Date.now() - start > ms) return { ok: false, elapsed: Date.now() - start };
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(missing.length > 0)('two API nodes on one Postgres and one Redis', () => {
  let scratch: ScratchDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-two-nodes-'));
  let env: NodeJS.ProcessEnv;
  let ports: [number, number];
  let a: NodeProcess;
  let b: NodeProcess;
  let publicUrl = '';
  let clientId = 0;
  let tokens: Tokens;

  /** Both nodes, started together (as a deploy does); when one fails the other is stopped too. */
  const start = async (): Promise<[NodeProcess, NodeProcess]> => {
    const started = await Promise.allSettled([startNode('A', ports[0], env), startNode('B', ports[1], env)]);
    const [first, second] = started;
    if (first.status === 'fulfilled' && second.status === 'fulfilled') return [first.value, second.value];
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    throw started.find((s): s is PromiseRejectedResult => s.status === 'rejected')?.reason;
  };
  const siteJson = async (node: NodeProcess) =>
    (await (await fetch(`${node.url}/assets/sites/bistro.localhost/site.json`)).json()) as {
      client: { id: number };
      main_site_variables: { title: string };
    };
  const websiteData = async (node: NodeProcess) =>
    (await (await fetch(`${node.url}/api/client/${clientId}/websitedata`)).json()) as { main_site_variables: { title: string } };
  const ownerGet = (node: NodeProcess, accessToken: string) =>
    fetch(`${node.url}/api/client/${clientId}/websitedata/draft`, { headers: { authorization: `Bearer ${accessToken}` } });

  beforeAll(async () => {
    scratch = await createScratchPostgres(postgresUrl ?? '');
    ports = [await freePort(), await freePort()];
    // The public origin both nodes answer for (a load balancer's); the test reaches it through node A.
    publicUrl = `http://localhost:${ports[0]}`;
    env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `vitrina-test:${scratch.name}:`,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '',
    };
    [a, b] = await start();
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a publish through node A is served by node B within 1 s (site.json and websitedata)', async () => {
    clientId = (await siteJson(b)).client.id;
    tokens = await signInWithPassword({
      base: `${publicUrl}/oidc`,
      clientId: CLIENT_ID,
      redirectUri: `http://bistro.localhost:${ports[0]}/admin/callback`,
      email: 'owner@bistro.test',
      password: 'vitrina',
    });
    const draft = await ownerGet(a, tokens.access_token);
    expect(draft.status).toBe(200);
    const loaded = (await draft.json()) as {
      data: { main_site_variables: Record<string, unknown> };
      last_updated: string | null;
      version: number;
    };
    const title = `Published through A ${randomBytes(3).toString('hex')}`;

    // B holds the old answers in memory (kept 5 s and more without an invalidation).
    const before = [(await siteJson(b)).main_site_variables.title, (await websiteData(b)).main_site_variables.title];
    expect(before).toEqual([(await siteJson(b)).main_site_variables.title, (await websiteData(b)).main_site_variables.title]);
    expect(before).not.toContain(title);

    const save = await fetch(`${a.url}/api/client/${clientId}/websitedata/draft`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { ...loaded.data, main_site_variables: { ...loaded.data.main_site_variables, title } },
        last_updated: loaded.last_updated,
        version: loaded.version,
      }),
    });
    expect(save.status).toBe(200);
    expect(await save.json()).toMatchObject({ published: true });

    const seen = await within(
      1_000,
      async () => (await siteJson(b)).main_site_variables.title === title && (await websiteData(b)).main_site_variables.title === title,
    );
    expect(seen, `node B still served the old site after ${seen.elapsed} ms`).toMatchObject({ ok: true });
  });

  it(`a rate limit of ${CONTACT_MAX} a minute holds across both nodes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_MAX + 2; i += 1) {
      const node = i % 2 === 0 ? a : b;
      const res = await fetch(`${node.url}/api/client/${clientId}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_MAX).fill(201), 429, 429]);
  });

  it('an owner signed in through A works through B, and after both nodes restart', async () => {
    expect((await ownerGet(b, tokens.access_token)).status).toBe(200);
    expect(tokens.refresh_token, 'the built-in provider gives the editor a refresh token').toBeTruthy();

    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await start();

    // The access token is still good on both (the signing keys are shared, not per process)…
    expect((await ownerGet(b, tokens.access_token)).status).toBe(200);
    // …and the refresh token refreshes through B (grants live in the database, not in A's memory).
    const res = await fetch(`${b.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://bistro.localhost:${ports[0]}` },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: tokens.refresh_token ?? '',
        ...(tokens.scope ? { scope: tokens.scope } : {}),
      }),
    });
    const body = (await res.json()) as Tokens & { error?: string; error_description?: string };
    expect(res.status, `refresh through B after a restart: ${body.error ?? ''} ${body.error_description ?? ''}`).toBe(200);
    expect((await ownerGet(a, body.access_token)).status).toBe(200);
  }, 180_000);
});
