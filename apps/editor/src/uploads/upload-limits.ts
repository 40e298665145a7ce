// What each upload kind accepts (spec §9 "Image upload kinds"), the same limits the API enforces, so a
// file that would be refused is refused at once, before any byte is sent.
import { UPLOAD_SIZE_LIMITS, uploadLimitBytes } from '@vitrina/core-model';
import type { UploadKind } from '@vitrina/core-model';

export { UPLOAD_SIZE_LIMITS, uploadLimitBytes };

/** "5 MB": the limit as the owner reads it in an error. */
export function uploadLimitText(kind: UploadKind): string {
  return `${uploadLimitBytes(kind) / 1024 ** 2} MB`;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const FAVICON_TYPES = ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon'];

/** The file input's `accept`: favicons are PNG or ICO, every other kind a web image. */
export function acceptFor(kind: UploadKind): string {
  return kind === 'favicon' ? [...FAVICON_TYPES, '.ico'].join(',') : IMAGE_TYPES.join(',');
}

export type UploadErrorCode = 'too_large' | 'unsupported_type' | 'invalid_image' | 'failed';

/**
 * The refusal the API would answer for this file, or null. An empty declared type (some systems send
 * none for .ico) is left to the API, which reads the type from the bytes anyway.
 */
export function precheckUpload(file: Pick<File, 'size' | 'type' | 'name'>, kind: UploadKind): UploadErrorCode | null {
  if (file.size > uploadLimitBytes(kind)) return 'too_large';
  if (file.size === 0) return 'unsupported_type';
  const allowed = kind === 'favicon' ? FAVICON_TYPES : IMAGE_TYPES;
  if (file.type && !allowed.includes(file.type.toLowerCase())) return 'unsupported_type';
  return null;
}
