// Which asset-store files belong to one business (issue 25): its uploads, `/assets/clients/{id}/…` (the
// API's storeUpload writes nothing else there), and its demo pictures, `/assets/demo/{subdomain}/…`.
// Always a path on the business's own host: no origin, no encoded or dot segment, no query. The API's
// gallery and the site's image previews (spec §2 about_img_url, hero_img_url) both take only these.
import type { Client } from '../model/client.js';

export const ASSET_PATH_PREFIX = '/assets/';

// Letters, digits, `_`, `-` and inner dots: no `%`, `?`, `#`, `\`, quote or bracket, and never `.` or `..`.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;

/** The key prefixes of the business's own files in the asset store. */
export function clientAssetPrefixes(client: Pick<Client, 'id' | 'wurkzen_subdomain'>): string[] {
  const prefixes: string[] = [];
  if (Number.isInteger(client.id) && client.id > 0) prefixes.push(`clients/${client.id}/`);
  const sub = client.wurkzen_subdomain?.trim();
  if (sub && SEGMENT.test(sub)) prefixes.push(`demo/${sub}/`);
  return prefixes;
}

/** The asset key of `url` when it is a path to one of the business's own files; null for anything else. */
export function clientAssetKey(url: string, client: Pick<Client, 'id' | 'wurkzen_subdomain'>): string | null {
  if (!url.startsWith(ASSET_PATH_PREFIX)) return null;
  const key = url.slice(ASSET_PATH_PREFIX.length);
  if (key.length > MAX_KEY_LENGTH || !key.split('/').every((segment) => SEGMENT.test(segment))) return null;
  return clientAssetPrefixes(client).some((prefix) => key.startsWith(prefix)) ? key : null;
}
