// Hot objects of the asset store kept in memory (ARCHITECTURE "Data flows": site.json "cached in memory
// with ETag, dropped on publish"). Every write in this process goes through `put`/`delete`, which drop
// the key, so a publish shows on the next read; other API nodes see it after at most `ttlMs`, or at once
// when told (`forget`, several nodes with REDIS_URL).
// Compressed variants are made once per cached version, never per request.
import { sweepExpired } from '../cache/loading-cache.js';
import { encodeOnce } from '../cache/encode.js';
import type { BodyEncoding, EncodedVariants } from '../cache/encode.js';
import type { AssetStore, StoredAsset } from './asset-store.js';

export type AssetEncoding = BodyEncoding;

export interface CachedAssetStoreOptions {
  /** Keys worth keeping; default: JSON documents (site and template data, read on every page). */
  cacheable?: (key: string) => boolean;
  /** Objects larger than this are always read from the store. */
  maxObjectBytes?: number;
  /** Total bytes kept (bodies); the least recently used go first. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  asset: StoredAsset | null;
  at: number;
  bytes: number;
}

export class CachedAssetStore implements AssetStore {
  private readonly entries = new Map<string, Entry>();
  private readonly encoded = new WeakMap<StoredAsset, EncodedVariants>();
  /** Objects this cache holds (or held): only those are worth compressing once and answering many times. */
  private readonly kept = new WeakSet<StoredAsset>();
  private readonly cacheable: (key: string) => boolean;
  private readonly maxObjectBytes: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private bytes = 0;
  /** Bumped by every write: a read that a write overtook is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly inner: AssetStore,
    {
      cacheable = (key) => key.endsWith('.json'),
      maxObjectBytes = 1024 * 1024,
      maxBytes = 64 * 1024 * 1024,
      ttlMs = 5_000,
      now = Date.now,
    }: CachedAssetStoreOptions = {},
  ) {
    this.cacheable = cacheable;
    this.maxObjectBytes = maxObjectBytes;
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached object of `key` without a store read: undefined when not cached (null: cached as missing). */
  peek(key: string): StoredAsset | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.asset;
  }

  async get(key: string): Promise<StoredAsset | null> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const asset = await this.inner.get(key);
    if (this.cacheable(key) && generation === this.generation && (!asset || asset.body.length <= this.maxObjectBytes))
      this.keep(key, asset);
    return asset;
  }

  async put(key: string, body: Buffer | Uint8Array | string, contentType: string): Promise<void> {
    this.invalidate(key);
    try {
      await this.inner.put(key, body, contentType);
    } finally {
      this.invalidate(key);
    }
  }

  async delete(key: string): Promise<void> {
    this.invalidate(key);
    try {
      await this.inner.delete(key);
    } finally {
      this.invalidate(key);
    }
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }

  /**
   * Forgets the cached objects of `match` (a key, or a test of keys) without touching the store: another
   * API node wrote them (cluster/apply-invalidation.ts). A read in flight is answered but not kept.
   */
  forget(match: string | ((key: string) => boolean)): void {
    if (typeof match === 'string') return this.invalidate(match);
    this.generation++;
    for (const key of [...this.entries.keys()]) if (match(key)) this.drop(key);
  }

  /** Drops every object past its time to live (as LoadingCache.sweep; server.ts runs both) and answers how many went. */
  sweep(): number {
    return sweepExpired(this.entries, this.now() - this.ttlMs, (key) => this.drop(key));
  }

  /**
   * The body in `encoding`, made once per stored version; null when not worth it: small, not text, or
   * an object this cache does not hold (compressing it on every request would cost more than it saves).
   */
  encode(asset: StoredAsset, encoding: AssetEncoding): Buffer | null {
    if (!this.kept.has(asset)) return null;
    let variants = this.encoded.get(asset);
    if (!variants) this.encoded.set(asset, (variants = {}));
    return encodeOnce(variants, asset.body, asset.contentType, encoding);
  }

  private keep(key: string, asset: StoredAsset | null): void {
    this.drop(key);
    const bytes = asset?.body.length ?? 0;
    this.entries.set(key, { asset, at: this.now(), bytes });
    if (asset) this.kept.add(asset);
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private invalidate(key: string): void {
    this.generation++;
    this.drop(key);
  }
}
