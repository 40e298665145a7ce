// Picks the asset store from the configuration: `ASSET_STORE_URL=s3://bucket[/prefix]` (+ `S3_ENDPOINT`)
// → S3-compatible bucket; unset → files in `DATA_DIR/assets`.
import path from 'node:path';
import type { ApiConfig } from '../config.js';
import type { AssetStore } from './asset-store.js';
import { LocalAssetStore } from './local-asset-store.js';
import type { S3AssetStoreOptions } from './s3-asset-store.js';

export type AssetStoreConfig = Pick<ApiConfig, 'dataDir' | 'assetStoreUrl' | 's3Endpoint'>;

/** `s3://bucket/some/prefix?region=eu-west-1` → S3 options; anything else throws. */
export function parseAssetStoreUrl(url: string, endpoint?: string): S3AssetStoreOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`ASSET_STORE_URL must look like s3://bucket[/prefix], got "${url}"`);
  }
  if (parsed.protocol !== 's3:' || !parsed.hostname) {
    throw new Error(`ASSET_STORE_URL must look like s3://bucket[/prefix], got "${url}"`);
  }
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  const region = parsed.searchParams.get('region') ?? undefined;
  return {
    bucket: parsed.hostname,
    prefix,
    ...(endpoint ? { endpoint } : {}),
    ...(region ? { region } : {}),
  };
}

/** Async because the AWS SDK is loaded only when a bucket is configured (faster embedded start). */
export async function createAssetStore(config: AssetStoreConfig): Promise<AssetStore> {
  if (config.assetStoreUrl) {
    const options = parseAssetStoreUrl(config.assetStoreUrl, config.s3Endpoint);
    const { S3AssetStore } = await import('./s3-asset-store.js');
    return new S3AssetStore(options);
  }
  return new LocalAssetStore(path.join(config.dataDir, 'assets'));
}
