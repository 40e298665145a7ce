// The migration of issue 31 (the dashboard) on data written before it: the instants the dashboard counts by
// (a payment's success, a refund, a quote's sending) did not exist, so the migration reads them off the rows as
// near as they tell, and a business's past months do not show as empty.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore } from '../testing/migrations-before.js';
import type { MigratedBefore } from '../testing/migrations-before.js';

const MADE = '2026-03-02 10:00:00+00';
const CHANGED = '2026-03-05 12:00:00+00';

describe('migration: the dashboard’s instants of what happened before it (issue 31)', () => {
  let db: MigratedBefore;
  let client: PGlite;

  beforeAll(async () => {
    // The migrations as they were before the one carrying this data step (whatever its number).
    db = await migratedBefore('-- data (t31-insights)');
    client = db.client;
    await client.exec(`
      insert into clients (id, name, wurkzen_subdomain, country) overriding system value values (1, 'Harbor Lane Bistro', 'bistro', '{"country_code":"US"}');
      insert into orders (id, client_id, kind, status, email, subtotal_cents, total_cents, paid_cents, refunded_cents, created_at, updated_at)
        overriding system value values
        (1, 1, 'order', 'paid', 'a@example.com', 1000, 1000, 1000, 0, '${MADE}', '${CHANGED}'),
        (2, 1, 'order', 'paid', 'b@example.com', 2000, 2000, 2000, 500, '${MADE}', '${CHANGED}'),
        (3, 1, 'quote', 'pending', 'c@example.com', 3000, 3000, 0, 0, '${MADE}', '${CHANGED}'),
        (4, 1, 'quote', 'requested', 'd@example.com', 0, 0, 0, 0, '${MADE}', '${CHANGED}'),
        (5, 1, 'order', 'payment_failed', 'e@example.com', 900, 900, 0, 0, '${MADE}', '${CHANGED}');
      insert into payments (transaction_id, gateway, order_id, client_id, status, amount_cents, refunded_cents, currency, created_at, updated_at) values
        ('sbx_1', 'sandbox', 1, 1, 'succeeded', 1000, 0, 'USD', '${MADE}', '${CHANGED}'),
        ('sbx_2', 'sandbox', 2, 1, 'succeeded', 2000, 500, 'USD', '${MADE}', '${CHANGED}'),
        ('sbx_5', 'sandbox', 5, 1, 'failed', 900, 0, 'USD', '${MADE}', '${CHANGED}');
    `);
    await db.migrateRest();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

  it('dates a succeeded payment by its last change, or by its making when a refund changed it since; a failed one stays undated', async () => {
    const { rows } = await client.query<{ transaction_id: string; succeeded_at: string | null }>(
      'select transaction_id, succeeded_at from payments order by transaction_id',
    );
    expect(rows.map((r) => [r.transaction_id, iso(r.succeeded_at)])).toEqual([
      ['sbx_1', new Date(CHANGED).toISOString()],
      ['sbx_2', new Date(MADE).toISOString()],
      ['sbx_5', null],
    ]);
  });

  it('writes one refund row of the refunded amount for each refunded order', async () => {
    const { rows } = await client.query<{ order_id: number; amount_cents: number; created_at: string }>(
      'select order_id, amount_cents, created_at from order_refunds order by order_id',
    );
    expect(rows.map((r) => [r.order_id, r.amount_cents, iso(r.created_at)])).toEqual([[2, 500, new Date(CHANGED).toISOString()]]);
  });

  it('dates a quote put before its customer by its making; a request not yet priced and an order stay unsent', async () => {
    const { rows } = await client.query<{ id: number; sent_at: string | null }>('select id, sent_at from orders order by id');
    expect(rows.map((r) => [r.id, iso(r.sent_at)])).toEqual([
      [1, null],
      [2, null],
      [3, new Date(MADE).toISOString()],
      [4, null],
      [5, null],
    ]);
  });
});
