// Uploads: spec §9 kinds logo, favicon, asset_image, gallery; multipart; size limit → 413; type
// checked by content → 415; unreadable image → 422; stored in the asset store with a thumbnail.
import { UPLOAD_KINDS } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { processUpload, uploadLimitBytes } from '../../assets/index.js';
import { getUpload } from './uploads-repository.js';
import { uploads } from '../../db/schema.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture, multipartBody, pngBytes } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('upload route (%s)', (kind) => {
  let f: OwnerFixture;
  let url: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    url = `/api/client/${f.clients.bistro.id}/uploads`;
  }, 60_000);
  afterAll(() => f?.server.close());

  const upload = async (query: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
    f.inject({
      method: 'POST',
      url: `${url}${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await f.as(f.users.owner)) },
    });

  it.each(UPLOAD_KINDS)('§9 upload kind %s: 201 with the stored image, its thumbnail and its size', async (uploadKind) => {
    const res = await upload(`?kind=${uploadKind}`, multipartBody(await pngBytes(64, 48)));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(new RegExp(`^/assets/clients/${f.clients.bistro.id}/${uploadKind}/`)),
      thumbUrl: expect.stringMatching(/\/thumb-/),
      width: 64,
      height: 48,
      kind: uploadKind,
    });
    const served = await f.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect((await f.inject({ url: body.thumbUrl })).statusCode).toBe(200);
    expect(await getUpload(f.server.database.db, f.clients.bistro.id, body.id)).toMatchObject({ kind: uploadKind, width: 64, height: 48 });
  });

  it('a file over the kind’s limit → 413 too_large', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(uploadLimitBytes('favicon') + 10)]);
    const res = await upload('?kind=favicon', multipartBody(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('too_large');
  });

  it('the type is read from the bytes, not the name: text called logo.png → 415', async () => {
    const res = await upload('?kind=logo', multipartBody(Buffer.from('not an image at all'), { filename: 'logo.png', type: 'image/png' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_type');
  });

  it('a PNG that cannot be decoded → 422 invalid_image', async () => {
    const png = await pngBytes();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload('?kind=asset_image', multipartBody(broken));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invalid_image');
  });

  it('a JSON body instead of multipart → 415', async () => {
    const res = await upload('?kind=logo', { payload: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(415);
  });

  it('a multipart body without a file → 400 no_file', async () => {
    const boundary = 'xyz';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await upload('?kind=logo', { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('no_file');
  });

  it('two file parts → 400 one_file, and neither file is stored or recorded', async () => {
    const [a, b] = [await pngBytes(41, 31), await pngBytes(43, 33)];
    const boundary = 'twofiles';
    const part = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const note = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`);
    const keys = await Promise.all(
      [a, b].map(async (buffer) => {
        const processed = await processUpload({ buffer, kind: 'logo' });
        return `clients/${f.clients.bistro.id}/logo/${createHash('sha256').update(processed.body).digest('hex').slice(0, 32)}.${processed.ext}`;
      }),
    );
    const recorded = async () =>
      (await f.server.database.db.select().from(uploads).where(eq(uploads.client_id, f.clients.bistro.id))).length;
    const before = await recorded();
    for (const parts of [
      [part('file', a), part('file', b)],
      [part('file', a), note, part('other', b)],
    ]) {
      const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
      const res = await upload('?kind=logo', { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('one_file');
    }
    for (const key of keys) expect(await f.server.app.ctx.assets.exists(key)).toBe(false);
    expect(await recorded()).toBe(before);
  });

  it('a truncated multipart body → 400, never a 5xx', async () => {
    const { payload, headers } = multipartBody(await pngBytes());
    const res = await upload('?kind=logo', { payload: payload.subarray(0, payload.length - 20), headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each(['', '?kind=banner'])('a missing or unknown kind (%s) → 400', async (query) => {
    const res = await upload(query, multipartBody(await pngBytes()));
    expect(res.statusCode).toBe(400);
  });
});
