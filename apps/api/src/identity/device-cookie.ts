// The device cookie of the sign-in form (login-rate-limit.ts): set by a successful sign-in, it tells a
// browser that has signed in to an e-mail before from a stranger, so strangers' failures never slow the
// owner down. Value `<random device id>.<HMAC of e-mail and id>`: it names no e-mail, cannot be forged
// without the provider's cookie keys, and is valid only for the e-mail it was issued for.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from './account-store.js';

export const DEVICE_COOKIE = 'vitrina_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceCookies {
  /** A cookie value binding `deviceId` (default: a new one) to `email`. */
  issue(email: string, deviceId?: string): string;
  /** The device id when `value` was issued for `email` under one of the keys, else null. */
  verify(value: string | undefined, email: string): string | null;
}

/** `secrets`: the provider's cookie keys; the first signs, all verify (rotation). */
export function createDeviceCookies(secrets: readonly string[]): DeviceCookies {
  if (secrets.length === 0) throw new Error('Device cookies need at least one key');
  const mac = (secret: string, email: string, id: string) =>
    createHmac('sha256', secret)
      .update(`vitrina-device|${normalizeEmail(email)}|${id}`)
      .digest();
  return {
    issue(email, deviceId = randomBytes(16).toString('base64url')) {
      return `${deviceId}.${mac(secrets[0] as string, email, deviceId).toString('base64url')}`;
    },
    verify(value, email) {
      const match = value ? /^([\w-]{16,64})\.([\w-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, id = '', given = ''] = match;
      const provided = Buffer.from(given, 'base64url');
      return secrets.some((s) => timingSafeEqual(mac(s, email, id), provided)) ? id : null;
    },
  };
}

/** The value of cookie `name` in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Sent only to the sign-in form's posts (`path`), never readable by script. */
export function deviceCookieHeader(value: string, { path, secure }: { path: string; secure: boolean }): string {
  return `${DEVICE_COOKIE}=${value}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
