// The asset store of the API: adapters, the /assets routes, published site data and image uploads.
export { AssetKeyError, assertSafeAssetKey, contentTypeForKey, isSafeAssetKey } from './asset-key.js';
export type { AssetStore, StoredAsset } from './asset-store.js';
export { CachedAssetStore } from './cached-asset-store.js';
export type { AssetEncoding, CachedAssetStoreOptions } from './cached-asset-store.js';
export { AssetResponder, CONTENT_ADDRESSED_KEY, assetFastPath, cacheControlFor, etagMatches, registerAssetRoutes } from './asset-routes.js';
export type { AssetRoutesOptions } from './asset-routes.js';
export { createAssetStore, parseAssetStoreUrl } from './create-asset-store.js';
export type { AssetStoreConfig } from './create-asset-store.js';
export { LocalAssetStore, strongEtag } from './local-asset-store.js';
export type { LocalAssetStoreOptions } from './local-asset-store.js';
export type { S3AssetStoreOptions } from './s3-asset-store.js';
export { publishSiteJson, siteJsonKey, templateJsonKey } from './site-json.js';
export { MAX_SIDE, UPLOAD_SIZE_LIMITS, UploadError, isUploadKind, processUpload, storeUpload, uploadLimitBytes } from './uploads.js';
export type { ProcessUploadInput, ProcessedImage, ProcessedUpload, StoredUpload, UploadErrorCode } from './uploads.js';
