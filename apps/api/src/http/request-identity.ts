// The identity of a request — scheme, host and path — computed once, as the request arrives, and read by
// everything that depends on it: the fast paths before Fastify, the page cache key, the site renderer's
// `Request`, the site lookup and the request log (docs/decisions.md "Request identity"). Nothing else
// reads `req.url` or the `Host` header for these.
//
// - Host: the `Host` header (RFC 9110 §7.2) checked by core-model's `parseHostHeader`; when the socket's
//   peer is a trusted proxy (`TRUST_PROXY`, http/trust-proxy.ts), the nearest `X-Forwarded-Host`/
//   `X-Forwarded-Proto` instead. No valid host → 400.
// - Target: origin-form only (`/path?query`, RFC 9112 §3.2.1), with one leading slash and no backslash,
//   dot segments resolved. An absolute-form target (`http://host/path`, §3.2.2) is accepted when it names
//   the same authority as the host and is then rewritten to origin-form; any other form → 400.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeHost, parseHostHeader } from '@vitrina/core-model';
import { rawHeader } from './raw-header.js';
import { peerIsTrustedProxy, type TrustProxy } from './trust-proxy.js';

export interface RequestIdentity {
  protocol: 'http' | 'https';
  /** `hostname[:port]` of the request, lower case: what its URL carries. */
  authority: string;
  /** The site's host per spec §4: no port, no `www.`, plain localhost → the demo host. */
  host: string;
  /** Origin-form path: one leading slash, no dot segments, percent-encoding as sent. */
  path: string;
  /** `''` or `?…` as sent. */
  search: string;
}

export type IdentityResult = { ok: true; identity: RequestIdentity } | { ok: false; message: string };

export interface IdentityOptions {
  demoHost: string;
  /** `TRUST_PROXY`: when the socket's peer is a trusted proxy, the forwarded host and protocol name the request. */
  trustProxy: TrustProxy;
}

/** A path with nothing to resolve (no dots, escapes, doubled slashes or query): it is its own path. */
const PLAIN_PATH = /^(?:\/[\w-]+)*\/?$/;

/** The last value of a forwarded list: the one the nearest (trusted) proxy wrote. */
function nearest(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const at = value.lastIndexOf(',');
  return (at === -1 ? value : value.slice(at + 1)).trim();
}

function hostHeaderCount(req: Pick<IncomingMessage, 'rawHeaders'>): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if ((req.rawHeaders[i] as string).toLowerCase() === 'host') count++;
  return count;
}

/**
 * Hosts as read, remembered per Host value: a process sees a handful of hosts, and this runs before every
 * request, cached pages included. Bounded (a client inventing hosts only empties it).
 */
const hosts = new Map<string, { parsed: NonNullable<ReturnType<typeof parseHostHeader>>; host: string } | null>();
let hostsDemo = '';

function readHost(value: string, demoHost: string) {
  if (demoHost !== hostsDemo || hosts.size >= 1_000) {
    hosts.clear();
    hostsDemo = demoHost;
  }
  let known = hosts.get(value);
  if (known === undefined) {
    const parsed = parseHostHeader(value);
    known = parsed ? { parsed, host: normalizeHost(parsed.authority, { demoHost }) } : null;
    hosts.set(value, known);
  }
  return known;
}

export interface RawRequest {
  url?: string | undefined;
  rawHeaders: string[];
  socket?: object | null;
}

export function identifyRequest(req: RawRequest, options: IdentityOptions): IdentityResult {
  // The same rule as Fastify's request.host/protocol: a forwarded header counts only from a trusted peer.
  const trusted = peerIsTrustedProxy(options.trustProxy, (req.socket as { remoteAddress?: string } | null | undefined)?.remoteAddress);
  let protocol: 'http' | 'https' = (req.socket as { encrypted?: boolean } | null | undefined)?.encrypted ? 'https' : 'http';
  let hostValue = rawHeader(req, 'host');
  if (hostHeaderCount(req) > 1) return { ok: false, message: 'More than one Host header' };
  if (trusted) {
    const proto = nearest(rawHeader(req, 'x-forwarded-proto'))?.toLowerCase();
    if (proto === 'http' || proto === 'https') protocol = proto;
    hostValue = nearest(rawHeader(req, 'x-forwarded-host')) ?? hostValue;
  }
  const known = hostValue === undefined ? null : readHost(hostValue, options.demoHost);
  if (!known) return { ok: false, message: 'The Host header names no valid host' };
  const { parsed, host } = known;
  let target = req.url ?? '';

  if (!target.startsWith('/')) {
    // Absolute form: only for this very host, then read as the origin form it stands for.
    const absolute = /^https?:\/\//i.test(target) ? URL.parse(target) : null;
    if (!absolute || absolute.username || absolute.password) return { ok: false, message: 'The request target must be a path' };
    const defaultPort = absolute.protocol === 'https:' ? 443 : 80;
    const same = absolute.hostname === parsed.hostname && Number(absolute.port || defaultPort) === (parsed.port ?? defaultPort);
    if (!same) return { ok: false, message: 'The request target names another host than the Host header' };
    target = `${absolute.pathname}${absolute.search}`;
    req.url = target;
  }
  if (target.startsWith('//') || target.includes('\\')) return { ok: false, message: 'The request target must be a path' };

  let path = target;
  let search = '';
  if (!PLAIN_PATH.test(target)) {
    const url = URL.parse(`${protocol}://${parsed.authority}${target}`);
    // The authority is written out, so the target can only ever be read as a path of this host.
    if (!url || url.host !== new URL(`${protocol}://${parsed.authority}`).host)
      return { ok: false, message: 'The request target must be a path' };
    path = url.pathname;
    search = url.search;
    if (path.startsWith('//')) return { ok: false, message: 'The request target must be a path' };
  }
  const identity: RequestIdentity = {
    protocol,
    authority: parsed.authority,
    host,
    path,
    search,
  };
  return { ok: true, identity };
}

const IDENTITY = Symbol('vitrina.requestIdentity');
type Tagged = RawRequest & { [IDENTITY]?: IdentityResult };

/** The identity of a request, computed on first use and kept on the request. */
export function requestIdentity(req: RawRequest, options: IdentityOptions): IdentityResult {
  const tagged = req as Tagged;
  return (tagged[IDENTITY] ??= identifyRequest(req, options));
}

/** The identity computed earlier for this request (the server computes it before anything else). */
export function identityOf(req: RawRequest): RequestIdentity | null {
  const result = (req as Tagged)[IDENTITY];
  return result?.ok ? result.identity : null;
}

/** The request's own scheme and host (where a gateway's validation step sends a buyer back), or null. */
export function requestOrigin(req: RawRequest): string | null {
  const identity = identityOf(req);
  return identity ? `${identity.protocol}://${identity.authority}` : null;
}

/** The request's URL as the renderer and the logs see it. */
export function identityUrl(identity: RequestIdentity, search = identity.search): string {
  return `${identity.protocol}://${identity.authority}${identity.path}${search}`;
}

/** The 400 of a request without an identity, written before Fastify sees it (one error shape). */
export function refuseRequest(res: ServerResponse, message: string): void {
  const body = JSON.stringify({ error: { code: 'bad_request', message } });
  res.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(body);
}
