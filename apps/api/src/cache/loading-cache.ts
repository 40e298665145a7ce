// A process-local cache in front of a slower source (database, asset store): entries live `ttlMs` (other
// API nodes see a change after at most that long), the least recently used go first, concurrent misses
// share one load, and a load that a `delete`/`clear` overtook is answered but not kept. A cache only:
// losing it costs one load per key (ARCHITECTURE "How it runs": "Nothing is kept in process memory
// that another node would need").

export interface LoadingCacheOptions<V = unknown> {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
  /** With `maxWeight`: the cost of a value (its bytes); the least recently used go until the sum fits. */
  weigh?: (value: V) => number;
  maxWeight?: number;
}

interface Entry<V> {
  value: V;
  at: number;
  weight: number;
}

/** Removes (by `remove`) every entry of `entries` stored before `cutoff`; answers how many went. */
export function sweepExpired<K>(entries: ReadonlyMap<K, { at: number }>, cutoff: number, remove: (key: K) => void): number {
  let swept = 0;
  for (const [key, entry] of [...entries]) {
    if (entry.at > cutoff) continue;
    remove(key);
    swept++;
  }
  return swept;
}

export class LoadingCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly weigh: ((value: V) => number) | undefined;
  private readonly maxWeight: number;
  private totalWeight = 0;
  private generation = 0;

  constructor({ maxEntries = 500, ttlMs = 5_000, now = Date.now, weigh, maxWeight = Infinity }: LoadingCacheOptions<V> = {}) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.now = now;
    this.weigh = weigh;
    this.maxWeight = maxWeight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The summed weight of the entries (0 without `weigh`). */
  get weight(): number {
    return this.totalWeight;
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  /** The fresh value of `key`, or undefined when not cached. */
  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: K, value: V): void {
    this.remove(key);
    const weight = this.weigh ? this.weigh(value) : 0;
    // A value heavier than the whole cache is answered, never kept.
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, at: this.now(), weight });
    this.totalWeight += weight;
    while (this.entries.size > this.maxEntries || this.totalWeight > this.maxWeight) this.remove(this.entries.keys().next().value as K);
  }

  /**
   * Weighs the value of `key` again after it grew (a compressed variant made beside it), keeping its age;
   * the least recently used go until the sum fits.
   */
  reweigh(key: K): void {
    const entry = this.entries.get(key);
    if (!entry || !this.weigh) return;
    const weight = this.weigh(entry.value);
    this.totalWeight += weight - entry.weight;
    entry.weight = weight;
    if (weight > this.maxWeight) this.remove(key);
    while (this.totalWeight > this.maxWeight) this.remove(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.remove(key);
    this.loading.delete(key);
    this.generation++;
  }

  /** Drops every entry `drop` picks; loads in flight are answered but not kept (they may be one of them). */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, entry] of [...this.entries]) if (drop(entry.value, key)) this.remove(key);
    this.loading.clear();
    this.generation++;
  }

  /**
   * Drops every entry past its time to live and answers how many went. Without it an expired entry stays
   * (and holds its bytes) until it is asked for again or pushed out; a node's timer sweeps its big caches
   * (server.ts), so the pages of tenants nobody visits do not sit in memory up to the caches' limits.
   */
  sweep(): number {
    return sweepExpired(this.entries, this.now() - this.ttlMs, (key) => this.remove(key));
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
    this.loading.clear();
    this.generation++;
  }

  /**
   * The cached value of `key`, loaded on a miss; concurrent misses share one load. `keep` says whether
   * a loaded value may be kept (default: always); the callers of that load get it either way.
   */
  async load(key: K, loader: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const read = loader().then(
      (value) => {
        if (this.loading.get(key) === read) this.loading.delete(key);
        if (this.generation === generation && keep(value)) this.set(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === read) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, read);
    return read;
  }
}

/**
 * One LoadingCache per owner (a process's database: tests' servers never share entries), made on first use;
 * `existing` answers without making one (a drop before any read has nothing to drop).
 */
export function cachesPer<O extends object, K, V>(options: LoadingCacheOptions<V>) {
  const caches = new WeakMap<O, LoadingCache<K, V>>();
  return {
    of(owner: O): LoadingCache<K, V> {
      let cache = caches.get(owner);
      if (!cache) {
        cache = new LoadingCache<K, V>(options);
        caches.set(owner, cache);
      }
      return cache;
    },
    existing(owner: O): LoadingCache<K, V> | undefined {
      return caches.get(owner);
    },
  };
}
