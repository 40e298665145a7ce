// Server-rendered pages kept in memory (issue 4 "Budgets": SSR as fast as static files for the pages
// visitors ask for). A page depends on its host, path, the query parameters the site reads and whether
// it is framed; tracking parameters (spec §9) only feed the browser's cookie, so `/?utm_source=x` and `/`
// share one entry. Answers with a cookie or a server error are not kept, nor those of an authorised
// request or of the one page that reads the Referer (`/access-denied`). Every owner change and publish drops the whole
// cache (services/site-caches.ts); entries also expire after `ttlMs` (trial ends, other API nodes).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isTrackedParameter } from '@vitrina/core-model';
import { encodeOnce, pickEncoding } from '../cache/encode.js';
import type { BodyEncoding, EncodedVariants } from '../cache/encode.js';
import { etagMatches } from '../assets/index.js';
import { LoadingCache } from '../cache/loading-cache.js';

export interface CachedPage {
  status: number;
  /** The renderer's headers (content-type, cache-control, x-robots-tag…), without length or encoding. */
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  variants: EncodedVariants;
}

export interface PageCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Pages that read request headers beyond the key (the Referer): rendered every time. */
const UNCACHED_PATH = /(?:^|\/)access-denied\/?$/;

/** The cache key of a page request, or null when the answer must be rendered for this request alone. */
export function pageCacheKey(req: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'protocol'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization !== undefined) return null;
  const url = new URL(req.url, 'http://page');
  if (UNCACHED_PATH.test(url.pathname)) return null;
  const params = [...url.searchParams].filter(([name]) => !isTrackedParameter(name));
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const framed = req.headers['sec-fetch-dest'] === 'iframe' ? 'framed' : 'top';
  const host = String(req.headers.host ?? '').toLowerCase();
  return `${req.protocol}\n${host}\n${framed}\n${url.pathname}\n${new URLSearchParams(params).toString()}`;
}

/**
 * Whether a rendered answer may be kept for every visitor: pages, redirects and not-found answers
 * alike, never a server error or an answer that sets a cookie.
 */
export function isCacheablePage(page: CachedPage): boolean {
  return page.status < 500 && page.headers['set-cookie'] === undefined;
}

export async function toCachedPage(res: Response): Promise<CachedPage> {
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding' && name !== 'etag') headers[name] = value;
  });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { status: res.status, headers, body, etag, variants: {} };
}

export class PageCache extends LoadingCache<string, CachedPage> {
  constructor({ maxEntries = 1000, ttlMs = 30_000, now }: PageCacheOptions = {}) {
    super({ maxEntries, ttlMs, ...(now ? { now } : {}) });
  }
}

/** What to send for a page: 304 when the browser has it, else the body in the best encoding. */
export function cachedAnswer(
  page: CachedPage,
  req: Pick<FastifyRequest, 'headers'>,
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = { ...page.headers, vary: 'accept-encoding' };
  if (page.status !== 200) return { status: page.status, headers, body: page.body };
  headers.etag = page.etag;
  if (etagMatches(req.headers['if-none-match'], page.etag)) return { status: 304, headers, body: null };
  const encoding: BodyEncoding | null = pickEncoding(req.headers['accept-encoding']);
  const encoded = encoding ? encodeOnce(page.variants, page.body, page.headers['content-type'] ?? '', encoding) : null;
  if (encoding && encoded) headers['content-encoding'] = encoding;
  return { status: page.status, headers, body: encoded ?? page.body };
}
