// The sign-in counters (identity/counter-store.ts) in Redis, so every API node counts the same failures.
// One small Lua script adds one and starts the window on the first hit, atomically: two nodes hitting
// the same key at once never both start a window, and a key never lives without an expiry.
import type { Redis } from 'ioredis';
import type { CounterStore } from '../identity/counter-store.js';

const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RedisCounterStoreOptions {
  /** Prepended to every key; default `vitrina:counter:`. */
  prefix?: string;
  now?: () => number;
}

export function createRedisCounterStore(
  redis: Redis,
  { prefix = 'vitrina:counter:', now = Date.now }: RedisCounterStoreOptions = {},
): CounterStore {
  const keyOf = (key: string) => prefix + key;
  return {
    async hit(key, windowMs) {
      const window = Math.max(1, Math.ceil(windowMs));
      const [count, ttl] = (await redis.eval(HIT, 1, keyOf(key), window)) as [number, number];
      return { count, resetAt: now() + ttl };
    },
    async get(key) {
      const results = (await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec()) ?? [];
      for (const [err] of results) if (err) throw err;
      const count = Number(results[0]?.[1] ?? 0);
      const ttl = Number(results[1]?.[1] ?? -2);
      // As the in-memory store: an unknown or expired key is { count: 0, resetAt: 0 }.
      return count > 0 && ttl > 0 ? { count, resetAt: now() + ttl } : { count: 0, resetAt: 0 };
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}
