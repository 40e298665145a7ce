// One file of a customer form's file field, sent as the raw request body with its own Content-Type and the
// URI-encoded name in X-File-Name (contract customer-forms.ts "uploads"). XMLHttpRequest rather than fetch:
// only it reports upload progress. The server judges the type by the bytes; a file over the size limit is
// refused here before a byte is sent.
import { apiFailureOf } from '@vitrina/api-client';
import type { FormFile } from '@vitrina/api-client';
import { FORM_UPLOAD_MAX_BYTES } from '@vitrina/core-model';

/**
 * Why an upload failed, as the visitor is told: too big (413), the form's files past their total (413
 * upload_quota), a type not accepted (415), anything else.
 */
export type UploadFailure = 'tooBig' | 'quota' | 'wrongType' | 'failed';

export class UploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(`upload failed: ${reason}`);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  url: string;
  file: File;
  /** 0..1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

function failureOf(status: number, text: string): UploadFailure {
  if (status === 413) return apiFailureOf({ status, data: parsed(text) })?.code === 'upload_quota' ? 'quota' : 'tooBig';
  return status === 415 ? 'wrongType' : 'failed';
}

/** The answer's JSON, or null when it is none (a proxy's page). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The 201 answer: contract FormFile (the upload route's response schema), or null when it is no JSON. */
const readAnswer = (text: string) => parsed(text) as FormFile | null;

export function uploadFormFile({ url, file, onProgress, signal }: UploadOptions): Promise<FormFile> {
  if (file.size > FORM_UPLOAD_MAX_BYTES) return Promise.reject(new UploadError('tooBig'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const answer = xhr.status === 200 || xhr.status === 201 ? readAnswer(xhr.responseText) : null;
      done(() => (answer ? resolve(answer) : reject(new UploadError(failureOf(xhr.status, xhr.responseText)))));
    });
    xhr.addEventListener('error', () => done(() => reject(new UploadError('failed'))));
    xhr.addEventListener('timeout', () => done(() => reject(new UploadError('failed'))));
    xhr.addEventListener('abort', () => done(() => reject(new DOMException('The upload was aborted', 'AbortError'))));
    signal?.addEventListener('abort', abort);
    xhr.send(file);
  });
}
