// The migration of issue 25 (one ISO 4217 currency per business) on data written before it: each existing
// business gets its country's currency, so the Spanish salon that showed € and charged USD charges EUR.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore } from '../testing/migrations-before.js';
import type { MigratedBefore } from '../testing/migrations-before.js';

describe('migration: each business charges its country’s currency (issue 25)', () => {
  let db: MigratedBefore;
  let client: PGlite;

  beforeAll(async () => {
    // The migrations as they were before the one carrying this data step (whatever its number).
    db = await migratedBefore('-- data (t25-money)');
    client = db.client;
    await client.exec(`
      insert into clients (name, wurkzen_subdomain, currency, country) values
        ('Salón Lucía', 'salon', '{"symbol":"€"}', '{"country_code":"ES"}'),
        ('Harbor Lane Bistro', 'bistro', '{"symbol":"€"}', '{"country_code":"US"}'),
        ('Tienda La Esquina', 'tienda', '{"symbol":"$"}', '{"country_code":"mx"}'),
        ('Nowhere', 'nowhere', '{"symbol":"₿"}', '{"country_code":"ZZ"}');
    `);
    await db.migrateRest();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
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
