// A customer's file for a form's file field (issue 15; core-model FORM_UPLOAD_MIME_TYPES, FORM_UPLOAD_MAX_BYTES;
// spec §8 "failed to upload file"). The type is decided by the bytes, never by the name or the Content-Type
// the browser sent: PDF, JPEG, PNG, WebP, HEIC, or text that is valid UTF-8. The file is kept under the
// asset store's private prefix (never served under /assets; the owner downloads it through the API).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FORM_UPLOAD_MAX_BYTES } from '@vitrina/core-model';
import { PRIVATE_ASSET_PREFIX } from '../../assets/asset-key.js';
import { ApiError } from '../../http/errors.js';

export type FormUploadMime = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'text/plain';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Text: valid UTF-8 with no control characters but tab, line feed, form feed and carriage return. */
function isText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** The file's type by its first bytes, or null when it is none of the accepted ones. */
export function sniffFormUpload(bytes: Uint8Array): FormUploadMime | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic';
  return isText(bytes) ? 'text/plain' : null;
}

export const FORM_FILENAME_MAX_LENGTH = 120;

/**
 * The name to show and download: the X-File-Name header URI-decoded, its last path segment, without
 * control characters, quotes or slashes, at most FORM_FILENAME_MAX_LENGTH characters; 'file' when empty.
 */
export function sanitizeFilename(header: string | undefined): string {
  let name = header ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: taken as sent.
  }
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...name].slice(0, FORM_FILENAME_MAX_LENGTH).join('') || 'file';
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Where an upload's bytes are kept: private, per client. */
export const formUploadKey = (clientId: number, id: string) => `${PRIVATE_ASSET_PREFIX}form-uploads/${clientId}/${id}`;

export const newUploadId = (): string => randomUUID();

export const fileTooLarge = () => new ApiError(413, 'file_too_large', 'errors:forms.fileTooLarge');
export const uploadFailed = () => new ApiError(400, 'failed_upload', 'errors:forms.uploadFailed');

/**
 * Reads a request body up to FORM_UPLOAD_MAX_BYTES (a content-type parser's stream); past it, 413
 * file_too_large without reading the rest.
 */
export function readLimitedBody(stream: Readable, declaredLength: string | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (declaredLength !== undefined && Number(declaredLength) > FORM_UPLOAD_MAX_BYTES) {
      stream.resume();
      reject(fileTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > FORM_UPLOAD_MAX_BYTES) {
        stream.removeAllListeners('data');
        stream.resume();
        reject(fileTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => reject(uploadFailed()));
  });
}
