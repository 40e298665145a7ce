// Helpers the editor's end-to-end files share: a translator of either language, and a real PNG to upload.
import { deflateSync } from 'node:zlib';
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';

/** `t` of one language; i18next types every key's own interpolation values, which vary by call here. */
export function translator(lng: 'en' | 'es') {
  const i18n = createI18n({ lng });
  const translate = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  return (key: TranslationKey, options?: Record<string, unknown>): string => translate(key, options);
}

// ---- a real PNG, made here: 8-bit RGB, one colour, zlib-compressed rows (PNG spec §11) ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A `width` × `height` PNG of one colour. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
