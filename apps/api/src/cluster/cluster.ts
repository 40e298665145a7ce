// What several API nodes share (ARCHITECTURE "How it runs", several nodes): with REDIS_URL, one Redis
// connection for commands (rate limits, sign-in counters, PUBLISH) and one for SUBSCRIBE; without it,
// nothing (one process, in-process bus). ioredis is loaded only when REDIS_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import type { ApiConfig } from '../config.js';
import type { CounterStore } from '../identity/counter-store.js';
import { createLocalBus, createRedisBus, type InvalidationBus } from './invalidation-bus.js';
import { createRedisCounterStore } from './redis-counter-store.js';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export interface Cluster {
  bus: InvalidationBus;
  /** For @fastify/rate-limit's `redis` option; undefined → each process counts alone. */
  rateLimit?: { redis: Redis; nameSpace: string };
  /** Sign-in counters shared by every node; undefined → in memory. */
  counters?: CounterStore;
  /** Where warnings go (console until the server's logger is known). */
  useLogger(log: Log): void;
  close(): Promise<void>;
}

export type ClusterConfig = Pick<ApiConfig, 'redisUrl' | 'redisPrefix'>;

export function createLocalCluster(): Cluster {
  return { bus: createLocalBus(), useLogger: () => undefined, close: async () => undefined };
}

// Commands fail fast while Redis is away (rate limits then let requests through, see http/security.ts)
// instead of piling up; the connection keeps retrying in the background.
const CONNECTION: RedisOptions = {
  lazyConnect: true,
  connectTimeout: 2_000,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/** Redact the password of a URL for messages. */
const safeUrl = (url: string) => url.replace(/\/\/([^@/]*)@/, '//***@');

/**
 * Connects to REDIS_URL (both connections up before it resolves, so a wrong URL stops the start with a
 * clear error) or returns the local cluster when it is unset.
 */
export async function openCluster(config: ClusterConfig): Promise<Cluster> {
  const url = config.redisUrl;
  if (!url) return createLocalCluster();
  const { Redis } = await import('ioredis');
  let log: Log = { warn: (obj: unknown, msg?: string) => console.warn(msg ?? '', obj), info: () => undefined } as Log;
  // A command waits at most 1 s: a rate-limited request is never held up longer by a slow Redis.
  const commands = new Redis(url, { ...CONNECTION, connectionName: 'vitrina-api', commandTimeout: 1_000 });
  const subscriber = new Redis(url, { ...CONNECTION, connectionName: 'vitrina-api-sub', maxRetriesPerRequest: null });
  // ioredis reports every failed reconnect and command: one line per 10 s is enough; none before the
  // start succeeded (a failed start throws its own error).
  let connected = false;
  let lastWarning = 0;
  const warn = (obj: object, msg: string) => {
    if (!connected || Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ ...obj, redis: safeUrl(url) }, msg);
  };
  for (const [name, conn] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    conn.on('error', (err: Error) =>
      warn(
        { err: err.message, connection: name },
        'Redis is unreachable; rate limits let requests through and other nodes are not told about changes until it is back',
      ),
    );
  }
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (err) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL ${safeUrl(url)}: cannot connect (${(err as Error).message})`, { cause: err });
  }
  connected = true;
  const bus = await createRedisBus({
    publisher: commands,
    subscriber,
    channel: `${config.redisPrefix}invalidate`,
    onError: (err, what) => warn({ err: (err as Error)?.message ?? String(err) }, `cache invalidation: ${what} failed`),
  });
  return {
    bus,
    rateLimit: { redis: commands, nameSpace: `${config.redisPrefix}rate-limit:` },
    counters: createRedisCounterStore(commands, { prefix: `${config.redisPrefix}counter:` }),
    useLogger(next) {
      log = next;
    },
    async close() {
      await bus.close();
      await Promise.all([commands.quit().catch(() => commands.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}
