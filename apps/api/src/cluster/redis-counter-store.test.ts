// The sign-in counters in Redis behave as the in-memory ones (identity/counter-store.ts), shared by every
// connection: two nodes count into one window. Against a real Redis; skipped when none answers.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSkip, reachableRedis } from './cluster-test-fixture.js';
import { createRedisCounterStore } from './redis-counter-store.js';

const url = await reachableRedis();
explainSkip('redis counter store', url ? [] : ['Redis']);

describe.skipIf(!url)('createRedisCounterStore (Redis)', () => {
  const prefix = `vitrina-test:${randomUUID()}:`;
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    a = new Redis(url ?? '', { lazyConnect: true });
    b = new Redis(url ?? '', { lazyConnect: true });
    await Promise.all([a.connect(), b.connect()]);
  });
  afterAll(async () => {
    const keys = await a.keys(`${prefix}*`);
    if (keys.length) await a.del(...keys);
    await Promise.all([a.quit(), b.quit()]);
  });

  it('counts hits in one window that starts at the first hit, and reports when it ends', async () => {
    const store = createRedisCounterStore(a, { prefix });
    const before = Date.now();
    const first = await store.hit('k1', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const second = await store.hit('k1', 60_000);
    expect(second.count).toBe(2);
    // The window is not pushed back by later hits.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(1_000);
    expect(await store.get('k1')).toEqual({ count: 2, resetAt: expect.any(Number) });
  });

  it('answers { count: 0, resetAt: 0 } for an unknown key, as the in-memory store', async () => {
    expect(await createRedisCounterStore(a, { prefix }).get('never')).toEqual({ count: 0, resetAt: 0 });
  });

  it('shares the counts between connections (two nodes)', async () => {
    const nodeA = createRedisCounterStore(a, { prefix });
    const nodeB = createRedisCounterStore(b, { prefix });
    await Promise.all([nodeA.hit('shared', 60_000), nodeB.hit('shared', 60_000), nodeA.hit('shared', 60_000)]);
    expect((await nodeB.hit('shared', 60_000)).count).toBe(4);
    expect((await nodeA.get('shared')).count).toBe(4);
  });

  it('starts a new window once the old one ended, and reset forgets the key', async () => {
    const store = createRedisCounterStore(a, { prefix });
    await store.hit('short', 50);
    await store.hit('short', 50);
    const deadline = Date.now() + 2_000;
    while ((await store.get('short')).count > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await store.hit('short', 60_000)).count).toBe(1);
    await store.reset('short');
    expect(await store.get('short')).toEqual({ count: 0, resetAt: 0 });
    expect(await a.pttl(`${prefix}short`)).toBe(-2);
  });

  it('never leaves a key without an expiry', async () => {
    const store = createRedisCounterStore(a, { prefix });
    await a.set(`${prefix}stuck`, '7'); // e.g. written by an older version without a TTL
    const hit = await store.hit('stuck', 60_000);
    expect(hit.count).toBe(8);
    expect(await a.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });
});
