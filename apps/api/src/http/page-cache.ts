// Server-rendered pages kept in memory (issue 4 "Budgets": SSR as fast as static files for the pages
// visitors ask for). A page depends on its host, path, the query parameters the site reads and whether
// it is framed; tracking parameters (spec §9) only feed the browser's cookie, so `/?utm_source=x` and `/`
// share one entry. Answers with a cookie or a server error are not kept, nor those of an authorised
// request or of the one page that reads the Referer (`/access-denied`). Every owner change and publish
// drops the whole cache (services/site-caches.ts); entries also expire after `ttlMs` (trial ends, other
// API nodes).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isTrackedParameter } from '@vitrina/core-model';
import { encodeOnce, pickEncoding } from '../cache/encode.js';
import type { BodyEncoding, EncodedVariants } from '../cache/encode.js';
import { etagMatches } from '../assets/index.js';
import { LoadingCache } from '../cache/loading-cache.js';
import { rawHeader } from './raw-header.js';

type Variant = 'identity' | BodyEncoding | 'not-modified';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** null: no body (304). */
  body: Buffer | null;
}

export interface CachedPage {
  status: number;
  /**
   * The renderer's headers (content-type, cache-control, x-robots-tag…) over the server's own for a page
   * (security headers), without length or encoding.
   */
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  variants: EncodedVariants;
  /** Each answer (plain, br, gzip, 304), built once. */
  answers: Partial<Record<Variant, PageAnswer>>;
}

export interface PageCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Pages that read request headers beyond the key (the Referer): rendered every time. */
const UNCACHED_PATH = /(?:^|\/)access-denied\/?$/;

/** A path with nothing to normalise (no dots, escapes or query): it is its own key. */
const PLAIN_PATH = /^\/[\w/-]*$/;

/** The request headers a page's key reads. */
export interface KeyHeaders {
  host?: string;
  authorization?: string;
  'sec-fetch-dest'?: string;
}

/** The cache key of a page request, or null when the answer must be rendered for this request alone. */
export function pageCacheKey(req: { method?: string; url: string; headers: KeyHeaders; protocol: string }): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization !== undefined) return null;
  let pathname = req.url;
  let query = '';
  if (!PLAIN_PATH.test(req.url)) {
    const url = new URL(req.url, 'http://page');
    pathname = url.pathname;
    const params = [...url.searchParams].filter(([name]) => !isTrackedParameter(name));
    params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
    query = new URLSearchParams(params).toString();
  }
  if (UNCACHED_PATH.test(pathname)) return null;
  const framed = req.headers['sec-fetch-dest'] === 'iframe' ? 'framed' : 'top';
  const host = String(req.headers.host ?? '').toLowerCase();
  return `${req.protocol}\n${host}\n${framed}\n${pathname}\n${query}`;
}

/**
 * Whether a rendered answer may be kept for every visitor: pages, redirects and not-found answers
 * alike, never a server error or an answer that sets a cookie.
 */
export function isCacheablePage(page: CachedPage): boolean {
  return page.status < 500 && page.headers['set-cookie'] === undefined;
}

/** Headers that describe one answer on the wire, not the page: never copied into the cache. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** `serverHeaders`: what the server's own hooks set for a page (security headers), as Fastify's `reply.getHeaders()`. */
export async function toCachedPage(res: Response, serverHeaders: Record<string, unknown> = {}): Promise<CachedPage> {
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(serverHeaders)) {
    // CORS answers belong to the request's Origin, not to the page.
    if (value !== undefined && !PER_ANSWER.has(name.toLowerCase()) && !name.toLowerCase().startsWith('access-control-')) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  res.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { status: res.status, headers, body, etag, variants: {}, answers: {} };
}

export class PageCache extends LoadingCache<string, CachedPage> {
  constructor({ maxEntries = 1000, ttlMs = 30_000, now }: PageCacheOptions = {}) {
    super({ maxEntries, ttlMs, ...(now ? { now } : {}) });
  }
}

/** What to send for a page: 304 when the browser has it, else the body in the best encoding it accepts. */
export function cachedAnswer(page: CachedPage, req: { headers: { 'if-none-match'?: string; 'accept-encoding'?: string } }): PageAnswer {
  const wanted: Variant =
    page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag) ? 'not-modified' : (pickEncoding(req.headers['accept-encoding']) ?? 'identity');
  const known = page.answers[wanted];
  if (known) return known;
  const headers: Record<string, string> = { ...page.headers, vary: 'accept-encoding' };
  let answer: PageAnswer;
  if (page.status !== 200) answer = { status: page.status, headers, body: page.body };
  // A 304 carries what updates the stored answer (RFC 9110 §15.4.5); the rest stays as stored.
  else if (wanted === 'not-modified') answer = { status: 304, headers: { etag: page.etag, 'cache-control': page.headers['cache-control'] ?? 'no-cache', vary: 'accept-encoding' }, body: null };
  else {
    const encoded = wanted === 'identity' ? null : encodeOnce(page.variants, page.body, page.headers['content-type'] ?? '', wanted);
    if (encoded) headers['content-encoding'] = wanted;
    const body = encoded ?? page.body;
    answer = { status: 200, headers: { ...headers, etag: page.etag, 'content-length': String(body.length) }, body };
  }
  return (page.answers[wanted] = answer);
}

/** Paths the site renderer never answers: not worth a key. */
const NOT_PAGES = /^\/(?:api|assets|_app|oidc|admin)(?:\/|$)/;

/** Writes an answer on the socket (HEAD: headers only). */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: PageAnswer): void {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body && req.method !== 'HEAD' ? answer.body : undefined);
}

/**
 * Cached pages answered before Fastify's routing and hooks (its `serverFactory`), with the headers the
 * hooks gave the page when it was rendered. Only for a server that sees its visitors directly: behind a
 * proxy (`trustProxy`) the protocol of the key comes from forwarded headers, which Fastify reads. A
 * cross-origin request (Origin header) or an uncached page goes to Fastify as usual.
 */
export function pageFastPath(pages: PageCache): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.url ?? '')) return false;
    if (rawHeader(req, 'origin') !== undefined) return false;
    const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const headers = {
      host: rawHeader(req, 'host'),
      authorization: rawHeader(req, 'authorization'),
      'sec-fetch-dest': rawHeader(req, 'sec-fetch-dest'),
      'if-none-match': rawHeader(req, 'if-none-match'),
      'accept-encoding': rawHeader(req, 'accept-encoding'),
    };
    const key = pageCacheKey({ method: req.method, url: req.url ?? '/', headers, protocol });
    const page = key ? pages.peek(key) : undefined;
    if (!page) return false;
    writeAnswer(req, res, cachedAnswer(page, { headers }));
    return true;
  };
}
