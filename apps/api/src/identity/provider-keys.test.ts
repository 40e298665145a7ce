import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE_KEYS_FILE, JWKS_FILE, loadOrCreateProviderKeys } from './provider-keys.js';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'vitrina-keys-'));

describe('built-in provider keys (issue 3: "its signing keys persist in DATA_DIR")', () => {
  it('makes an RS256 signing key and cookie keys on first start, in files only the owner can read', async () => {
    const dir = freshDir();
    const keys = await loadOrCreateProviderKeys(dir);
    expect(keys.jwks.keys).toHaveLength(1);
    expect(keys.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys.cookieKeys.length).toBeGreaterThan(0);
    for (const file of [JWKS_FILE, COOKIE_KEYS_FILE]) {
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    }
  });

  it('reads the same keys back on the next start', async () => {
    const dir = freshDir();
    const first = await loadOrCreateProviderKeys(dir);
    const second = await loadOrCreateProviderKeys(dir);
    expect(second).toEqual(first);
  });

  it('gives every process starting at once the same keys', async () => {
    const dir = freshDir();
    const all = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateProviderKeys(dir)));
    for (const keys of all) expect(keys).toEqual(all[0]);
  });

  it('publishes no private key material', async () => {
    const { publicJwks, jwks } = await loadOrCreateProviderKeys(freshDir());
    expect(publicJwks.keys[0]).toEqual({ kty: 'RSA', kid: jwks.keys[0]?.kid, use: 'sig', alg: 'RS256', n: jwks.keys[0]?.n, e: 'AQAB' });
  });

  it('refuses to start on a damaged key file rather than silently replacing the keys', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, JWKS_FILE), JSON.stringify({ keys: [] }));
    await expect(loadOrCreateProviderKeys(dir)).rejects.toThrow(/not a valid key file/);
  });
});
