import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-db.js';
import { COOKIE_KEYS_FILE, JWKS_FILE, loadProviderKeys } from './provider-keys.js';

const made: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-keys-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.each(testDatabases())('built-in provider keys in the database (%s)', (kind) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(kind);
  });
  afterEach(() => t.dispose());

  it('makes an RS256 signing key and cookie keys on first start and reads the same back on the next', async () => {
    const keys = await loadProviderKeys(t.db);
    expect(keys.jwks.keys).toHaveLength(1);
    expect(keys.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys.cookieKeys.length).toBeGreaterThan(0);
    expect(await loadProviderKeys(t.db, freshDir())).toEqual(keys);
  });

  it('gives every process starting at once the same keys, whatever their DATA_DIR', async () => {
    const all = await Promise.all([1, 2, 3, 4].map(() => loadProviderKeys(t.db, freshDir())));
    for (const keys of all) expect(keys).toEqual(all[0]);
  });

  it('imports the key files of an install from before the database kept them, once', async () => {
    const old = freshDir();
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = { keys: [{ ...(await exportJWK(privateKey)), kid: 'old-key', use: 'sig', alg: 'RS256' }] };
    const cookieKeys = ['c'.repeat(43), 'd'.repeat(43)];
    writeFileSync(path.join(old, JWKS_FILE), JSON.stringify(jwk));
    writeFileSync(path.join(old, COOKIE_KEYS_FILE), JSON.stringify(cookieKeys));
    const imported = await loadProviderKeys(t.db, old);
    expect(imported.jwks).toEqual(jwk);
    expect(imported.cookieKeys).toEqual(cookieKeys);
    // Another node's different files do not replace what the database holds.
    const other = freshDir();
    writeFileSync(path.join(other, COOKIE_KEYS_FILE), JSON.stringify(['e'.repeat(43)]));
    expect(await loadProviderKeys(t.db, other)).toEqual(imported);
  });

  it('publishes no private key material', async () => {
    const { publicJwks, jwks } = await loadProviderKeys(t.db);
    expect(publicJwks.keys[0]).toEqual({ kty: 'RSA', kid: jwks.keys[0]?.kid, use: 'sig', alg: 'RS256', n: jwks.keys[0]?.n, e: 'AQAB' });
  });

  it('refuses to start on a damaged key file rather than silently replacing the keys', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, JWKS_FILE), JSON.stringify({ keys: [] }));
    await expect(loadProviderKeys(t.db, dir)).rejects.toThrow(/not a valid key file/);
  });
});
