// The databases `pnpm bench` measures the API on (issue 29): PGlite always (a temp folder, the embedded
// default), and Postgres when DATABASE_URL is set: a throw-away database on that server, made and dropped
// by the API tests' own helpers (src/testing/test-db.ts), migrated and seeded as `pnpm start` does. Each
// scenario runs on one database after the other; the sections show the figures side by side, per database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machineLine, todayIso, verdict } from '@vitrina/tooling/bench';
import { createAssetStore } from '../src/assets/index.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseKind } from '../src/db/database.js';
import { migrateDatabase, openDatabase } from '../src/db/index.js';
import type { SiteRenderer } from '../src/http/site-renderer.js';
import { buildServer } from '../src/server.js';
import { prepareData } from '../src/services/startup.js';
import { createScratchPostgres, testDatabases } from '../src/testing/test-db.js';

/** Every database a section reports on, in this order (a column or a row each). */
export const BENCH_DATABASES: readonly DatabaseKind[] = ['pglite', 'postgres'];

export const DATABASE_NAME: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'Postgres' };

/** The figures of one scenario on one database, or why there are none. */
export interface Measured<T> {
  kind: DatabaseKind;
  figures: T | null;
  skipped?: string;
}

export type BenchApp = Awaited<ReturnType<typeof buildServer>>;

export interface BenchServer {
  kind: DatabaseKind;
  app: BenchApp;
  /** http://127.0.0.1:<port> of the listening API. */
  api: string;
  /** Migrating, seeding and publishing the demo data took this long. */
  prepareMs: number;
}

let interruptedBy: NodeJS.Signals | undefined;

/** The signal that stopped the run while a Postgres database was in use (nothing is written then). */
export function interruptedSignal(): NodeJS.Signals | undefined {
  return interruptedBy;
}

/** Why a database is not measured in this run, or undefined when it is. */
export function notMeasuredReason(kind: DatabaseKind, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return testDatabases(env).includes(kind) ? undefined : 'not measured: DATABASE_URL is not set';
}

/** First line of an error, for a report cell. */
export function errorLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

/** Runs one scenario; a throw becomes `skipped` (the other scenarios and databases still run). */
export async function measure<T>(kind: DatabaseKind, name: string, run: () => Promise<T | null>): Promise<Measured<T>> {
  try {
    const figures = await run();
    return figures ? { kind, figures } : { kind, figures: null, skipped: `${name}: the seeded bistro is missing` };
  } catch (error) {
    console.log(`skip ${name} on ${DATABASE_NAME[kind]}: ${errorLine(error)}`);
    return { kind, figures: null, skipped: errorLine(error) };
  }
}

export interface BenchServerOptions {
  /**
   * The built site's renderer (http/site-renderer.ts loadSiteRenderer of the workspace's apps/site/dist, as
   * `pnpm start` loads it): public pages are server-rendered, and /_app/assets/ served from that build.
   * Unset: no site, pages answer 404 (the API scenarios read JSON and assets only).
   */
  site?: SiteRenderer;
}

/**
 * The API on `kind`, built as `pnpm start` builds it (buildServer, the local asset store in a temp folder,
 * demo data migrated, seeded and published), listening on a free port while `run` runs. Postgres: a new
 * database on DATABASE_URL's server, dropped afterwards, also when `run` throws or the bench is interrupted.
 */
