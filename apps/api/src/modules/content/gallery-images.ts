// Gallery images of the gallery admin must be files of that client: one of
// its uploads (`/assets/clients/{id}/…`, see storeUpload) or one of its demo pictures
// (`/assets/demo/{subdomain}/…`), and the file must exist in the asset store. Which files are the
// client's is core-model's clientAssetKey, the rule the site's image previews follow too (issue 25).
import { ASSET_PATH_PREFIX as PREFIX, clientAssetKey as ownAssetKey } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { isSafeAssetKey } from '../../assets/index.js';
import type { AssetStore } from '../../assets/index.js';

/** The asset key of `url` when it names a file of `client` (and the store accepts it as a key); null otherwise. */
export function clientAssetKey(url: string, client: Pick<Client, 'id' | 'wurkzen_subdomain'>): string | null {
  const key = ownAssetKey(url, client);
  return key !== null && isSafeAssetKey(key) ? key : null;
}

/** storeUpload keeps a thumbnail beside each upload as `thumb-<name>`. */
export function uploadThumbKey(key: string): string {
  const at = key.lastIndexOf('/');
  return `${key.slice(0, at + 1)}thumb-${key.slice(at + 1)}`;
}

/** `url` when it is an existing file of the client, else null. */
export async function existingClientImage(
  store: AssetStore,
  client: Pick<Client, 'id' | 'wurkzen_subdomain'>,
  url: string,
): Promise<string | null> {
  const key = clientAssetKey(url, client);
  return key && (await store.exists(key)) ? url : null;
}

/** The thumbnail URL stored beside an uploaded image, when there is one. */
export async function thumbnailOf(
  store: AssetStore,
  client: Pick<Client, 'id' | 'wurkzen_subdomain'>,
  url: string,
): Promise<string | null> {
  const key = clientAssetKey(url, client);
  if (!key || key.slice(key.lastIndexOf('/') + 1).startsWith('thumb-')) return null;
  const thumb = uploadThumbKey(key);
  return (await store.exists(thumb)) ? `${PREFIX}${thumb}` : null;
}
