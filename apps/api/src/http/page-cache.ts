// Server-rendered pages kept in memory (docs/performance.md: SSR as fast as static files for the pages
// visitors ask for). The key rule (docs/decisions.md "Page cache key"): a page is keyed on exactly what
// its renderer is given — the request identity's protocol, authority and path, the query parameters a
// page reads (core-model `pageQuery`), and whether it is framed — and the renderer is given nothing else.
// A visitor's own parameters (tracking, anything unknown) reach only a redirect rendered for that visitor
// alone, never kept. Answers with a cookie or a server error are not kept, nor those of an authorised
// request or of the one page that reads the Referer (`/access-denied`). The cache is bounded in bytes
// (least recently used go first); an owner change or publish drops that business's pages and the pages of
// no business (services/site-caches.ts), a template change drops them all; entries also expire after
// `ttlMs` (trial ends). Compressed variants are made off the event loop, each when first asked for: a page
// rendered for one visitor (a tenant nobody else asks for within `ttlMs`) is compressed once, in the
// encoding that visitor accepts, not in every encoding.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { hasOtherParameters, PAGE_CLIENT_HEADER, pageQuery } from '@vitrina/core-model';
import { pickEncoding } from '../cache/encode.js';
import type { BodyEncoding, EncodedVariants } from '../cache/encode.js';
import { etagMatches } from '../assets/index.js';
import { LoadingCache } from '../cache/loading-cache.js';
import { rawHeader } from './raw-header.js';
import { identityOf, identityUrl, type RequestIdentity } from './request-identity.js';

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
  /**
   * The business the page belongs to, as the renderer named it (PAGE_CLIENT_HEADER); null for a page of
   * no business (an unknown host, a redirect), which any business's change may make stale.
   */
  clientId?: number | null;
  /** Worth compressing (text, 1 KB or more); its variants are made on first demand (`encodePage`). */
  compressible?: boolean;
  variants: EncodedVariants;
  /** Variants being made (concurrent requests for one share it). */
  encoding?: Partial<Record<BodyEncoding, Promise<void>>>;
  /** Each answer (plain, br, gzip, 304), built once. */
  answers: Partial<Record<Variant, PageAnswer>>;
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** Bytes of bodies and their compressed variants together. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Pages that read request headers beyond the key (the Referer): rendered every time. */
const UNCACHED_PATH = /(?:^|\/)access-denied\/?$/;

/** The request headers a page's key reads. */
export interface KeyHeaders {
  authorization?: string | undefined;
  'sec-fetch-dest'?: string | undefined;
}

/** The cache key of a page request, or null when the answer must be rendered for this request alone. */
export function pageCacheKey(method: string | undefined, identity: RequestIdentity, headers: KeyHeaders): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (headers.authorization !== undefined) return null;
  if (UNCACHED_PATH.test(identity.path)) return null;
  const framed = headers['sec-fetch-dest'] === 'iframe' ? 'framed' : 'top';
  return `${identity.protocol}\n${identity.authority}\n${framed}\n${identity.path}\n${pageQuery(identity.search)}`;
}

/** The headers a page's renderer reads: framing (in the key) and the Referer (of uncached pages only). */
export interface PageHeaders {
  'sec-fetch-dest'?: string | undefined;
  referer?: string | undefined;
}

/**
 * The renderer's request: the identity's URL with `search` (the page query for a page that may be kept,
 * the visitor's own query for one that is not) and the headers a page reads, nothing else.
 */
export function pageRequest(identity: RequestIdentity, search: string, headers: PageHeaders, method = 'GET'): Request {
  const out = new Headers();
  if (headers['sec-fetch-dest'] !== undefined) out.set('sec-fetch-dest', headers['sec-fetch-dest']);
  if (headers.referer !== undefined && UNCACHED_PATH.test(identity.path)) out.set('referer', headers.referer);
  return new Request(identityUrl(identity, search), { method: method === 'HEAD' ? 'GET' : method, headers: out });
}

/**
 * Whether a rendered answer may be kept for every visitor: pages, redirects and not-found answers
 * alike, never a server error or an answer that sets a cookie.
 */
export function isCacheablePage(page: CachedPage): boolean {
  return page.status < 500 && page.headers['set-cookie'] === undefined;
}

export function isRedirect(page: CachedPage): boolean {
  return page.status >= 300 && page.status < 400;
}

/** Headers that describe one answer on the wire, not the page: never copied into the cache. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml))/;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `serverHeaders`: what the server's own hooks set for a page (security headers), as Fastify's
 * `reply.getHeaders()`. No compressed variant is made here: `encodePage` makes the one a request asks for.
 */
export async function toCachedPage(res: Response, serverHeaders: Record<string, unknown> = {}): Promise<CachedPage> {
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(serverHeaders)) {
    // CORS answers belong to the request's Origin, not to the page.
    if (value !== undefined && !PER_ANSWER.has(name.toLowerCase()) && !name.toLowerCase().startsWith('access-control-'))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  res.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name) && name !== PAGE_CLIENT_HEADER) headers[name] = value;
  });
  const named = Number(res.headers.get(PAGE_CLIENT_HEADER) ?? '');
  const clientId = Number.isSafeInteger(named) && named > 0 ? named : null;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const compressible = body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(headers['content-type'] ?? '');
  return { status: res.status, headers, body, etag, clientId, compressible, variants: {}, answers: {} };
}

