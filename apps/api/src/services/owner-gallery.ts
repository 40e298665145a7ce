// Gallery images of the gallery admin must be files of that client: one of
// its uploads (`/assets/clients/{id}/…`, see storeUpload) or one of its demo pictures
// (`/assets/demo/{subdomain}/…`), and the file must exist in the asset store.
import type { Client } from '@vitrina/core-model';
import { isSafeAssetKey } from '../assets/index.js';
import type { AssetStore } from '../assets/index.js';

const PREFIX = '/assets/';

/** The asset key of `url` when it names a file of `client`; null otherwise. */
export function clientAssetKey(url: string, client: Pick<Client, 'id' | 'wurkzen_subdomain'>): string | null {
  if (!url.startsWith(PREFIX)) return null;
  const key = url.slice(PREFIX.length);
  if (!isSafeAssetKey(key)) return null;
  const own = [`clients/${client.id}/`];
  if (client.wurkzen_subdomain) own.push(`demo/${client.wurkzen_subdomain}/`);
  return own.some((p) => key.startsWith(p)) ? key : null;
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
