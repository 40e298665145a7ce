// Issue 27 "an event survives a kill -9 between commit and delivery": an owner's draft save commits with its
// SiteChanged event, and the process dies (failpoint `owner:after-commit`, SIGKILL) before delivering it, so
// site.json still shows the old site and the owner got no answer. The process is started again on the same
// database and files, without the demo seed (whose start-up publish would hide a lost event): the event
// sweeper delivers the event and the public site.json and websitedata show the saved title.
// PGlite (DATA_DIR/db, one process at a time) and Postgres (skipped, with the reason, when it does not answer).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSkip, freePort, launchNode, reachablePostgres, type LaunchedNode } from '../../src/cluster/cluster-test-fixture.js';
import { signInWithPassword } from '../../src/testing/oidc-test-client.js';
import { createScratchPostgres, type ScratchDatabase } from '../../src/testing/test-db.js';

const postgresUrl = await reachablePostgres();
explainSkip('owner change crash (postgres)', postgresUrl ? [] : ['Postgres']);
const KINDS = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
/** The restarted process sweeps every this often (besides at start). */
const SWEEP_MS = 300;
/** By then the sweeper has delivered what the killed process left (start-up sweep, back-offs, margins). */
const DELIVERED_MS = 15_000;

interface Draft {
  data: { main_site_variables: Record<string, unknown> };
  last_updated: string | null;
  version: number;
}

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(KINDS)('%s: an owner change killed between its commit and its delivery (issue 27)', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrina-outbox-crash-${kind}-`));
  let scratch: ScratchDatabase | null = null;
  let port = 0;
  let node: LaunchedNode | null = null;
  let env: NodeJS.ProcessEnv = {};

  const start = async (name: string, extra: NodeJS.ProcessEnv) => {
    node = launchNode(name, port, { ...env, ...extra });
    if (!(await node.ready)) {
      const exit = await node.exited;
      throw new Error(`process ${name} did not start (exit ${exit.code ?? exit.signal}):\n${node.output()}`);
    }
    return node;
  };
  const siteTitle = async (n: LaunchedNode) => {
    const res = await fetch(`${n.url}/assets/sites/bistro.localhost/site.json`);
    return ((await res.json()) as { main_site_variables: { title: string } }).main_site_variables.title;
  };

  beforeAll(async () => {
    port = await freePort();
    if (kind === 'postgres') scratch = await createScratchPostgres(postgresUrl ?? '');
    env = {
      DATABASE_URL: scratch?.url ?? '',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '',
      SITE_DIST: path.join(dataDir, 'no-site'),
      EDITOR_DIST: path.join(dataDir, 'no-editor'),
      SUBSCRIPTION_RENEWAL_INTERVAL_MS: '0',
      VITRINA_FAILPOINTS: '',
    };
  });

  afterAll(async () => {
    await (node as LaunchedNode | null)?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('the restarted process publishes the committed change (site.json and websitedata)', async () => {
    // 1. The demo data, and a process that dies right after an owner change commits.
    const a = await start('A', { SEED_DEMO: '1', VITRINA_FAILPOINTS: 'owner:after-commit', EVENT_SWEEP_INTERVAL_MS: '0' });
    const before = await siteTitle(a);
    const tokens = await signInWithPassword({
      base: `http://localhost:${port}/oidc`,
      clientId: 'vitrina-editor',
      redirectUri: `http://bistro.localhost:${port}/admin/callback`,
      email: 'owner@bistro.test',
      password: 'vitrina',
    });
    const clientId = ((await (await fetch(`${a.url}/assets/sites/bistro.localhost/site.json`)).json()) as { client: { id: number } }).client
      .id;
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    const draft = (await (await fetch(`${a.url}/api/client/${clientId}/websitedata/draft`, { headers })).json()) as Draft;
    const title = `Saved before the crash ${randomBytes(3).toString('hex')}`;
    const answer = await fetch(`${a.url}/api/client/${clientId}/websitedata/draft`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        data: { ...draft.data, main_site_variables: { ...draft.data.main_site_variables, title } },
        last_updated: draft.last_updated,
        version: draft.version,
      }),
    }).then(
      (res) => res.status,
      () => 0,
    );
    expect(answer, 'the process must die before answering').toBe(0);
    expect((await a.exited).signal).toBe('SIGKILL');

    // 2. Started again on the same database and files; no seed, so no start-up publish.
    const b = await start('B', { SEED_DEMO: '0', EVENT_SWEEP_INTERVAL_MS: String(SWEEP_MS) });
    const published = await within(DELIVERED_MS, async () => (await siteTitle(b)) === title);
    expect(published, `site.json still shows "${await siteTitle(b)}" (before the crash: "${before}")`).toBe(true);
    const websiteData = (await (await fetch(`${b.url}/api/client/${clientId}/websitedata`)).json()) as {
      main_site_variables: { title: string };
    };
    expect(websiteData.main_site_variables.title).toBe(title);
    await b.stop();
  });
});
