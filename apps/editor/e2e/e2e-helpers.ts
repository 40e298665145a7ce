// Helpers the editor's end-to-end files share: a translator of either language, a real PNG to upload, and an
// order paid through the public checkout call.
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import { expect } from 'vitest';

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

/** Where a test buyer lives: a US buyer by default; a business in Spain takes a Spanish phone (issue 26). */
export const US_BUYER = { country: 'US', state: 'TX', province: '', city: 'Austin', postalCode: '78701', phone: '5125550100' };
export const ES_BUYER = { country: 'ES', state: '', province: 'Madrid', city: 'Madrid', postalCode: '28013', phone: '612 345 678' };

/** A paid order (sandbox success card) of the client's first product in stock: its number and uuid. */
export async function placeOrder(baseUrl: string, clientId: number, buyer = US_BUYER): Promise<{ number: string; uuid: string }> {
  const api = `${baseUrl}/api/client/${clientId}`;
  const { products } = (await (await fetch(`${api}/products`)).json()) as {
    products: { id: number; soldOut: boolean; variants: { id: number; availableQuantity: number }[] }[];
  };
  const product = products.find((p) => !p.soldOut && (p.variants.length === 0 || p.variants.some((v) => v.availableQuantity > 0)));
  if (!product) throw new Error(`client ${clientId} has no product in stock`);
  const res = await fetch(`${api}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      lines: [{ product_id: product.id, variant_id: product.variants.find((v) => v.availableQuantity > 0)?.id ?? null, quantity: 1 }],
      shipping: { email: 'nora@example.test', firstName: 'Nora', lastName: 'Vance', address1: '12 Market St', address2: '', ...buyer },
      payment: { method: 'card', card: { holderName: 'Nora Vance', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
    }),
  });
  const body = (await res.json()) as { order_number: string; order_uuid: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return { number: body.order_number, uuid: body.order_uuid };
}
