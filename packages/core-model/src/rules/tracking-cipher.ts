// The tracking record's envelope (spec §4 "Tracking", §7): AES-256-GCM with a random 12-byte IV and a
// key derived from a random UUID. Browser and API share this code; both have WebCrypto.
// Wire format: GET /api/{uuid}/final-logo.png?uid=<base64url(iv ‖ ciphertext ‖ tag)>.
// The key is SHA-256 of the UUID's canonical text; it hides the record from casual reading, not from
// someone who has the URL (which carries the UUID) — the spec's design, recorded in docs/decisions.md.

const IV_BYTES = 12;
const TAG_BYTES = 16;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isTrackingUuid(value: string): boolean {
  return UUID_RE.test(value);
}

async function deriveKey(uuid: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(uuid.toLowerCase()));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Encrypts `record` as JSON; returns the uuid (path) and uid (query) to send. */
export async function encryptTrackingPayload(record: unknown, uuid: string = crypto.randomUUID()): Promise<{ uuid: string; uid: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(uuid, 'encrypt');
  const plain = new TextEncoder().encode(JSON.stringify(record));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return { uuid, uid: toBase64Url(out) };
}

/** Decrypts and parses; null for anything malformed or tampered with (never throws). */
export async function decryptTrackingPayload(uuid: string, uid: string): Promise<unknown> {
  if (!isTrackingUuid(uuid) || uid.length > 16_384) return null;
  const bytes = fromBase64Url(uid);
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES + 2) return null;
  try {
    const key = await deriveKey(uuid, 'decrypt');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return null;
  }
}
