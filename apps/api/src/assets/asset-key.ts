// Asset keys are forward-slash paths such as `sites/{host}/site.json`. They become file paths (local
// store) and object names (S3), so anything that could climb out of the store is refused up front.

export class AssetKeyError extends Error {
  readonly code = 'invalid_key';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid asset key "${key.slice(0, 200)}": ${reason}`);
    this.name = 'AssetKeyError';
  }
}

const MAX_KEY_LENGTH = 1024;
// Printable ASCII minus characters that mean something to a shell, a URL or a file system.
const SEGMENT = /^[A-Za-z0-9_~@+=,;()!$'-][A-Za-z0-9._~@+=,;()!$'-]*$/;

/** Why `key` is not a safe asset key, or null when it is. */
export function assetKeyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'empty';
  if (key.length > MAX_KEY_LENGTH) return 'too long';
  if (key.includes('\\')) return 'backslash';
  if (key.includes('..')) return '".." is not allowed';
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) return 'absolute path';
  for (const segment of key.split('/')) {
    if (segment === '') return 'empty segment';
    // A leading dot also keeps the local store's `.tmp` folder out of reach.
    if (!SEGMENT.test(segment)) return `bad segment "${segment.slice(0, 50)}"`;
  }
  return null;
}

export function isSafeAssetKey(key: string): boolean {
  return assetKeyProblem(key) === null;
}

/** Keys under this prefix are never served under /assets (customers' form uploads: only the owner's API reads them). */
export const PRIVATE_ASSET_PREFIX = 'private/';

/** A safe key that /assets may serve (not private). */
export function isPublicAssetKey(key: string): boolean {
  return isSafeAssetKey(key) && !key.startsWith(PRIVATE_ASSET_PREFIX);
}

export function assertSafeAssetKey(key: string): string {
  const problem = assetKeyProblem(key);
  if (problem) throw new AssetKeyError(key, problem);
  return key;
}

const TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  pdf: 'application/pdf',
};

/** Content type from the key's extension (the local store's only source of types). */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return TYPES[ext] ?? 'application/octet-stream';
}
