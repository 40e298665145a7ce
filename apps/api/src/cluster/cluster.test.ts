// openCluster: nothing without REDIS_URL (the embedded default), a clear stop when REDIS_URL does not
// answer, and a working bus between two nodes when it does.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { explainSkip, reachableRedis } from './cluster-test-fixture.js';
import { openCluster } from './cluster.js';
import type { Invalidation } from './invalidation-bus.js';

describe('openCluster without REDIS_URL', () => {
  it('is one process: an in-process bus, no shared rate limits or counters', async () => {
    const cluster = await openCluster({ redisUrl: undefined, redisPrefix: 'vitrina:' });
    expect(cluster.rateLimit).toBeUndefined();
    expect(cluster.counters).toBeUndefined();
    expect(() => cluster.bus.publish({ clientId: 1 })).not.toThrow();
    await cluster.close();
  });

  it('refuses to start on a REDIS_URL that does not answer, saying which (without its password)', async () => {
    const started = Date.now();
    await expect(openCluster({ redisUrl: 'redis://:secret@127.0.0.1:1', redisPrefix: 'vitrina:' })).rejects.toThrow(
      /REDIS_URL redis:\/\/\*\*\*@127\.0\.0\.1:1: cannot connect/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

const url = await reachableRedis();
explainSkip('openCluster with Redis', url ? [] : ['Redis']);

describe.skipIf(!url)('openCluster with REDIS_URL', () => {
  it('gives each node the shared stores under the prefix, and one node hears the other', async () => {
    const redisPrefix = `vitrina-test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      openCluster({ redisUrl: url ?? '', redisPrefix }),
      openCluster({ redisUrl: url ?? '', redisPrefix }),
    ]);
    try {
      expect(a.rateLimit?.nameSpace).toBe(`${redisPrefix}rate-limit:`);
      expect(a.bus.nodeId).not.toBe(b.bus.nodeId);
      const heard: Invalidation[] = [];
      b.bus.subscribe((m) => void heard.push(m));
      a.bus.publish({ clientId: 9 });
      const deadline = Date.now() + 2_000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      expect(heard).toEqual([{ clientId: 9 }]);
      await a.counters?.hit('k', 60_000);
      expect((await b.counters?.get('k'))?.count).toBe(1);
      await a.counters?.reset('k');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
