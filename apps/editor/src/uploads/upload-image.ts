// The upload request itself: XMLHttpRequest rather than fetch, because only XHR reports upload progress.
// POST {api}/client/{id}/uploads?kind= (multipart, one file, bearer) → 201 { id, url, thumbUrl, … }
// (contracts UploadQuery and UploadedFile).
import { apiFailureOf } from '@vitrina/api-client';
import { uploadCalls, urlOf } from '@vitrina/api-client/calls';
import type { UploadQuery, UploadedFile } from '@vitrina/api-client';
import type { UploadKind } from '@vitrina/core-model';
import type { UploadErrorCode } from './upload-limits.js';

/** The stored file's URLs (contract UploadedFile). */
export type UploadResult = Pick<UploadedFile, 'url' | 'thumbUrl'>;

/** The answer as read: its record id and size, when the API sent them. */
export interface UploadedImage extends UploadResult {
  id: UploadedFile['id'] | null;
  width: UploadedFile['width'] | null;
  height: UploadedFile['height'] | null;
}

/** A refused or failed upload; `code` is the API's error code when it is one the owner can act on. */
export class UploadFailure extends Error {
  constructor(
    readonly code: UploadErrorCode,
    readonly status: number,
  ) {
    super(`upload failed: ${code} (${status})`);
    this.name = 'UploadFailure';
  }
}

export interface UploadImageOptions {
  clientId: number;
  kind: UploadKind;
  file: Blob & { name?: string };
  token: string;
  /** Share of the body sent, 0…1. */
  onProgress?: (fraction: number) => void;
  apiBaseUrl?: string;
  signal?: AbortSignal;
}

const KNOWN_CODES: readonly UploadErrorCode[] = ['too_large', 'unsupported_type', 'invalid_image'];
const STATUS_CODES: Record<number, UploadErrorCode> = { 413: 'too_large', 415: 'unsupported_type', 422: 'invalid_image' };

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The error code of an answer: the body's `error.code` when known, else what its status means. */
export function uploadErrorOf(status: number, body: unknown): UploadErrorCode {
  const code = apiFailureOf({ status, data: body })?.code;
  const known = KNOWN_CODES.find((c) => c === code);
  if (known) return known;
  return STATUS_CODES[status] ?? 'failed';
}

/** The 201 answer (contract UploadedFile, the upload route's response schema) as the editor keeps it. */
const resultOf = ({ id, url, thumbUrl, width, height }: UploadedFile): UploadedImage => ({ id, url, thumbUrl, width, height });

export function uploadUrl(apiBaseUrl: string, clientId: number, kind: UploadKind): string {
  const query = { kind } satisfies UploadQuery;
  return `${apiBaseUrl.replace(/\/$/, '')}/${urlOf(uploadCalls.upload, { id: clientId })}?${new URLSearchParams(query).toString()}`;
}

export function uploadImage({
  clientId,
  kind,
  file,
  token,
  onProgress,
  apiBaseUrl = '/api',
  signal,
}: UploadImageOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(apiBaseUrl, clientId, kind));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      // No JSON body (a proxy's page) is a failure too.
      const result = xhr.status >= 200 && xhr.status < 300 && body !== null ? resultOf(body as UploadedFile) : null;
      if (result) resolve(result);
      else reject(new UploadFailure(xhr.status >= 200 && xhr.status < 300 ? 'failed' : uploadErrorOf(xhr.status, body), xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailure('failed', 0));
    xhr.onabort = () => reject(new UploadFailure('failed', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name ?? 'upload');
    xhr.send(form);
  });
}
