// Published site data in the asset store (ARCHITECTURE "Data flows": `sites/{host}/site.json`, cached in
// memory with its ETag, dropped on publish) and the template data beside it.
import type { AssetStore } from './asset-store.js';

const HOST = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*$/;
const TEMPLATE_ID = /^[A-Za-z0-9_-]+$/;

/** Host as normalised by core-model's `normalizeHost` (lower case, no port, no `www.`). */
export function siteJsonKey(host: string): string {
  if (host.length > 253 || !HOST.test(host)) throw new Error(`not a host name: "${host.slice(0, 100)}"`);
  return `sites/${host}/site.json`;
}

/** Spec §7 "{template url}json/template.json", the template url being `/assets/templates/{id}/`. */
export function templateJsonKey(id: string | number): string {
  const s = String(id);
  if (!TEMPLATE_ID.test(s)) throw new Error(`not a template id: "${s.slice(0, 100)}"`);
  return `templates/${s}/json/template.json`;
}

export interface CachedSiteJson {
  /** Parsed JSON as published; callers migrate it (`migrateSiteData`). */
  doc: unknown;
  etag: string;
}

export interface SiteJsonCacheOptions {
  /** Hosts kept; the least recently used goes first. */
  maxEntries?: number;
  /**
   * How long an entry is trusted. Publishing drops entries on the node that published; other nodes
   * behind the load balancer see the change after at most this long.
   */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  value: CachedSiteJson | null;
  at: number;
}

/** host → parsed site.json (or its absence). A cache only: losing it costs one store read per host. */
export class SiteJsonCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedSiteJson | null>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private generation = 0;

  constructor({ maxEntries = 500, ttlMs = 5_000, now = Date.now }: SiteJsonCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh entry for `host`: a value, null when the host has no site.json, undefined when not cached. */
  peek(host: string): CachedSiteJson | null | undefined {
    const entry = this.entries.get(host);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(host);
      return undefined;
    }
    this.entries.delete(host);
    this.entries.set(host, entry);
    return entry.value;
  }

  set(host: string, value: CachedSiteJson | null): void {
    this.entries.delete(host);
    this.entries.set(host, { value, at: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(host: string): void {
    this.entries.delete(host);
    this.loading.delete(host);
    this.generation++;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
  }

  /**
   * Cached site data of `host`, read from the store on a miss. Concurrent misses share one read; a
   * read that a publish overtook is returned to its callers but not cached.
   */
  async load(store: AssetStore, host: string): Promise<CachedSiteJson | null> {
    const cached = this.peek(host);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(host);
    if (pending) return pending;
    const generation = this.generation;
    const read = readSiteJson(store, host).then(
      (value) => {
        if (this.loading.get(host) === read) this.loading.delete(host);
        if (this.generation === generation) this.set(host, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(host) === read) this.loading.delete(host);
        throw err;
      },
    );
    this.loading.set(host, read);
    return read;
  }
}

/** site.json of `host` straight from the store; null when missing or not valid JSON. */
export async function readSiteJson(store: AssetStore, host: string): Promise<CachedSiteJson | null> {
  const asset = await store.get(siteJsonKey(host));
  if (!asset) return null;
  try {
    return { doc: JSON.parse(asset.body.toString('utf8')) as unknown, etag: asset.etag };
  } catch {
    return null;
  }
}

/**
 * Publishes `data` as `sites/{host}/site.json` for every host of the client (its sub-domain host and its
 * custom domain host) and drops them from the cache. Returns the keys written.
 */
export async function publishSiteJson(store: AssetStore, cache: SiteJsonCache, hosts: string[], data: unknown): Promise<string[]> {
  const unique = [...new Set(hosts.filter((h) => h !== ''))];
  const keys = unique.map(siteJsonKey);
  const body = Buffer.from(JSON.stringify(data));
  try {
    await Promise.all(keys.map((key) => store.put(key, body, 'application/json; charset=utf-8')));
  } finally {
    // Even a partly failed publish may have changed some hosts: never keep serving what was there.
    for (const host of unique) cache.delete(host);
  }
  return keys;
}
