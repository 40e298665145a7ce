import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '../testing/fake-xhr.js';
import { UploadFailure, uploadErrorOf, uploadImage } from './upload-image.js';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('uploadImage (POST /api/client/:id/uploads?kind=)', () => {
  it("sends one multipart file with the bearer token to the kind's URL and resolves with the URLs", async () => {
    const done = uploadImage({ clientId: 11, kind: 'logo', file: png(), token: 'token-7' });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/client/11/uploads?kind=logo');
    expect(xhr.headers.authorization).toBe('Bearer token-7');
    expect(xhr.file()?.name).toBe('logo.png');
    const id = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
    xhr.respond(201, { id, url: '/assets/u/a.webp', thumbUrl: '/assets/u/a-t.webp', width: 10, height: 20, kind: 'logo' });
    await expect(done).resolves.toEqual({ id, url: '/assets/u/a.webp', thumbUrl: '/assets/u/a-t.webp', width: 10, height: 20 });
  });

  it('reports upload progress as a fraction', async () => {
    const onProgress = vi.fn();
    const done = uploadImage({ clientId: 11, kind: 'gallery', file: png(), token: 't', onProgress, apiBaseUrl: 'http://x.test/api/' });
    const xhr = lastXhr();
    expect(xhr.url).toBe('http://x.test/api/client/11/uploads?kind=gallery');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { url: '/a', thumbUrl: '/t' });
    await done;
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it.each([
    [413, { error: { code: 'too_large', message: 'x' } }, 'too_large'],
    [415, { error: { code: 'unsupported_type', message: 'x' } }, 'unsupported_type'],
    [422, { error: { code: 'invalid_image', message: 'x' } }, 'invalid_image'],
    [413, undefined, 'too_large'],
    [403, { error: { code: 'freemium', message: 'x' } }, 'failed'],
    [500, undefined, 'failed'],
    [201, undefined, 'failed'],
  ] as const)('§9 an answer %i %j is the error %s', async (status, body, code) => {
    const done = uploadImage({ clientId: 11, kind: 'logo', file: png(), token: 't' });
    lastXhr().respond(status, body);
    await expect(done).rejects.toMatchObject({ code, status });
  });

  it('a network failure and an abort are failures', async () => {
    const failed = uploadImage({ clientId: 11, kind: 'logo', file: png(), token: 't' });
    lastXhr().fail();
    await expect(failed).rejects.toBeInstanceOf(UploadFailure);
    const controller = new AbortController();
    const aborted = uploadImage({ clientId: 11, kind: 'logo', file: png(), token: 't', signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'failed' });
    expect(lastXhr().aborted).toBe(true);
  });

  it('uploadErrorOf prefers the body code over the status', () => {
    expect(uploadErrorOf(400, { error: { code: 'invalid_image' } })).toBe('invalid_image');
    expect(uploadErrorOf(400, { error: { code: 'no_file' } })).toBe('failed');
  });
});
