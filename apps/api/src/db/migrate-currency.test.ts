// The migration of issue 25 (one ISO 4217 currency per business) on data written before it: each existing
// business gets its country's currency, so the Spanish salon that showed € and charged USD charges EUR.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

describe('migration: each business charges its country’s currency (issue 25)', () => {
  let before: string;
  let client: PGlite;

  beforeAll(async () => {
    // The migrations as they were before the one carrying this data step (whatever its number).
    before = await mkdtemp(path.join(os.tmpdir(), 'vitrina-before-currency-'));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
    const texts = await Promise.all(journal.entries.map((e) => readFile(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), 'utf8')));
    const at = texts.findIndex((text) => text.includes('-- data (t25-money)'));
    expect(at).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    client = new PGlite({ extensions: { btree_gist } });
    await migrate(drizzle({ client }), { migrationsFolder: before });
    await client.exec(`
      insert into clients (name, wurkzen_subdomain, currency, country) values
        ('Salón Lucía', 'salon', '{"symbol":"€"}', '{"country_code":"ES"}'),
        ('Harbor Lane Bistro', 'bistro', '{"symbol":"€"}', '{"country_code":"US"}'),
        ('Tienda La Esquina', 'tienda', '{"symbol":"$"}', '{"country_code":"mx"}'),
        ('Nowhere', 'nowhere', '{"symbol":"₿"}', '{"country_code":"ZZ"}');
    `);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('sets each code from the country, whatever symbol was typed; an unknown country keeps USD', async () => {
    const { rows } = await client.query<{ wurkzen_subdomain: string; currency_code: string }>(
      'select wurkzen_subdomain, currency_code from clients order by id',
    );
    expect(rows).toEqual([
      { wurkzen_subdomain: 'salon', currency_code: 'EUR' },
      { wurkzen_subdomain: 'bistro', currency_code: 'USD' },
      { wurkzen_subdomain: 'tienda', currency_code: 'MXN' },
      { wurkzen_subdomain: 'nowhere', currency_code: 'USD' },
    ]);
  });

  it('keeps no symbol apart from the code', async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where (table_name = 'clients' and column_name = 'currency') or column_name = 'currency_symbol'`,
    );
    expect(rows).toEqual([]);
  });
});
