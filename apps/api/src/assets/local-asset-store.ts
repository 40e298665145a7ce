// Asset store on the local file system (the embedded default: `DATA_DIR/assets`).
// Content types come from the key's extension (no sidecar file): every key the product writes has one,
// a write stays a single atomic rename, and the directory can be copied to a bucket as it is.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeAssetKey, contentTypeForKey } from './asset-key.js';
import type { AssetStore, StoredAsset } from './asset-store.js';

export interface LocalAssetStoreOptions {
  /** Bytes of recently read objects kept in memory (each revalidated by a `stat`). 0 turns it off. */
  cacheBytes?: number;
  /** Objects larger than this are never kept in memory. */
  cacheMaxObjectBytes?: number;
}

interface CacheEntry {
  signature: string;
  asset: StoredAsset;
}

const TEMP_DIR = '.tmp';

export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export class LocalAssetStore implements AssetStore {
  readonly dir: string;
  private readonly cache = new Map<string, CacheEntry>();
  private cachedBytes = 0;
  private readonly cacheBytes: number;
  private readonly cacheMaxObjectBytes: number;

  constructor(dir: string, options: LocalAssetStoreOptions = {}) {
    this.dir = path.resolve(dir);
    this.cacheBytes = options.cacheBytes ?? 32 * 1024 * 1024;
    this.cacheMaxObjectBytes = options.cacheMaxObjectBytes ?? 1024 * 1024;
  }

  private fileOf(key: string): string {
    assertSafeAssetKey(key);
    const file = path.join(this.dir, ...key.split('/'));
    // Belt and braces: the key rules already keep every path inside the directory.
    if (!file.startsWith(this.dir + path.sep)) throw new Error(`asset key escapes the store: ${key}`);
    return file;
  }

  async get(key: string): Promise<StoredAsset | null> {
    const file = this.fileOf(key);
    // A stat is far cheaper than read + hash; a rename gives a new inode, so the signature changes even
    // when another process on the same directory rewrote the file.
    let signature: string;
    try {
      const st = await stat(file);
      if (!st.isFile()) return null;
      signature = `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const hit = this.cache.get(key);
    if (hit && hit.signature === signature) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.asset;
    }
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const st = await handle.stat();
      const body = await handle.readFile();
      const asset: StoredAsset = { body, contentType: contentTypeForKey(key), etag: strongEtag(body), lastModified: st.mtime };
      this.remember(key, `${st.ino}:${st.size}:${st.mtimeMs}`, asset);
      return asset;
    } finally {
      await handle.close();
    }
  }

  async put(key: string, body: Buffer | Uint8Array | string, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    const tempDir = path.join(this.dir, TEMP_DIR);
    await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(tempDir, { recursive: true })]);
    const temp = path.join(tempDir, `${randomUUID()}.tmp`);
    try {
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(body);
        // Flush before the rename so a crash cannot leave an empty file under the final name.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    } finally {
      this.forget(key);
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    this.forget(key);
    await rm(file, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(key))).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  private remember(key: string, signature: string, asset: StoredAsset): void {
    this.forget(key);
    const size = asset.body.length;
    if (size > this.cacheMaxObjectBytes || size > this.cacheBytes) return;
    this.cache.set(key, { signature, asset });
    this.cachedBytes += size;
    for (const [oldest, entry] of this.cache) {
      if (this.cachedBytes <= this.cacheBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= entry.asset.body.length;
    }
  }

  private forget(key: string): void {
    const entry = this.cache.get(key);
    if (!entry) return;
    this.cache.delete(key);
    this.cachedBytes -= entry.asset.body.length;
  }
}
