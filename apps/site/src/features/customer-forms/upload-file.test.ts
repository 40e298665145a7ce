// The upload of one form file (contract customer-forms.ts uploads; spec §8 "failed to upload file"): the raw
// file with its type and name, progress as it goes, and the reason of a refusal.
import { FORM_UPLOAD_MAX_BYTES } from '@vitrina/core-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, uploaded } from './fake-xhr.test-data.js';
import { UploadError, uploadFormFile } from './upload-file.js';

const url = '/api/client/7/forms/customer/c/form/f/uploads?field=photo';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'mi foto.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('uploadFormFile', () => {
  it('posts the raw file with its Content-Type and URI-encoded X-File-Name, reports progress, answers the stored file', async () => {
    const sent = stubXhr();
    const progress: number[] = [];
    const file = png();
    const done = uploadFormFile({ url, file, onProgress: (f) => progress.push(f) });
    const [xhr] = sent;
    expect(xhr).toMatchObject({ method: 'POST', url, body: file });
    expect(xhr?.headers).toEqual({ 'content-type': 'image/png', 'x-file-name': 'mi%20foto.png' });
    xhr?.reportProgress(2, 4);
    xhr?.reportProgress(4, 4);
    xhr?.respond(201, uploaded('u1', 'photo', 'mi foto.png'));
    await expect(done).resolves.toMatchObject({ id: 'u1', filename: 'mi foto.png' });
    expect(progress).toEqual([0.5, 1]);
  });

  it.each([
    [413, 'tooBig'],
    [415, 'wrongType'],
    [400, 'failed'],
    [429, 'failed'],
    [500, 'failed'],
  ] as const)('an answer %i is refused as %s', async (status, reason) => {
    const sent = stubXhr();
    const done = uploadFormFile({ url, file: png(), onProgress: () => undefined });
    sent[0]?.respond(status, { error: { code: 'x' } });
    await expect(done).rejects.toEqual(new UploadError(reason));
  });

  it('a 413 upload_quota is "quota": the form’s files together are past their limit (issue 25)', async () => {
    const sent = stubXhr();
    const done = uploadFormFile({ url, file: png(), onProgress: () => undefined });
    sent[0]?.respond(413, { error: { code: 'upload_quota', message: 'errors:forms.uploadQuota' } });
    await expect(done).rejects.toEqual(new UploadError('quota'));
  });

  it('a network failure is "failed"; a file without a type goes as application/octet-stream', async () => {
    const sent = stubXhr();
    const done = uploadFormFile({ url, file: new File(['x'], 'notes'), onProgress: () => undefined });
    expect(sent[0]?.headers['content-type']).toBe('application/octet-stream');
    sent[0]?.fail();
    await expect(done).rejects.toMatchObject({ reason: 'failed' });
  });

  it('a file over the limit is refused as too big without a request', async () => {
    const sent = stubXhr();
    const big = new File([new Uint8Array(FORM_UPLOAD_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    await expect(uploadFormFile({ url, file: big, onProgress: () => undefined })).rejects.toMatchObject({ reason: 'tooBig' });
    expect(sent).toEqual([]);
  });

  it('aborting stops the upload', async () => {
    const sent = stubXhr();
    const controller = new AbortController();
    const done = uploadFormFile({ url, file: png(), onProgress: () => undefined, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
