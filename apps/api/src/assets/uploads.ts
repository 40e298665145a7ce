// Image uploads of the editor (spec §9 "Image upload kinds: logo, favicon, asset_image, gallery"): the
// type is read from the bytes, never from the name or the declared type; the stored file is re-encoded
// (no metadata, upright, bounded size) and stored under a key derived from its content.
import { createHash } from 'node:crypto';
import { UPLOAD_KINDS, UPLOAD_SIZE_LIMITS, parseFileSize, uploadLimitBytes, type UploadKind } from '@vitrina/core-model';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../http/errors.js';
import type { AssetStore } from './asset-store.js';
import { readIcoInfo } from './ico.js';
import { encodeImage, isPixelLimitError } from './image-pipeline.js';

export type UploadErrorCode = 'unsupported_type' | 'too_large' | 'invalid_image';

const STATUS: Record<UploadErrorCode, number> = { unsupported_type: 415, too_large: 413, invalid_image: 422 };

/** Thrown by processUpload; the API error handler answers it as `{ error: { code, message } }`. */
export class UploadError extends ApiError {
  constructor(
    override readonly code: UploadErrorCode,
    message: string,
  ) {
    super(STATUS[code], code, message);
    this.name = 'UploadError';
  }
}

// Size limits per kind live in core-model, shared with the editor's pre-check.
export { UPLOAD_SIZE_LIMITS, uploadLimitBytes };

export function isUploadKind(value: unknown): value is UploadKind {
  return (UPLOAD_KINDS as readonly unknown[]).includes(value);
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const FAVICON_TYPES = new Set(['image/png', 'image/x-icon']);
/** Longest side of the stored image and of its thumbnail, in pixels. */
export const MAX_SIDE = { image: 2400, favicon: 512, thumb: 400 } as const;

export interface ProcessedImage {
  body: Buffer;
  width: number;
  height: number;
  mime: string;
  ext: string;
}

export interface ProcessedUpload extends ProcessedImage {
  kind: UploadKind;
  /** Size of `body`. */
  bytes: number;
  thumb: ProcessedImage;
}

export interface ProcessUploadInput {
  buffer: Buffer;
  kind: UploadKind;
  /** Overrides the kind's limit: bytes, or a size such as '2m'. */
  maxBytes?: number | string;
}

export async function processUpload({ buffer, kind, maxBytes }: ProcessUploadInput): Promise<ProcessedUpload> {
  if (!isUploadKind(kind)) throw new UploadError('unsupported_type', `Unknown upload kind "${String(kind)}"`);
  const limit = (maxBytes === undefined ? null : parseFileSize(maxBytes)) ?? uploadLimitBytes(kind);
  if (buffer.length > limit) throw new UploadError('too_large', `The file is larger than ${limit} bytes`);
  if (buffer.length === 0) throw new UploadError('unsupported_type', 'The file is empty');

  const detected = await fileTypeFromBuffer(buffer);
  const allowed = kind === 'favicon' ? FAVICON_TYPES : IMAGE_TYPES;
  if (!detected || !allowed.has(detected.mime)) {
    const accepted = kind === 'favicon' ? 'PNG or ICO' : 'PNG, JPEG, WebP or GIF';
    throw new UploadError('unsupported_type', `A ${kind} must be a ${accepted} image`);
  }

  if (detected.mime === 'image/x-icon') return keepIco(buffer, kind);
  try {
    const favicon = kind === 'favicon';
    const format = favicon ? 'png' : 'webp';
    const animated = !favicon && (detected.mime === 'image/gif' || detected.mime === 'image/webp');
    const [main, thumb] = await Promise.all([
      encodeImage(buffer, { maxSide: favicon ? MAX_SIDE.favicon : MAX_SIDE.image, format, animated }),
      encodeImage(buffer, { maxSide: MAX_SIDE.thumb, format, animated: false }),
    ]);
    const type = { mime: `image/${format}`, ext: format };
    return { kind, ...main, ...type, bytes: main.body.length, thumb: { ...thumb, ...type } };
  } catch (err) {
    if (isPixelLimitError(err)) throw new UploadError('too_large', 'The image has too many pixels');
    throw new UploadError('invalid_image', 'The image could not be read');
  }
}

function keepIco(buffer: Buffer, kind: UploadKind): ProcessedUpload {
  const info = readIcoInfo(buffer);
  if (!info) throw new UploadError('invalid_image', 'The icon could not be read');
  // Stored byte for byte (sharp cannot decode ICO); an icon is its own thumbnail.
  const image = { body: buffer, width: info.width, height: info.height, mime: 'image/x-icon', ext: 'ico' };
  return { kind, ...image, bytes: buffer.length, thumb: { ...image } };
}

export interface StoredUpload {
  key: string;
  thumbKey: string;
  /** Paths under `/assets/` (or `urlPrefix`), for site data and the editor. */
  url: string;
  thumbUrl: string;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Writes the image and its thumbnail under content-addressed keys (served as immutable). */
export async function storeUpload(
  store: AssetStore,
  clientId: string | number,
  processed: ProcessedUpload,
  { urlPrefix = '/assets/' }: { urlPrefix?: string } = {},
): Promise<StoredUpload> {
  const id = String(clientId);
  if (!CLIENT_ID.test(id)) throw new Error(`not a client id: "${id.slice(0, 100)}"`);
  const hash = createHash('sha256').update(processed.body).digest('hex').slice(0, 32);
  const folder = `clients/${id}/${processed.kind}`;
  const key = `${folder}/${hash}.${processed.ext}`;
  const thumbKey = `${folder}/thumb-${hash}.${processed.thumb.ext}`;
  await Promise.all([store.put(key, processed.body, processed.mime), store.put(thumbKey, processed.thumb.body, processed.thumb.mime)]);
  const base = urlPrefix.endsWith('/') ? urlPrefix : `${urlPrefix}/`;
  return { key, thumbKey, url: `${base}${key}`, thumbUrl: `${base}${thumbKey}` };
}
