import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema.js';
import { buildClient } from '../testing/builders.js';
import { createTestDatabase, testDatabases } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import {
  canonicalJson,
  claimIdempotent,
  finishIdempotent,
  purgeIdempotencyKeys,
  releaseIdempotent,
  renewIdempotent,
  requestHash,
  startIdempotent,
} from './idempotency.js';

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
    expect(await startIdempotent(db.db, s, 'h1')).toMatchObject({ kind: 'first' });
    const waiting = startIdempotent(db.db, s, 'h1', { pollMs: 5 });
    expect(await startIdempotent(db.db, s, 'h2')).toEqual({ kind: 'mismatch' });
    expect(await startIdempotent(db.db, s, 'h1', { waitMs: 0 })).toEqual({ kind: 'in_progress' });
    await finishIdempotent(db.db, s, { status: 201, body: '{"z":1,"a":2}' });
    expect(await waiting).toEqual({ kind: 'replay', answer: { status: 201, body: '{"z":1,"a":2}' } });
  });

  it('issue 32: a holder that died is taken over once its lease runs out, by one retry only; a live one is waited for', async () => {
    const s = { clientId, scope: 'checkout', key: 'k2' };
    const first = await startIdempotent(db.db, s, 'h', { leaseMs: 300 });
    expect(first.kind).toBe('first');
    // Alive (renewing): a retry waits the lease and is told the first still runs.
    const holder = first.kind === 'first' ? first.holder : '';
    const beat = setInterval(() => void renewIdempotent(db.db, s, holder, 300), 50);
    expect(await startIdempotent(db.db, s, 'h', { leaseMs: 300, waitMs: 600, pollMs: 20 })).toEqual({ kind: 'in_progress' });
    clearInterval(beat);
    // Dead (no more renewals): the lease runs out and, of two retries racing, one takes over and answers;
    // the other replays that answer. Neither waits much past the lease.
    const started = Date.now();
    const retries = await Promise.all(
      [1, 2].map(() =>
        startIdempotent(db.db, s, 'h', { leaseMs: 300, waitMs: 2_000, pollMs: 20 }).then(async (r) => {
          if (r.kind === 'takeover') await finishIdempotent(db.db, s, { status: 201, body: '{"resumed":true}' });
          return r.kind;
        }),
      ),
    );
    expect(retries.sort()).toEqual(['replay', 'takeover']);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('issue 32: a holder that lets go (a 5xx) is taken over at once; a late holder never replaces the kept answer', async () => {
    const s = { clientId, scope: 'checkout', key: 'k3' };
    const first = await startIdempotent(db.db, s, 'h', { leaseMs: 60_000 });
    if (first.kind !== 'first') throw new Error(first.kind);
    // The sweeper cannot settle what a live request holds.
    expect(await claimIdempotent(db.db, s, 'sweeper:x', 60_000)).toBe('held');
    await releaseIdempotent(db.db, s, first.holder);
    const retry = await startIdempotent(db.db, s, 'h', { leaseMs: 60_000, waitMs: 0 });
    expect(retry.kind).toBe('takeover');
    // The first holder lost it: it can no longer renew.
    expect(await renewIdempotent(db.db, s, first.holder)).toBe(false);
    await finishIdempotent(db.db, s, { status: 201, body: '{"by":"retry"}' });
    await finishIdempotent(db.db, s, { status: 402, body: '{"by":"late first"}' });
    expect(await startIdempotent(db.db, s, 'h')).toEqual({ kind: 'replay', answer: { status: 201, body: '{"by":"retry"}' } });
    expect(await claimIdempotent(db.db, s, 'sweeper:x')).toBe('answered');
    expect(await claimIdempotent(db.db, { ...s, key: 'never' }, 'sweeper:x')).toBe('none');
  });

  it('keys older than the kept window are purged, younger ones stay', async () => {
    await db.db
      .insert(idempotencyKeys)
      .values({ client_id: clientId, scope: 'checkout', key: 'old', request_hash: 'h', created_at: new Date(Date.now() - 49 * 3_600_000) });
    await db.db
      .insert(idempotencyKeys)
      .values({ client_id: clientId, scope: 'checkout', key: 'day', request_hash: 'h', created_at: new Date(Date.now() - 25 * 3_600_000) });
    await purgeIdempotencyKeys(db.db);
    const keys = (await db.db.select().from(idempotencyKeys)).map((r) => r.key).sort();
    expect(keys).toEqual(['day', 'k1', 'k2', 'k3']);
  });
});
