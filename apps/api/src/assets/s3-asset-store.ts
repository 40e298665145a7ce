// Asset store on an S3-compatible bucket (production: `ASSET_STORE_URL=s3://bucket/prefix`, served by a
// CDN). Credentials come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID, …) unless given.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertSafeAssetKey } from './asset-key.js';
import type { AssetStore, StoredAsset } from './asset-store.js';

export interface S3AssetStoreOptions {
  bucket: string;
  /** Folder inside the bucket, without leading or trailing slash; '' for the bucket root. */
  prefix?: string;
  /** S3-compatible endpoint (MinIO, R2, …); path-style addressing is used when set. */
  endpoint?: string;
  region?: string;
  credentials?: S3ClientConfig['credentials'];
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export class S3AssetStore implements AssetStore {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;

  constructor({ bucket, prefix = '', endpoint, region, credentials }: S3AssetStoreOptions) {
    if (!bucket) throw new Error('S3AssetStore needs a bucket');
    this.bucket = bucket;
    this.prefix = prefix.replace(/^\/+|\/+$/g, '');
    if (this.prefix) assertSafeAssetKey(this.prefix);
    this.client = new S3Client({
      region: region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible services reject the newer
      // default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeAssetKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async get(key: string): Promise<StoredAsset | null> {
    const Key = this.objectKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: out.ContentType ?? 'application/octet-stream',
        etag: out.ETag ?? '""',
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async put(key: string, body: Buffer | Uint8Array | string, contentType: string): Promise<void> {
    const Body = typeof body === 'string' ? Buffer.from(body) : body;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body,
        ContentType: contentType,
        ContentLength: Body.byteLength,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }
}
