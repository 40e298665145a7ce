// Real databases for tests: PGlite always, Postgres too when DATABASE_URL is set (CI sets it).
//
//   describe.each(testDatabases())('%s', (kind) => {
//     let t: TestDatabase;
//     beforeAll(async () => { t = await createTestDatabase(kind); });
//     afterAll(() => t.dispose());
//   });
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import type { Database, DatabaseKind } from '../db/database.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate.js';

export interface TestDatabase extends Database {
  /** Closes the connection and, for Postgres, drops the database it created. */
  dispose(): Promise<void>;
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): DatabaseKind[] {
  return env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of that kind. Postgres: a new `vitrina_t_<random>` database on DATABASE_URL's server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? createPglite() : createPostgres();
}

// An empty PGlite cluster takes several seconds to initialise; a migrated one is dumped once per
// migration set into the temp dir and every later test database starts from that dump.
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).filter((f) => /\.(sql|json)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  return hash.digest('hex').slice(0, 16);
}

// The dump is read once per worker, not once per test database: the test files of a worker share its
// modules (vitest.config.ts), and on a busy machine reading the 44 MB file took seconds of every file's
// start. Its name holds the migration set's hash, so a changed set is a different file, read afresh.
let readDump: { path: string; dump: Blob } | undefined;

/** The dump at `dumpPath` (read from disk the first time), or undefined while no worker has written it. */
async function migratedDump(dumpPath: string): Promise<Blob | undefined> {
  if (readDump?.path === dumpPath) return readDump.dump;
  if (!existsSync(dumpPath)) return undefined;
  readDump = { path: dumpPath, dump: new Blob([await readFile(dumpPath)]) };
  return readDump.dump;
}

// A PGlite database that a test file has disposed of is emptied and kept for the worker's next file instead of
// closed: starting one from the dump costs seconds (the WebAssembly instance and a 44 MB data folder), while
// emptying its tables takes a fraction of that. The migrations insert no rows, so an emptied database is
// what a new one would be. One whose schema a test changed, or that a test closed, is never reused.
const idlePglites: Database[] = [];
let migratedPrint: string | undefined;

/** What a migrated database's schema is: its tables, columns, indexes, constraints, functions and triggers. */
async function schemaPrint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ print: string }>(`
    select concat_ws('|',
      (select string_agg(c, ',' order by c) from (select table_schema || '.' || table_name || '.' || column_name || ':' || data_type as c
         from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')) as columns),
      (select string_agg(indexname, ',' order by indexname) from pg_indexes where schemaname not in ('pg_catalog')),
      (select count(*) from pg_constraint), (select count(*) from pg_trigger), (select count(*) from pg_proc)
    ) as print`);
  return rows[0]!.print;
}

/** Empties a disposed PGlite database for reuse; false when it cannot be reused as a fresh one. */
async function emptied(client: PGlite): Promise<boolean> {
  if (client.closed) return false;
  try {
    if ((await schemaPrint(client)) !== migratedPrint) return false;
    const { rows } = await client.query<{ name: string }>(
      "select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
    );
    await client.exec(
      `truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade; select pg_advisory_unlock_all(); reset all;`,
    );
    return true;
  } catch {
    return false;
  }
}

function pooled(database: Database & { client: PGlite }): TestDatabase {
  let disposed = false;
  return {
    ...database,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      if (await emptied(database.client)) idlePglites.push(database);
      else if (!database.client.closed) await database.close();
    },
  };
}

async function createPglite(): Promise<TestDatabase> {
  const idle = idlePglites.pop();
  if (idle && 'dumpDataDir' in idle.client) return pooled({ ...idle, client: idle.client });
  const dumpPath = path.join(os.tmpdir(), `vitrina-pglite-${await migrationsHash()}.tar`);
  const loadDataDir = await migratedDump(dumpPath);
  const database = await openDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true, loadDataDir });
  await migrateDatabase(database);
  if (!loadDataDir && 'dumpDataDir' in database.client) {
    const dump = await database.client.dumpDataDir('none');
    const tmp = `${dumpPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, dumpPath); // atomic: parallel workers never read half a file
    readDump = { path: dumpPath, dump };
    // Dumps of older migration sets are 40 MB each and never used again.
    for (const name of await readdir(os.tmpdir())) {
      if (/^vitrina-pglite-[0-9a-f]{16}\.tar$/.test(name) && path.join(os.tmpdir(), name) !== dumpPath) {
        await rm(path.join(os.tmpdir(), name), { force: true });
      }
    }
  }
  if (!('dumpDataDir' in database.client)) return { ...database, dispose: () => database.close() };
  migratedPrint ??= await schemaPrint(database.client);
  return pooled({ ...database, client: database.client });
}

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('createTestDatabase("postgres") needs DATABASE_URL');
  return url;
}

async function withAdmin<T>(admin: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  /** Connection string of the new database. */
  url: string;
  /** Ends its connections and drops it. */
  drop(): Promise<void>;
}

/** A new database on the server of `admin` (default DATABASE_URL), for one test run: empty, or a copy of `template`. */
export async function createScratchPostgres(admin = adminUrl(), template?: string): Promise<ScratchDatabase> {
  const name = `vitrina_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(admin, async (c) => {
        await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        await c.query(`drop database if exists ${name}`);
      }),
  };
}

// Migrating an empty Postgres database takes seconds per test file; instead the migrations run once per
// migration set into a template database (`vitrina_tpl_<hash>`) and every test database is a copy of it
// (`create database … template …`). migrateDatabase still runs on each copy (a no-op that checks it).
const TEMPLATE_LOCK_KEY = 7_305_115;

/** The name of the migrated template database of the current migration set on `admin`'s server (built once). */
export async function migratedTemplate(admin: string): Promise<string> {
  const name = `vitrina_tpl_${await migrationsHash()}`;
  await withAdmin(admin, async (c) => {
    // Parallel workers take turns: the first builds the template, the others find it.
    await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await c.query(`drop database if exists ${building}`);
      await c.query(`create database ${building}`);
      const url = new URL(admin);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' }, { poolSize: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await c.query(`alter database ${building} rename to ${name}`);
      // Templates of older migration sets are never used again.
      const old = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like 'vitrina\\_tpl\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of old.rows) await c.query(`drop database if exists ${datname}`).catch(() => undefined);
    } finally {
      await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

async function createPostgres(): Promise<TestDatabase> {
  const admin = adminUrl();
  const scratch = await createScratchPostgres(admin, await migratedTemplate(admin));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' }, { poolSize: 5 });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await scratch.drop();
    throw error;
  }
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
