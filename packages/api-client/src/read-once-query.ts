// A base query that reads each answer once: what RTK Query's fetchBaseQuery answers (the same data, the
// same errors), without its copies. fetchBaseQuery builds the Request twice (one to send, one for `meta`),
// clones the Response and reads both bodies (the clone only for a parse error's text); a server rendering
// a page pays that on every read (docs/performance.md "Uncached rendering"). Here the Request sent is the
// one in `meta`, the body is read once as text and parsed from it. Calls outside the common case (a custom
// response handler or status check, a timeout, a body other than JSON or a string) go to fetchBaseQuery.
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { deepFreeze } from './deep-freeze.js';

export type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** fetchBaseQuery's own helpers, as it defines them (joinUrls, isAbsoluteUrl, stripUndefined, isJsonContentType). */
const isAbsoluteUrl = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

export function joinUrls(base: string | undefined, url: string | undefined): string {
  if (!base) return url ?? '';
  if (!url) return base;
  if (isAbsoluteUrl(url)) return url;
  const delimiter = base.endsWith('/') || !url.startsWith('?') ? '/' : '';
  return `${base.replace(/\/$/, '')}${delimiter}${url.replace(/^\//, '')}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function stripUndefined<T>(value: T): T {
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [key, v] of Object.entries(copy)) if (v === undefined) delete copy[key];
  return copy as T;
}

const isJsonContentType = (headers: Headers) => /ion\/(vnd\.api\+)?json/i.test(headers.get('content-type') || '');

const isTimeoutError = (error: unknown) =>
  (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) && error.name === 'TimeoutError';

/** A body sent as fetchBaseQuery sends it without special handling: none, a string, or JSON. */
const isSimpleBody = (body: unknown) => body == null || typeof body === 'string' || isPlainObject(body) || Array.isArray(body);

/** An answer kept for reuse: the ETag it came with and its data, deeply frozen. */
interface KeptAnswer {
  etag: string;
  data: unknown;
  /** The length of its text, counted against KEPT_TEXT. */
  size: number;
}

interface KeptAnswers {
  byUrl: Map<string, KeptAnswer>;
  size: number;
}

/**
 * Answers kept per fetch function and URL, oldest out first: a few hundred sites' documents and store lists at
 * most, and at most KEPT_TEXT characters of their texts together (a text longer than a tenth of it is not kept).
 */
const KEPT_MAX = 500;
const KEPT_TEXT = 32 * 1024 * 1024;
const keptByFetch = new WeakMap<object, KeptAnswers>();

function keep(kept: KeptAnswers, url: string, answer: KeptAnswer): void {
  forget(kept, url);
  if (answer.size > KEPT_TEXT / 10) return;
  while (kept.byUrl.size >= KEPT_MAX || (kept.byUrl.size > 0 && kept.size + answer.size > KEPT_TEXT))
    forget(kept, kept.byUrl.keys().next().value as string);
  kept.byUrl.set(url, answer);
  kept.size += answer.size;
}

function forget(kept: KeptAnswers, url: string): void {
  const answer = kept.byUrl.get(url);
  if (!answer) return;
  kept.byUrl.delete(url);
  kept.size -= answer.size;
}
const DEFAULT_FETCH_KEY = {};

/** A strong, non-empty ETag (a content hash, as the asset stores give), else null. */
function strongEtag(response: Response): string | null {
  const etag = response.headers.get('etag');
  return etag && !etag.startsWith('W/') && etag !== '""' ? etag : null;
}

/**
 * `readOnceQuery({ baseUrl, fetchFn, ...init }, fallback)` answers like `fetchBaseQuery({ baseUrl, fetchFn, ...init })`
 * (`init` is RequestInit, e.g. `cache`; fetchBaseQuery's own options left at their defaults) for the calls it
 * handles, and hands the others to `fallback`.
 */
export function readOnceQuery(
  {
    baseUrl,
    fetchFn,
    reuseByEtag = false,
    ...init
  }: RequestInit & { baseUrl: string; fetchFn?: typeof fetch | undefined; reuseByEtag?: boolean | undefined },
  fallback: () => RawBaseQuery,
): RawBaseQuery {
  const send = fetchFn ?? ((request: Request) => fetch(request));
  let kept = reuseByEtag ? keptByFetch.get(fetchFn ?? DEFAULT_FETCH_KEY) : undefined;
  if (reuseByEtag && !kept) {
    kept = { byUrl: new Map(), size: 0 };
    keptByFetch.set(fetchFn ?? DEFAULT_FETCH_KEY, kept);
  }
  return async (arg, api, extraOptions) => {
    const args: FetchArgs = typeof arg === 'string' ? { url: arg } : arg;
    const { url: path, headers: given, params, responseHandler = 'json', validateStatus, timeout, body, ...rest } = args;
    if (
      validateStatus ||
      timeout ||
      (responseHandler !== 'json' && responseHandler !== 'text' && responseHandler !== 'content-type') ||
      !isSimpleBody(body)
    )
      return fallback()(arg, api, extraOptions);

    const headers = new Headers(stripUndefined(given) as HeadersInit | undefined);
    const jsonBody = isPlainObject(body) || Array.isArray(body);
    if (!headers.has('content-type') && jsonBody) headers.set('content-type', 'application/json');
    const sent = jsonBody && isJsonContentType(headers) ? JSON.stringify(body) : body;
    if (!headers.has('accept')) {
      if (responseHandler === 'json') headers.set('accept', 'application/json');
      else if (responseHandler === 'text') headers.set('accept', 'text/plain, text/html, */*');
    }
    let url = path;
    if (params) url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams(stripUndefined(params) as Record<string, string>)}`;
    // No `signal: api.signal`: a server render's reads are never aborted (config.ts `readOnce`), and a Request
    // that follows a signal is several times dearer to make and to collect.
    const request = new Request(joinUrls(baseUrl, url), {
      ...init,
      ...rest,
      headers,
      body: sent as BodyInit | null | undefined,
    });
    const meta: FetchBaseQueryMeta = { request };
    // `reuseByEtag`: a GET of a URL whose answer is kept asks only whether it changed (If-None-Match with the
    // kept ETag): a 304 answers the kept data, with no body made, sent or read.
    const reusable = kept !== undefined && request.method === 'GET' && responseHandler !== 'text';
    const previous = reusable ? kept?.byUrl.get(request.url) : undefined;
    const asked = previous !== undefined && !request.headers.has('if-none-match');
    if (asked) request.headers.set('if-none-match', previous.etag);

    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      return { error: { status: isTimeoutError(error) ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(error) }, meta };
    }
    meta.response = response;
    if (asked && response.status === 304) return { data: previous.data, meta };
    // `reuseByEtag`: a JSON answer of a GET whose strong ETag (a hash of its bytes) is the one of the last
    // answer of the URL is that answer again (a server that does not answer If-None-Match); its data is given
    // as kept (frozen, shared) without reading or parsing the body again.
    const etag = reusable && response.status === 200 ? strongEtag(response) : null;
    if (etag && previous?.etag === etag) {
      await response.body?.cancel();
      return { data: previous.data, meta };
    }
    let text = '';
    let data: unknown;
    try {
      text = await response.text();
      const handler = responseHandler === 'content-type' ? (isJsonContentType(response.headers) ? 'json' : 'text') : responseHandler;
      data = handler === 'json' ? (text.length ? JSON.parse(text) : null) : text;
    } catch (error) {
      if (api.signal.aborted && isTimeoutError(api.signal.reason))
        return { error: { status: 'TIMEOUT_ERROR', error: String(api.signal.reason) }, meta };
      return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) }, meta };
    }
    if (etag && kept && data !== null && typeof data === 'object')
      keep(kept, request.url, { etag, data: deepFreeze(data), size: text.length });
    return response.status >= 200 && response.status <= 299 ? { data, meta } : { error: { status: response.status, data }, meta };
  };
}
