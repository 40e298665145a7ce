import { encryptTrackingPayload } from '@vitrina/core-model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTrackingRecords } from '../../db/index.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { TRACKING_RATE_LIMIT, TRANSPARENT_PNG } from './tracking-pixel.js';

const fromB64url = (s: string) => Buffer.from(s, 'base64url');
const toB64url = (b: Buffer) => b.toString('base64url');
/** The uid with one bit flipped at byte `at` (negative: from the end). */
function flipBit(uid: string, at: number): string {
  const bytes = fromB64url(uid);
  const i = at < 0 ? bytes.length + at : at;
  bytes[i] = bytes[i]! ^ 0x01;
  return toB64url(bytes);
}

describe.each(testDatabases())('%s: GET /api/{uuid}/final-logo.png?uid=… (spec §4 Tracking, §7, §9)', (kind) => {
  let t: TestServer;
  let client: { id: number; wurkzen_subdomain: string };
  let other: { id: number; wurkzen_subdomain: string };
  beforeAll(async () => {
    t = await createTestServer(kind);
    client = (await buildClient(t.database.db)).client;
    other = (await buildClient(t.database.db)).client;
  }, 60_000);
  afterAll(() => t?.close());

  const record = (overrides: Record<string, unknown> = {}) => ({
    client_id: client.id,
    wurkzen_subdomain: client.wurkzen_subdomain,
    ip_address: '203.0.113.9',
    user_agent: 'Mozilla/5.0 (test)',
    utm_data: { utm_source: 'newsletter', gclid: 'g-1', session_id: 'not tracked' },
    ...overrides,
  });
  const send = (uuid: string, uid?: string | string[]) =>
    t.app.inject({ url: `/api/${encodeURIComponent(uuid)}/final-logo.png`, query: uid === undefined ? {} : { uid } });
  async function expectPng(res: Awaited<ReturnType<typeof send>>) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(TRANSPARENT_PNG)).toBe(true);
  }
  const stored = async (clientId = client.id) => listTrackingRecords(t.database.db, clientId);

  it('the answer is a transparent 1×1 PNG', async () => {
    const { data, info } = await sharp(TRANSPARENT_PNG).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, data[info.channels - 1]]).toEqual([1, 1, 0]);
  });

  it('§7 a record encrypted as the browser does (AES-256-GCM, 12-byte IV, key from the uuid) is stored decrypted, §9 tracked parameters only', async () => {
    const before = (await stored()).length;
    const { uuid, uid } = await encryptTrackingPayload(record());
    await expectPng(await send(uuid, uid));
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      client_id: client.id,
      wurkzen_subdomain: client.wurkzen_subdomain,
      ip_address: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (test)',
      utm_data: { utm_source: 'newsletter', gclid: 'g-1' },
    });
  });

  it.each([
    ['a 1-bit change in the ciphertext', (uid: string) => flipBit(uid, 12)],
    ['a 1-bit change in the tag', (uid: string) => flipBit(uid, -1)],
    ['a 1-bit change in the IV', (uid: string) => flipBit(uid, 0)],
    ['a truncated uid', (uid: string) => uid.slice(0, 20)],
  ])('§4 %s is dropped silently with the same PNG', async (_name, tamper) => {
    const before = (await stored()).length;
    const { uuid, uid } = await encryptTrackingPayload(record());
    await expectPng(await send(uuid, tamper(uid)));
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['another client’s sub-domain', async () => record({ wurkzen_subdomain: other.wurkzen_subdomain })],
    ['an unknown client', async () => record({ client_id: 2147483000 })],
    ['an ip that is no address', async () => record({ ip_address: 'x'.repeat(100) })],
    ['a record that is not an object', async () => 'hello'],
  ])('§8 a record with %s is dropped silently with the same PNG', async (_name, build) => {
    const before = [(await stored()).length, (await stored(other.id)).length];
    const { uuid, uid } = await encryptTrackingPayload(await build());
    await expectPng(await send(uuid, uid));
    expect([(await stored()).length, (await stored(other.id)).length]).toEqual(before);
  });

  it.each([
    ['no uid', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', undefined],
    ['two uids', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', ['a', 'b']],
    ['a path that is no uuid', '../../etc', 'abc'],
    ['an enormous uid', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'A'.repeat(20_000)],
  ])('anything malformed (%s) gets the same PNG', async (_name, uuid, uid) => {
    await expectPng(await send(uuid, uid));
  });

  it('is rate-limited per visitor IP: 429 in the error shape', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    const url = '/api/f47ac10b-58cc-4372-a567-0e02b2c3d479/final-logo.png?uid=x';
    const codes: number[] = [];
    for (let i = 0; i <= TRACKING_RATE_LIMIT.max; i += 1) codes.push((await t.app.inject({ url, headers })).statusCode);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    const last = await t.app.inject({ url, headers });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another visitor is not affected.
    expect((await t.app.inject({ url, headers: { 'x-forwarded-for': '192.0.2.78' } })).statusCode).toBe(200);
  });
});
