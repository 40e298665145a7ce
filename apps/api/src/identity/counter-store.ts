// Counters in fixed windows, for the sign-in limits (login-rate-limit.ts). The interface is async so a
// store shared by every API node (Redis, ARCHITECTURE "Several nodes") can replace the in-memory one.

export interface CounterStore {
  /** Adds one to `key` within a window of `windowMs` that starts at the first hit; returns the count and when the window ends (epoch ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The current count of `key` (0 when none or expired) and when its window ends. */
  get(key: string): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

/**
 * One process's counters. At most `maxKeys` (default 10 000) are kept: when full, expired ones go
 * first, then the oldest. `get` of an unknown or expired key answers `{ count: 0, resetAt: 0 }`.
 */
export function createMemoryCounterStore({
  now = Date.now,
  maxKeys = 10_000,
}: { now?: () => number; maxKeys?: number } = {}): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };

  const makeRoom = () => {
    if (counters.size < maxKeys) return;
    const t = now();
    for (const [k, v] of counters) if (v.resetAt <= t) counters.delete(k);
    // Maps iterate in insertion order: the first key is the oldest window.
    while (counters.size >= maxKeys) counters.delete(counters.keys().next().value as string);
  };

  return {
    async hit(key, windowMs) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return { ...entry };
      }
      makeRoom();
      const fresh = { count: 1, resetAt: now() + windowMs };
      counters.set(key, fresh);
      return { ...fresh };
    },
    async get(key) {
      const entry = current(key);
      return entry ? { ...entry } : { count: 0, resetAt: 0 };
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}
