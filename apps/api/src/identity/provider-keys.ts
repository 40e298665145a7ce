// Signing keys (RS256 JWKS) and cookie keys of the built-in provider, kept in the database (table
// `oidc_models`, kind `ProviderKeys`) so every API node on one database signs and reads the same tokens
// and cookies, and they outlive a restart. Made on first start; an install that kept them in
// DATA_DIR files (oidc-jwks.json, oidc-cookie-keys.json) has those imported instead, so its owners stay
// signed in. Insert-if-missing then read back: processes starting together all end up with one set.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { findOidcModel, insertOidcModelIfMissing, type AppDb } from '../db/index.js';

/** Files of installs from before the keys moved to the database; read once, never written. */
export const JWKS_FILE = 'oidc-jwks.json';
export const COOKIE_KEYS_FILE = 'oidc-cookie-keys.json';
export const PROVIDER_KEYS_KIND = 'ProviderKeys';

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

async function newSigningKeys(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }];
}

function newCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
}

const isSigningKeys = (v: unknown): v is JWK[] =>
  Array.isArray(v) && v.length > 0 && v.every((k: JWK) => typeof k === 'object' && typeof k.d === 'string' && typeof k.kid === 'string');

const isCookieKeys = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((k) => typeof k === 'string' && k.length >= 32);

/** The keys of an old install's file, or null when there is none; a damaged file stops the start. */
async function readKeyFile<T>(file: string, pick: (json: unknown) => unknown, valid: (v: unknown) => v is T): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const keys = pick(JSON.parse(text));
  if (valid(keys)) return keys;
  throw new Error(`${file} is not a valid key file; move it away to have new keys made`);
}

/** The stored keys of `id`, or `candidate()` stored then read back (another process may have stored its own first). */
async function storedKeys<T>(db: AppDb, id: string, valid: (v: unknown) => v is T, candidate: () => Promise<T>): Promise<T> {
  const read = async () => {
    const row = await findOidcModel(db, PROVIDER_KEYS_KIND, id, new Date());
    if (!row) return null;
    if (!valid(row.payload.keys)) throw new Error(`The stored ${id} keys of the identity provider are damaged`);
    return row.payload.keys;
  };
  const existing = await read();
  if (existing) return existing;
  await insertOidcModelIfMissing(db, { kind: PROVIDER_KEYS_KIND, id, payload: { keys: await candidate() }, expiresAt: null });
  const stored = await read();
  if (!stored) throw new Error(`The ${id} keys of the identity provider could not be stored`);
  return stored;
}

/** Keys from the database; on the first start, from `dataDir`'s key files when they exist, else new ones. */
export async function loadProviderKeys(db: AppDb, dataDir?: string): Promise<ProviderKeys> {
  const fromFile = <T>(name: string, pick: (json: unknown) => unknown, valid: (v: unknown) => v is T) =>
    dataDir ? readKeyFile(path.join(dataDir, name), pick, valid) : Promise.resolve(null);
  const signing = await storedKeys(
    db,
    'jwks',
    isSigningKeys,
    async () => (await fromFile(JWKS_FILE, (json) => (json as { keys?: unknown } | null)?.keys, isSigningKeys)) ?? newSigningKeys(),
  );
  const cookieKeys = await storedKeys(
    db,
    'cookies',
    isCookieKeys,
    async () => (await fromFile(COOKIE_KEYS_FILE, (json) => json, isCookieKeys)) ?? newCookieKeys(),
  );
  return { jwks: { keys: signing }, publicJwks: { keys: signing.map(toPublicJwk) }, cookieKeys };
}
