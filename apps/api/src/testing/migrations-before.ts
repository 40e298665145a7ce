// A data step of a migration tested on rows written before it: a PGlite database migrated up to (not including)
// the migration whose SQL carries `marker` (whatever its number), to be seeded and then migrated the rest of the way.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface MigratedBefore {
  client: PGlite;
  /** Applies the remaining migrations, the marked one first. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

export async function migratedBefore(marker: string): Promise<MigratedBefore> {
  const before = await mkdtemp(path.join(os.tmpdir(), 'vitrina-before-'));
  await cp(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const texts = await Promise.all(journal.entries.map((e) => readFile(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), 'utf8')));
  const at = texts.findIndex((text) => text.includes(marker));
  if (at < 1) throw new Error(`no migration after the first carries ${marker}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const client = new PGlite({ extensions: { btree_gist } });
  await migrate(drizzle({ client }), { migrationsFolder: before });
  return {
    client,
    migrateRest: () => migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}
