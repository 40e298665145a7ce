import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAssetStore, parseAssetStoreUrl } from './create-asset-store.js';
import { LocalAssetStore } from './local-asset-store.js';

describe('createAssetStore (ASSET_STORE_URL, S3_ENDPOINT)', () => {
  it('stores files in DATA_DIR/assets when ASSET_STORE_URL is unset (embedded default)', async () => {
    const store = await createAssetStore({ dataDir: '/data', assetStoreUrl: undefined, s3Endpoint: undefined });
    expect(store).toBeInstanceOf(LocalAssetStore);
    expect((store as LocalAssetStore).dir).toBe(path.resolve('/data/assets'));
  });

  it('uses the S3 bucket and prefix of s3://bucket/prefix', async () => {
    const { S3AssetStore } = await import('./s3-asset-store.js');
    const store = await createAssetStore({
      dataDir: '/data',
      assetStoreUrl: 's3://vitrina-assets/prod/',
      s3Endpoint: 'http://127.0.0.1:9000',
    });
    expect(store).toBeInstanceOf(S3AssetStore);
    expect(store).toMatchObject({ bucket: 'vitrina-assets', prefix: 'prod' });
  });

  it.each([
    ['s3://bucket', undefined, { bucket: 'bucket', prefix: '' }],
    ['s3://bucket/a/b', 'http://minio:9000', { bucket: 'bucket', prefix: 'a/b', endpoint: 'http://minio:9000' }],
    ['s3://bucket/p?region=eu-west-1', undefined, { bucket: 'bucket', prefix: 'p', region: 'eu-west-1' }],
  ])('reads %s', (url, endpoint, expected) => {
    expect(parseAssetStoreUrl(url, endpoint)).toEqual(expected);
  });

  it.each(['https://bucket/x', 'bucket', 's3://'])('refuses %s', (url) => {
    expect(() => parseAssetStoreUrl(url)).toThrow(/s3:\/\/bucket/);
  });
});
