import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema.js';
import { buildClient } from '../testing/builders.js';
import { createTestDatabase, testDatabases } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import { canonicalJson, finishIdempotent, purgeIdempotencyKeys, requestHash, startIdempotent, abandonIdempotent } from './idempotency.js';

describe('canonical request bodies', () => {
  it('the same data in any key order hashes the same; other data does not', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: undefined } })).toBe('{"a":{"d":[1,{"e":3,"f":2}]},"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe.each(testDatabases())('%s: idempotency keys (issue 13: replay, mismatch, kept ≥ 24 h)', (kind) => {
  let db: TestDatabase;
  let clientId: number;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    clientId = (await buildClient(db.db)).client.id;
  }, 60_000);
  afterAll(() => db?.dispose());

  it('one first request; duplicates wait for its answer; another body is a mismatch', async () => {
    const s = { clientId, scope: 'checkout', key: 'k1' };
    expect(await startIdempotent(db.db, s, 'h1')).toEqual({ kind: 'first' });
    const waiting = startIdempotent(db.db, s, 'h1', { pollMs: 5 });
    expect(await startIdempotent(db.db, s, 'h2')).toEqual({ kind: 'mismatch' });
    expect(await startIdempotent(db.db, s, 'h1', { waitMs: 0 })).toEqual({ kind: 'in_progress' });
    await finishIdempotent(db.db, s, { status: 201, body: '{"z":1,"a":2}' });
    expect(await waiting).toEqual({ kind: 'replay', answer: { status: 201, body: '{"z":1,"a":2}' } });
  });

  it('an abandoned key can be tried again; keys older than the kept window are purged, younger ones stay', async () => {
    const s = { clientId, scope: 'checkout', key: 'k2' };
    await startIdempotent(db.db, s, 'h');
    await abandonIdempotent(db.db, s);
    expect(await startIdempotent(db.db, s, 'other')).toEqual({ kind: 'first' });
    await db.db
      .insert(idempotencyKeys)
      .values({ client_id: clientId, scope: 'checkout', key: 'old', request_hash: 'h', created_at: new Date(Date.now() - 49 * 3_600_000) });
    await db.db
      .insert(idempotencyKeys)
      .values({ client_id: clientId, scope: 'checkout', key: 'day', request_hash: 'h', created_at: new Date(Date.now() - 25 * 3_600_000) });
    await purgeIdempotencyKeys(db.db);
    const keys = (await db.db.select().from(idempotencyKeys)).map((r) => r.key).sort();
    expect(keys).toEqual(['day', 'k1', 'k2']);
  });
});
