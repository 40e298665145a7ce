// Published site data in the asset store (ARCHITECTURE "Data flows": `sites/{host}/site.json`) and the
// template data beside it. The in-memory copy with its ETag, dropped on publish, is the configured store's
// own cache (CachedAssetStore drops a key on every put).
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

/**
 * Publishes `data` as `sites/{host}/site.json` for every host of the client (its sub-domain host and its
 * custom domain host). Returns the keys written.
 */
export async function publishSiteJson(store: AssetStore, hosts: string[], data: unknown): Promise<string[]> {
  const keys = [...new Set(hosts.filter((h) => h !== ''))].map(siteJsonKey);
  const body = Buffer.from(JSON.stringify(data));
  await Promise.all(keys.map((key) => store.put(key, body, 'application/json; charset=utf-8')));
  return keys;
}
