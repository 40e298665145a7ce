// The visitor's booking session (issue 25): an httpOnly cookie the hold route sets when the browser has none.
// It only tells one visitor's holds from another's — a new pick replaces the visitor's hold — so it is a
// random id, stored hashed on the hold, never a credential. Whoever drops it is still counted by address.
import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { readCookie } from '../../identity/device-cookie.js';
import type { HoldOwner } from './visitor-holds-repository.js';

export const BOOKING_COOKIE = 'vitrina_booking';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface BookingVisitor {
  id: string;
  /** No valid cookie came with the request: the answer sets one. */
  isNew: boolean;
}

/** The visitor of a request by its Cookie header; a new one when it carries no well-formed booking cookie. */
export function bookingVisitor(cookieHeader: string | undefined): BookingVisitor {
  const given = readCookie(cookieHeader, BOOKING_COOKIE);
  if (given && VALUE.test(given)) return { id: given, isNew: false };
  return { id: randomBytes(32).toString('base64url'), isNew: true };
}

/** Sent to the API only, never readable by script; ends with the browser session. */
export function bookingCookieHeader(id: string, { secure }: { secure: boolean }): string {
  return `${BOOKING_COOKIE}=${id}; Path=/api/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The address a hold counts against: an IPv4 address (also written IPv4-mapped, `::ffff:1.2.3.4`) as it is,
 * an IPv6 address by its /64 network — one household or phone gets a whole /64, so counting each of its
 * 2^64 addresses apart would count nothing.
 */
export function holdAddressOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1] as string;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What the hold row keeps of its visitor: hashes of the cookie and of the client address (req.ip, holdAddressOf). */
export function holdOwnerOf(visitorId: string, ip: string): HoldOwner {
  return { sessionHash: sha256(`booking-session|${visitorId}`), addressHash: sha256(`booking-address|${holdAddressOf(ip)}`) };
}
