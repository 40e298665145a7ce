// Signing keys (RS256 JWKS) and cookie keys of the built-in provider: made on first start, then read
// back, so tokens and sessions outlive a restart. Files are 0600 and created exclusively, so two
// processes starting together end up with the same keys.
import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export const JWKS_FILE = 'oidc-jwks.json';
export const COOKIE_KEYS_FILE = 'oidc-cookie-keys.json';

export interface ProviderKeys {
  /** Private keys, for oidc-provider's `jwks`. */
  jwks: { keys: JWK[] };
  /** The same keys without their private parts, for token verification without HTTP. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'use', 'alg', 'n', 'e', 'crv', 'x', 'y'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const out: JWK = {};
  for (const member of PUBLIC_MEMBERS) if (jwk[member] !== undefined) out[member] = jwk[member];
  return out;
}

async function newSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] };
}

function newCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
}

/** Reads `file`, or writes `make()` to it first (exclusive create, mode 0600). */
async function readOrCreate<T>(file: string, make: () => Promise<T> | T, valid: (value: unknown) => value is T): Promise<T> {
  try {
    const existing: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (valid(existing)) return existing;
    throw new Error(`${file} is not a valid key file; move it away to have a new one made`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const value = await make();
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(tmp, JSON.stringify(value, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    await link(tmp, file); // atomic, and fails when another process made the file first
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readOrCreate(file, make, valid);
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

const isSigningKeySet = (v: unknown): v is { keys: JWK[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { keys?: unknown }).keys) &&
  (v as { keys: JWK[] }).keys.length > 0 && (v as { keys: JWK[] }).keys.every((k) => typeof k.d === 'string' && typeof k.kid === 'string');

const isCookieKeys = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((k) => typeof k === 'string' && k.length >= 32);

export async function loadOrCreateProviderKeys(dataDir: string): Promise<ProviderKeys> {
  await mkdir(dataDir, { recursive: true });
  const jwks = await readOrCreate(path.join(dataDir, JWKS_FILE), newSigningKeys, isSigningKeySet);
  const cookieKeys = await readOrCreate(path.join(dataDir, COOKIE_KEYS_FILE), newCookieKeys, isCookieKeys);
  return { jwks, publicJwks: { keys: jwks.keys.map(toPublicJwk) }, cookieKeys };
}
