// A statement built once runs on the connection of the database or transaction it is given (db/prepared.ts): a
// transaction that rolls back takes its statements' writes with it, and two databases never share one statement.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../testing/builders.js';
import { createTestDatabase, testDatabases } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import type { AppDb } from './database.js';
import { preparedStatement } from './prepared.js';
import { orderCounters } from './schema.js';

const bump = preparedStatement('test_counter_bump', (db: AppDb, name: string) =>
  db
    .insert(orderCounters)
    .values({ client_id: sql.placeholder('clientId'), last_number: 1 })
    .onConflictDoUpdate({ target: orderCounters.client_id, set: { last_number: sql`${orderCounters.last_number} + 1` } })
    .returning({ n: orderCounters.last_number })
    .prepare(name),
);

const counter = async (db: AppDb, clientId: number) =>
  (await db.select().from(orderCounters).where(eq(orderCounters.client_id, clientId)))[0]?.last_number ?? 0;

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    clientId = (await buildClient(t.db)).client.id;
  });
  afterAll(() => t.dispose());

  it('runs inside the transaction it is given: a rollback undoes it, a commit keeps it', async () => {
    // Built first on the database itself (the pool on Postgres), then borrowed by transactions.
    expect(await bump(t.db, { clientId })).toEqual([{ n: 1 }]);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await bump(tx, { clientId })).toEqual([{ n: 2 }]);
        // Seen by the transaction itself only.
        expect(await counter(tx, clientId)).toBe(2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counter(t.db, clientId)).toBe(1);
    await t.db.transaction(async (tx) => {
      await bump(tx, { clientId });
      await bump(tx, { clientId });
    });
    expect(await counter(t.db, clientId)).toBe(3);
  });

  it('is built per database: another database runs it on its own connections', async () => {
    const other = await createTestDatabase(kind);
    try {
      const otherClient = (await buildClient(other.db)).client.id;
      expect(await bump(other.db, { clientId: otherClient })).toEqual([{ n: 1 }]);
      expect(await counter(t.db, clientId)).toBe(3);
    } finally {
      await other.dispose();
    }
  });
});