/** The encoding a request gets, or null for the plain body (none accepted, or not worth compressing). */
function encodingFor(page: CachedPage, acceptEncoding: string | undefined): BodyEncoding | null {
  return page.status === 200 && page.compressible ? pickEncoding(acceptEncoding) : null;
}

/**
 * Makes the page's variant in `encoding` once, on zlib's thread pool (never the event loop): brotli at
 * quality 5 and gzip at 6 cost a few milliseconds of a pool thread. Only the encodings visitors ask for
 * are made (browsers ask for br), so a page rendered for one visitor costs one compression, not two.
 */
export function encodePage(page: CachedPage, encoding: BodyEncoding): Promise<void> {
  if (page.variants[encoding]) return Promise.resolve();
  page.encoding ??= {};
  return (page.encoding[encoding] ??= (
    encoding === 'br'
      ? brotli(page.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
        })
      : gzipAsync(page.body, { level: 6 })
  ).then(
    (encoded) => {
      page.variants[encoding] = encoded;
      delete page.encoding?.[encoding];
    },
    (err: unknown) => {
      delete page.encoding?.[encoding];
      throw err;
    },
  ));
}

/** What a kept page costs in memory: its body and compressed variants, and a little for the rest. */
function pageBytes(page: CachedPage): number {
  return page.body.length + (page.variants.br?.length ?? 0) + (page.variants.gzip?.length ?? 0) + 1024;
}

export class PageCache extends LoadingCache<string, CachedPage> {
  constructor({ maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, ttlMs = 30_000, now }: PageCacheOptions = {}) {
    super({ maxEntries, ttlMs, weigh: pageBytes, maxWeight: maxBytes, ...(now ? { now } : {}) });
  }

  /** After a business's change: its pages go, and those of no business; every other business's stay. */
  dropClient(clientId: number): void {
    this.deleteWhere((page) => page.clientId === clientId || page.clientId == null);
  }
}

type AnswerRequest = { headers: { 'if-none-match'?: string | undefined; 'accept-encoding'?: string | undefined } };

/**
 * What to send for a page: 304 when the browser has it, else the body in the best encoding it accepts;
 * undefined when that encoding's variant is not made yet (`pageAnswer` makes it).
 */
export function cachedAnswer(page: CachedPage, req: AnswerRequest): PageAnswer | undefined {
  const wanted: Variant =
    page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag)
      ? 'not-modified'
      : (encodingFor(page, req.headers['accept-encoding']) ?? 'identity');
  const known = page.answers[wanted];
  if (known) return known;
  if ((wanted === 'br' || wanted === 'gzip') && !page.variants[wanted]) return undefined;
  const headers: Record<string, string> = { ...page.headers, vary: 'accept-encoding' };
  let answer: PageAnswer;
  if (page.status !== 200) answer = { status: page.status, headers, body: page.body };
  // A 304 carries what updates the stored answer (RFC 9110 §15.4.5); the rest stays as stored.
  else if (wanted === 'not-modified')
    answer = {
      status: 304,
      headers: { etag: page.etag, 'cache-control': page.headers['cache-control'] ?? 'no-cache', vary: 'accept-encoding' },
      body: null,
    };
  else {
    const encoded = wanted === 'identity' ? undefined : page.variants[wanted];
    if (encoded) headers['content-encoding'] = wanted;
    const body = encoded ?? page.body;
    answer = { status: 200, headers: { ...headers, etag: page.etag, 'content-length': String(body.length) }, body };
  }
  return (page.answers[wanted] = answer);
}

/** `cachedAnswer`, making the variant it needs first; `made` is told when a variant was made (the page weighs more). */
export async function pageAnswer(page: CachedPage, req: AnswerRequest, made: () => void = () => {}): Promise<PageAnswer> {
  const known = cachedAnswer(page, req);
  if (known) return known;
  await encodePage(page, encodingFor(page, req.headers['accept-encoding'])!);
  made();
  return cachedAnswer(page, req)!;
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
 * hooks gave the page when it was rendered, keyed on the identity the server computed for the request.
 * A cross-origin request (Origin header), an uncached page, a page not yet compressed in the encoding
 * asked for, or a kept redirect for a visitor who brought parameters of their own (their redirect is
 * rendered for them) goes to Fastify as usual.
 */
export function pageFastPath(pages: PageCache): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const identity = identityOf(req);
    if (!identity || NOT_PAGES.test(identity.path)) return false;
    if (rawHeader(req, 'origin') !== undefined) return false;
    const key = pageCacheKey(req.method, identity, {
      authorization: rawHeader(req, 'authorization'),
      'sec-fetch-dest': rawHeader(req, 'sec-fetch-dest'),
    });
    const page = key ? pages.peek(key) : undefined;
    if (!page || (isRedirect(page) && hasOtherParameters(identity.search))) return false;
    const answer = cachedAnswer(page, {
      headers: { 'if-none-match': rawHeader(req, 'if-none-match'), 'accept-encoding': rawHeader(req, 'accept-encoding') },
    });
    // A variant not made yet (the first request in that encoding): the page route makes it.
    if (!answer) return false;
    writeAnswer(req, res, answer);
    return true;
  };
}
