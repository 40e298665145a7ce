// What the API can say about a visitor without asking a third party (ARCHITECTURE "Choices": no
// third-party host): the request's IP and a country guessed from the browser's language region.
import { isIP } from 'node:net';
import { countryByCode } from '@vitrina/core-model';

export interface RequestAddress {
  /** Fastify's `request.ip`: X-Forwarded-For's client entry because the server sets `trustProxy`. */
  ip: string;
  socket?: { remoteAddress?: string | undefined };
}

const unmapped = (ip: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/**
 * The visitor's IP. A forwarded value that is not an IP address (a forged or broken header) is not
 * repeated back: the socket's peer is used instead. IPv4-mapped IPv6 reads as plain IPv4.
 */
export function clientIp(req: RequestAddress): string {
  if (isIP(req.ip) !== 0) return unmapped(req.ip);
  const peer = req.socket?.remoteAddress ?? '';
  return isIP(peer) !== 0 ? unmapped(peer) : '';
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The country of the first Accept-Language entry (by quality, then order) that names a region of the
 * §3 country list, e.g. `es-MX` → `MX`; null when none does (`en`, `es-419`, `*`, garbage).
 * A language region is a preference, not a location: callers must treat it as a hint.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const entries = header
    .slice(0, 1024)
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of entries) {
    const region = LANGUAGE_TAG.exec(tag)?.[1];
    const country = region ? countryByCode(region) : null;
    if (country) return country.countryCode;
  }
  return null;
}
