// Size limits per image upload kind (spec §9 "Image upload kinds"), shared by the API, which enforces
// them, and the editor, which refuses a file at once before any byte is sent.
import type { UploadKind } from '../constants.js';
import { parseFileSize } from './file-size.js';

/** In the units of spec §9's file-size parser. */
export const UPLOAD_SIZE_LIMITS: Readonly<Record<UploadKind, string>> = {
  logo: '5m',
  favicon: '1m',
  asset_image: '5m',
  gallery: '10m',
};

export function uploadLimitBytes(kind: UploadKind): number {
  return parseFileSize(UPLOAD_SIZE_LIMITS[kind]) ?? 0;
}
