import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptTrackingPayload, encryptTrackingPayload, isTrackingUuid } from '@vitrina/core-model';

const record = { client_id: 7, wurkzen_subdomain: 'bistro', ip_address: '127.0.0.1', user_agent: 'UA', utm_data: { utm_source: 'mail' } };

function flipBit(uid: string, byteIndex: number): string {
  const bytes = Uint8Array.from(atob(uid.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const i = byteIndex < 0 ? bytes.length + byteIndex : byteIndex;
  bytes[i] = (bytes[i] ?? 0) ^ 1;
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('§4 Tracking: AES-256-GCM envelope, random 12-byte IV, key from a random UUID', () => {
  it('round-trips a record', async () => {
    const { uuid, uid } = await encryptTrackingPayload(record);
    expect(isTrackingUuid(uuid)).toBe(true);
    expect(await decryptTrackingPayload(uuid, uid)).toEqual(record);
  });

  it('uses a fresh IV each time', async () => {
    const uuid = crypto.randomUUID();
    const a = await encryptTrackingPayload(record, uuid);
    const b = await encryptTrackingPayload(record, uuid);
    expect(a.uid).not.toBe(b.uid);
  });

  it.each([
    ['a bit of the IV', 0],
    ['a bit of the ciphertext', 14],
    ['a bit of the tag', -1],
  ])('drops a record with %s changed', async (_label, index) => {
    const { uuid, uid } = await encryptTrackingPayload(record);
    expect(await decryptTrackingPayload(uuid, flipBit(uid, index))).toBeNull();
  });

  it('drops a record sent with another uuid, a malformed uuid or malformed uid', async () => {
    const { uid } = await encryptTrackingPayload(record);
    expect(await decryptTrackingPayload(crypto.randomUUID(), uid)).toBeNull();
    expect(await decryptTrackingPayload('not-a-uuid', uid)).toBeNull();
    expect(await decryptTrackingPayload(crypto.randomUUID(), '***')).toBeNull();
    expect(await decryptTrackingPayload(crypto.randomUUID(), '')).toBeNull();
  });

  it('never throws on arbitrary input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (uuid, uid) => {
        await expect(decryptTrackingPayload(uuid, uid)).resolves.toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
