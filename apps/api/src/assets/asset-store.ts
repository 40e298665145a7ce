// The asset store holds published site data, template data and client uploads (spec §7 "An asset store
// holds client and template files"). Local directory by default, S3-compatible bucket in production.

export interface StoredAsset {
  body: Buffer;
  contentType: string;
  /** Strong validator, quoted as in an HTTP `ETag` header. */
  etag: string;
  lastModified: Date;
}

export interface AssetStore {
  /** The object, or null when there is none. Throws `AssetKeyError` for an unsafe key. */
  get(key: string): Promise<StoredAsset | null>;
  /** Writes the whole object; readers see the old or the new content, never a part. */
  put(key: string, body: Buffer | Uint8Array | string, contentType: string): Promise<void>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