export async function withBenchServer<T>(
  kind: DatabaseKind,
  run: (server: BenchServer) => Promise<T>,
  options: BenchServerOptions = {},
): Promise<T> {
  const scratch = kind === 'postgres' ? await createScratchPostgres() : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-api-bench-'));
  // Dropped once, by whichever comes first: the end of the run or a signal.
  let dropping: Promise<void> | undefined;
  const dropScratch = () => (dropping ??= scratch?.drop() ?? Promise.resolve());
  // Ctrl-C or a kill between here and the end: drop the database before leaving.
  const interrupted = (signal: NodeJS.Signals) => {
    interruptedBy = signal;
    console.log(`\n${signal}: dropping the bench database ${scratch?.name}`);
    void dropScratch().finally(() => process.exit(130));
  };
  if (scratch) {
    console.log(`Postgres: throw-away database ${scratch.name} on DATABASE_URL's server`);
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
  }
  try {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      // With a site: the workspace's apps/site/dist, loadConfig's default, as `pnpm start`.
      ...(options.site ? {} : { SITE_DIST: path.join(dir, 'no-site') }),
      EDITOR_DIST: path.join(dir, 'no-editor'),
      // As behind one proxy: the checkout scenario's buyers each come from their own address (X-Forwarded-For).
      TRUST_PROXY: 'true',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    const database = await openDatabase(config);
    try {
      // Before the server is built, as main.ts does: the identity provider reads its keys from the database.
      await migrateDatabase(database);
      const assets = await createAssetStore(config);
      const app = await buildServer({ config, database, assets, site: options.site ?? null, logger: false });
      try {
        const started = Date.now();
        await prepareData(app.ctx, { seed: true });
        const prepareMs = Date.now() - started;
        await app.listen({ port: 0, host: '127.0.0.1' });
        const api = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        console.log(`\nAPI on ${api} (${DATABASE_NAME[kind]}, seeded in ${prepareMs} ms)`);
        return await run({ kind, app, api, prepareMs });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await dropScratch();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A bullet per database: what it is, or why it was not measured. */
export function databasesText(
  prepareMs: Partial<Record<DatabaseKind, number>>,
  skipped: Partial<Record<DatabaseKind, string>> = {},
): string {
  const what: Record<DatabaseKind, string> = {
    pglite: 'the embedded default, in a temp folder',
    postgres:
      "a throw-away database on `DATABASE_URL`'s server (made, migrated, seeded, then dropped by the bench; a pool of 10 as `pnpm start`)",
  };
  return BENCH_DATABASES.map((kind) => {
    const reason = skipped[kind] ?? notMeasuredReason(kind);
    if (reason) return `- ${DATABASE_NAME[kind]}: ${reason}.`;
    const ms = prepareMs[kind];
    return `- ${DATABASE_NAME[kind]}: ${what[kind]}${ms === undefined ? '' : `; demo data migrated, seeded and published in ${ms.toLocaleString('en-US')} ms`}.`;
  }).join('\n');
}

/** A check's cells, one per database: `<figure> — **met**`, or why that database has no figure. */
export function checkCells<T>(runs: Measured<T>[], cell: (figures: T) => [figure: string, ok: boolean | undefined]): string[] {
  return BENCH_DATABASES.map((kind) => {
    const run = runs.find((r) => r.kind === kind);
    if (!run?.figures) return run?.skipped ?? notMeasuredReason(kind) ?? 'not measured';
    const [figure, ok] = cell(run.figures);
    return `${figure} — ${verdict(ok)}`;
  });
}

/** Rows of a figures table, a row per database (in BENCH_DATABASES order) with the database named first. */
export function databaseRows<T>(runs: Measured<T>[], row: (figures: T) => (string | number)[], width: number): (string | number)[][] {
  return BENCH_DATABASES.map((kind) => {
    const run = runs.find((r) => r.kind === kind);
    if (run?.figures) return [DATABASE_NAME[kind], ...row(run.figures)];
    const reason = run?.skipped ?? notMeasuredReason(kind) ?? 'not measured';
    return [DATABASE_NAME[kind], reason, ...Array.from({ length: width - 1 }, () => '–')];
  });
}

/** The figures of the first database that has some (descriptions shared by every run: product, service…). */
export function firstFigures<T>(runs: Measured<T>[]): T | undefined {
  return runs.find((r) => r.figures)?.figures ?? undefined;
}

/** Why each database that has no figures has none, for databasesText. */
export function skippedRuns<T>(runs: Measured<T>[]): Partial<Record<DatabaseKind, string>> {
  return Object.fromEntries(runs.flatMap((r) => (r.figures ? [] : [[r.kind, r.skipped ?? 'not measured']])));
}

/** The head of a checks or goals table: the check, then a column per database. */
export function checksHead(first: string): string[] {
  return [first, ...BENCH_DATABASES.map((kind) => DATABASE_NAME[kind])];
}

/** The opening lines of a scenario's section: when, where, how to run it alone, and the databases. */
export function scenarioIntro<T>(scenario: 'checkout' | 'booking' | 'dashboard', runs: Measured<T>[]): string[] {
  return [
    `Measured ${todayIso()} on ${machineLine()}, with \`pnpm --filter @vitrina/api bench\` (\`apps/api/bench/${scenario}-bench.ts\`;`,
    `\`BENCH_ONLY=${scenario}\` runs this scenario alone), on each database in turn, the same seeded data on each:`,
    '',
    databasesText({}, skippedRuns(runs)),
  ];
}
