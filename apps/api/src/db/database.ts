// Opens the one database of the API: embedded PGlite (the default, files in DATA_DIR/db) or Postgres
// (DATABASE_URL, pooled). Both give the same Drizzle API, so repositories never know which runs.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { ApiConfig } from '../config.js';
import * as schema from './schema.js';

export type AppSchema = typeof schema;
/** The Drizzle database both drivers give (a transaction is one too). */
export type AppDb = PgDatabase<PgQueryResultHKT, AppSchema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: AppDb;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** @internal the driver client, for the migrator and tests. */
  readonly client: PGlite | pg.Pool;
}

export interface OpenDatabaseOptions {
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of an empty cluster (fast test set-up). */
  loadDataDir?: Blob;
  /** Postgres only: pool size per process (default 10). */
  poolSize?: number;
}

export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>, opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return { db, kind: 'postgres', client: pool, close: () => pool.end() };
  }
  let client: PGlite;
  // btree_gist: the appointments' exclusion constraint (migration 0006).
  const extensions = { btree_gist };
  if (opts.inMemory) {
    client = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir, extensions } : { extensions });
  } else {
    const dir = path.join(config.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', client, close: () => client.close() };
}

/** For /api/healthz: true when the database answers a trivial query. */
export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
