// Runs the committed migrations (./drizzle) with the migrator of whichever driver is open.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.js';

/** apps/api/drizzle, reached the same way from src/db (tsx, vitest) and dist/db (node). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number: API nodes starting together take turns migrating.
const MIGRATION_LOCK_KEY = 7_305_114;

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.client instanceof PGlite) {
    await migratePglite(drizzlePglite({ client: database.client }), config);
    return;
  }
  // One connection holds the advisory lock and runs the migrations.
  const conn = await database.client.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: conn }), config);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}
