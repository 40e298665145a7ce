import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './asset-routes.js';
import { LocalAssetStore } from './local-asset-store.js';
import { UploadError, processUpload, storeUpload, uploadLimitBytes } from './uploads.js';

const MiB = 1024 * 1024;
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } });

async function icoWithPng(size: number): Promise<Buffer> {
  const png = await picture(size, size).png().toBuffer();
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head.writeUInt8(size % 256, 6);
  head.writeUInt8(size % 256, 7);
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, png]);
}

async function uploadError(promise: Promise<unknown>): Promise<UploadError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UploadError);
  return err as UploadError;
}

describe('processUpload (spec §9 "Image upload kinds: logo, favicon, asset_image, gallery")', () => {
  it.each([
    ['png', () => picture(300, 200).png().toBuffer()],
    ['jpeg', () => picture(300, 200).jpeg().toBuffer()],
    ['webp', () => picture(300, 200).webp().toBuffer()],
    ['gif', () => picture(300, 200).gif().toBuffer()],
  ])('§9 accepts a %s gallery image and stores it as webp', async (_type, make) => {
    const out = await processUpload({ buffer: await make(), kind: 'gallery' });
    expect(out).toMatchObject({ kind: 'gallery', mime: 'image/webp', ext: 'webp', width: 300, height: 200 });
    expect(out.bytes).toBe(out.body.length);
    expect((await sharp(out.body).metadata()).format).toBe('webp');
  });

  it.each([
    ['plain text named .png', Buffer.from('hello, this is not an image at all')],
    ['an SVG (scripts could run from it)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s by its content: unsupported_type → 415', async (_name, buffer) => {
    const err = await uploadError(processUpload({ buffer, kind: 'logo' }));
    expect(err.code).toBe('unsupported_type');
    expect(err.statusCode).toBe(415);
  });

  it.each([
    ['logo', 5 * MiB],
    ['asset_image', 5 * MiB],
    ['gallery', 10 * MiB],
    ['favicon', 1 * MiB],
  ] as const)('§9 limits a %s to %i bytes (file-size parser, base 1024): too_large → 413', async (kind, limit) => {
    expect(uploadLimitBytes(kind)).toBe(limit);
    const err = await uploadError(processUpload({ buffer: Buffer.alloc(limit + 1), kind }));
    expect(err.code).toBe('too_large');
    expect(err.statusCode).toBe(413);
  });

  it('takes a limit written as in spec §9 ("1k")', async () => {
    const buffer = await picture(300, 300).png({ compressionLevel: 0 }).toBuffer();
    const err = await uploadError(processUpload({ buffer, kind: 'logo', maxBytes: '1k' }));
    expect(err.code).toBe('too_large');
  });

  it('bounds the stored image to 2400 px and makes a 400 px webp thumbnail', async () => {
    const out = await processUpload({ buffer: await picture(3600, 1800).png().toBuffer(), kind: 'asset_image' });
    expect([out.width, out.height]).toEqual([2400, 1200]);
    expect(out.thumb).toMatchObject({ width: 400, height: 200, mime: 'image/webp' });
    expect(await sharp(out.thumb.body).metadata()).toMatchObject({ width: 400, height: 200, format: 'webp' });
  });

  it('never enlarges a small image', async () => {
    const out = await processUpload({ buffer: await picture(120, 80).png().toBuffer(), kind: 'logo' });
    expect([out.width, out.height, out.thumb.width, out.thumb.height]).toEqual([120, 80, 120, 80]);
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    // 300×200 pixels with orientation 6 (rotate 90°): a camera's portrait photo.
    const buffer = await picture(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(buffer).metadata()).exif).toBeDefined();
    const out = await processUpload({ buffer, kind: 'gallery' });
    expect([out.width, out.height]).toEqual([200, 300]);
    const meta = await sharp(out.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await sharp(out.thumb.body).metadata()).exif).toBeUndefined();
  });

  it('keeps an animated GIF animated, with a still thumbnail', async () => {
    const frames = await Promise.all(
      ['red', 'blue'].map((c) =>
        sharp({ create: { width: 60, height: 40, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const out = await processUpload({ buffer: gif, kind: 'gallery' });
    expect([out.width, out.height]).toEqual([60, 40]);
    expect((await sharp(out.body).metadata()).pages).toBe(2);
    expect((await sharp(out.thumb.body).metadata()).pages ?? 1).toBe(1);
  });

  it('keeps a favicon PNG as PNG, at most 512 px', async () => {
    const out = await processUpload({ buffer: await picture(1024, 1024).png().toBuffer(), kind: 'favicon' });
    expect(out).toMatchObject({ mime: 'image/png', ext: 'png', width: 512, height: 512 });
    expect((await sharp(out.body).metadata()).format).toBe('png');
  });

  it('keeps a favicon ICO byte for byte and reads its size', async () => {
    const ico = await icoWithPng(48);
    const out = await processUpload({ buffer: ico, kind: 'favicon' });
    expect(out).toMatchObject({ mime: 'image/x-icon', ext: 'ico', width: 48, height: 48 });
    expect(out.body.equals(ico)).toBe(true);
  });

  it('refuses a JPEG favicon and an ICO logo', async () => {
    expect((await uploadError(processUpload({ buffer: await picture(32, 32).jpeg().toBuffer(), kind: 'favicon' }))).code).toBe(
      'unsupported_type',
    );
    expect((await uploadError(processUpload({ buffer: await icoWithPng(32), kind: 'logo' }))).code).toBe('unsupported_type');
  });

  it('refuses a decompression bomb (a small file claiming 20000×20000 pixels): too_large', async () => {
    const png = await picture(8, 8).png().toBuffer();
    // IHDR starts at byte 8: length(4) type(4) width(4) height(4) …(5) crc(4).
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(png.length).toBeLessThan(1024);
    expect((await uploadError(processUpload({ buffer: png, kind: 'gallery' }))).code).toBe('too_large');
  });

  it('refuses an image whose header is right but whose data is broken: invalid_image', async () => {
    const png = await picture(300, 200).png().toBuffer();
    const err = await uploadError(processUpload({ buffer: png.subarray(0, 60), kind: 'logo' }));
    expect(err.code).toBe('invalid_image');
    const ico = await icoWithPng(32);
    expect((await uploadError(processUpload({ buffer: ico.subarray(0, 30), kind: 'favicon' }))).code).toBe('invalid_image');
  });
});

describe('storeUpload (content-addressed keys under /assets/)', () => {
  it('stores image and thumbnail under keys made of the content hash, served as immutable', async () => {
    const store = new LocalAssetStore(mkdtempSync(path.join(tmpdir(), 'vitrina-uploads-')));
    const processed = await processUpload({ buffer: await picture(800, 600).jpeg().toBuffer(), kind: 'gallery' });
    const stored = await storeUpload(store, 42, processed);
    expect(stored.key).toMatch(/^clients\/42\/gallery\/[0-9a-f]{32}\.webp$/);
    expect(stored.thumbKey).toBe(stored.key.replace(/\/([0-9a-f]{32})\.webp$/, '/thumb-$1.webp'));
    expect(stored.url).toBe(`/assets/${stored.key}`);
    expect(stored.thumbUrl).toBe(`/assets/${stored.thumbKey}`);
    expect((await store.get(stored.key))?.body.equals(processed.body)).toBe(true);
    expect((await store.get(stored.thumbKey))?.body.equals(processed.thumb.body)).toBe(true);
    expect(cacheControlFor(stored.key)).toContain('immutable');
    expect(cacheControlFor(stored.thumbKey)).toContain('immutable');
    // The same picture uploaded twice lands on the same key.
    expect((await storeUpload(store, 42, processed)).key).toBe(stored.key);
  });

  it('refuses a client id that could change the path', async () => {
    const store = new LocalAssetStore(mkdtempSync(path.join(tmpdir(), 'vitrina-uploads-')));
    const processed = await processUpload({ buffer: await picture(10, 10).png().toBuffer(), kind: 'logo' });
    await expect(storeUpload(store, '../1', processed)).rejects.toThrow();
  });
});
