// Published site data in the asset store (ARCHITECTURE "Data flows": `sites/{host}/site.json`, cached in
// memory with its ETag, dropped on publish) and the template data beside it.
import { LoadingCache } from '../cache/loading-cache.js';
import type { LoadingCacheOptions } from '../cache/loading-cache.js';
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

export type SiteJsonCacheOptions = LoadingCacheOptions;

/** host → parsed site.json (or its absence, null). A cache only: losing it costs one store read per host. */
export class SiteJsonCache extends LoadingCache<string, CachedSiteJson | null> {
  /** Cached site data of `host`, read from the store on a miss (see LoadingCache). */
  override load(store: AssetStore, host: string): Promise<CachedSiteJson | null>;
  override load(host: string, loader: () => Promise<CachedSiteJson | null>): Promise<CachedSiteJson | null>;
  override load(a: AssetStore | string, b: string | (() => Promise<CachedSiteJson | null>)): Promise<CachedSiteJson | null> {
    if (typeof a === 'string') return super.load(a, b as () => Promise<CachedSiteJson | null>);
    const store = a;
    const host = b as string;
    return super.load(host, () => readSiteJson(store, host));
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
