// The public site is server-rendered by the site app's own server entry. The API hosts it without
// importing the app: it loads the built module by path at start-up (see docs/decisions.md).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, CachedAssetStore, etagMatches } from '../assets/index.js';
import type { StoredAsset } from '../assets/index.js';
import { isPublicAssetKey } from '../assets/asset-key.js';
import { cachedPublicList, cachedPublicProduct } from '../modules/catalog/public-list-reads.js';
import { errorBody } from './errors.js';

/** What the host gives the site renderer with each request. */
export interface SiteRenderContext {
  /** Fetch that answers `/api/…` and `/assets/…` in process (no network hop); absolute URLs too. */
  fetch: typeof fetch;
  demoHost: string;
  siteDomain: string;
}

/** What apps/site's server entry exports: a fetch-style handler. */
export interface SiteRenderer {
  render(request: Request, context: SiteRenderContext): Promise<Response>;
}

export async function loadSiteRenderer(siteDist: string): Promise<SiteRenderer | null> {
  const entry = path.join(siteDist, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<SiteRenderer>;
  if (typeof mod.render !== 'function') throw new Error(`${entry} does not export render(request, context)`);
  return { render: mod.render };
}

const ASSETS_PREFIX = '/assets/';
/** Request headers, besides If-None-Match (answered here), that make an asset answer differ from the plain 200. */
const CONDITIONAL = ['if-modified-since', 'range'];

/** The 404 of `GET /assets/{key}` for a public key the store does not hold (asset-routes.ts notFound). */
const NO_SUCH_ASSET = JSON.stringify(errorBody('not_found', 'No such asset'));

/**
 * The answer of `GET /assets/{key}` read straight from the process's asset store (its cache first), made
 * without a pass through Fastify: what the server's own fast path in front of Fastify (`assetFastPath`)
 * and the `/assets/*` route answer a browser, minus the headers only a browser reads (CORS, CSP). A page
 * of a tenant nobody asked for lately (its site.json out of the cache) then costs one store read, not an
 * injected request through every hook. An If-None-Match naming the object's ETag is answered 304 with no
 * body, as the route answers it (the renderer asks so for the site.json it keeps parsed). Anything else (an
 * unusual path, a private or unsafe key, another conditional or a range request, a store that fails) returns
 * null and goes through `app.inject` as before.
 */
async function storedAssetAnswer(
  app: FastifyInstance,
  url: URL,
  input: string | URL | Request,
  init: RequestInit | undefined,
): Promise<Response | null> {
  const assets = app.ctx?.assets;
  if (!(assets instanceof CachedAssetStore)) return null;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET') return null;
  if (!url.pathname.startsWith(ASSETS_PREFIX) || url.search) return null;
  const given = init?.headers === undefined ? null : new Headers(init.headers);
  const sent = input instanceof Request ? input.headers : null;
  if (CONDITIONAL.some((name) => given?.has(name) || sent?.has(name))) return null;
  const ifNoneMatch = given?.get('if-none-match') ?? sent?.get('if-none-match') ?? undefined;
  // A key with an escape is left to the route, which decodes it; only plain public keys are read here.
  const key = url.pathname.slice(ASSETS_PREFIX.length);
  let asset = assets.peek(key);
  if (asset === undefined) {
    if (key.includes('%') || !isPublicAssetKey(key)) return null;
    try {
      asset = await assets.get(key);
    } catch {
      return null;
    }
  }
  if (!asset)
    return new Response(NO_SUCH_ASSET, {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
    });
  const { headers, validators } = assetHeaders(key, asset);
  if (etagMatches(ifNoneMatch, asset.etag)) return new Response(null, { status: 304, headers: validators });
  // The Response copies the bytes it is given: the cached ones stay as they are.
  return new Response(asset.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** An asset object's answer headers (200, and the validators a 304 carries), made once per object (it stays the same object while the cache keeps it). */
const headersOfAsset = new WeakMap<StoredAsset, { key: string; headers: [string, string][]; validators: [string, string][] }>();

function assetHeaders(key: string, asset: StoredAsset): { headers: [string, string][]; validators: [string, string][] } {
  const kept = headersOfAsset.get(asset);
  if (kept?.key === key) return kept;
  const validators: [string, string][] = [
    ['etag', asset.etag],
    ['last-modified', asset.lastModified.toUTCString()],
    ['cache-control', cacheControlFor(key)],
  ];
  const made = {
    key,
    headers: [['content-type', asset.contentType], ['content-length', String(asset.body.length)], ...validators] as [string, string][],
    validators,
  };
  headersOfAsset.set(asset, made);
  return made;
}

/** The route's answer to a cached public list or product, kept beside the object it was made from. */
interface KeptListAnswer {
  /** The path and query it answered: a list or product is only ever answered to its own URL. */
  url: string;
  body: Buffer;
  /** The route's headers and a strong ETag, a hash of the body (the route itself sends none). */
  headers: [string, string][];
  etag: string;
  /** What a 304 to a matching If-None-Match carries. */
  validators: [string, string][];
}

/** The kept answer, or a 304 without a body when the reader already holds these bytes (If-None-Match). */
function keptAnswer(kept: KeptListAnswer, ifNoneMatch: string | undefined): Response {
  if (etagMatches(ifNoneMatch, kept.etag)) return new Response(null, { status: 304, headers: kept.validators });
  // The Response copies the bytes it is given: the kept ones stay as they are.
  return new Response(kept.body as Uint8Array<ArrayBuffer>, { status: 200, headers: kept.headers });
}

function keepAnswer(list: object, url: string, body: Buffer, headers: [string, string][]): KeptListAnswer {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const cacheControl = headers.find(([name]) => name === 'cache-control');
  const validators: [string, string][] = [['etag', etag], ...(cacheControl ? [cacheControl] : [])];
  const kept = { url, body, headers: [...headers, ['etag', etag]] as [string, string][], etag, validators };
  listAnswers.set(list, kept);
  return kept;
}

/**
 * Answers of the public store's lists and products (modules/catalog/public-list-reads.ts), by the cached list or
 * product object they were made from. Such an object lives as long as the catalog's cache keeps its list (a write,
 * a drop from another node or its time to live gives a new one), so an answer kept here is never older than what
 * the route would answer.
 */
const listAnswers = new WeakMap<object, KeptListAnswer>();

/** A GET with at most an Accept and an If-None-Match header, in the plain form the renderer's loaders send. */
function plainGet(input: string | URL | Request, init: RequestInit | undefined): boolean {
  if (init !== undefined && (init.method !== undefined || init.headers !== undefined || init.body != null)) return false;
  if (!(input instanceof Request)) return true;
  if (input.method !== 'GET') return false;
  let others = false;
  input.headers.forEach((_value, name) => (others ||= name !== 'accept' && name !== 'if-none-match'));
  return !others;
}

/**
 * The cached object behind a public store read's URL (a products list, the services sold online, a product by
 * slug), or undefined: not such a request, no such product, or the route's own call failed (the route then
 * answers through Fastify).
 */
async function publicList(
  app: FastifyInstance,
  url: URL,
  input: string | URL | Request,
  init: RequestInit | undefined,
): Promise<object | undefined> {
  const ctx = app.ctx as FastifyInstance['ctx'] | undefined;
  if (!ctx?.database || !plainGet(input, init)) return undefined;
  const read = cachedPublicList(ctx, url.pathname, url.search) ?? cachedPublicProduct(ctx, url.pathname, url.search);
  try {
    return (await read) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A fetch over `app.inject`: the renderer's loaders reach the API and asset store without a socket. The
 * asset objects every page reads (site.json, template.json) come straight from the asset store and its
 * cache, as the server answers them to browsers, without a second pass through Fastify per page; the public
 * store's lists (the home page's featured products, the store's lists) and a product page's product are the
 * route's answer, made once per cached list or product and kept beside it, with an ETag of its bytes so that a
 * reader holding them (the renderer's `reuseByEtag`) is answered 304 without a body.
 */
export function createInProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process');
    const stored = await storedAssetAnswer(app, url, input, init);
    if (stored) return stored;
    const list = await publicList(app, url, input, init);
    const path = url.pathname + url.search;
    const kept = list && listAnswers.get(list);
    const ifNoneMatch = list && input instanceof Request ? (input.headers.get('if-none-match') ?? undefined) : undefined;
    if (kept?.url === path) return keptAnswer(kept, ifNoneMatch);
    const request = new Request(url, init);
    const headers: Record<string, string> = {};
    // A list's route answers no If-None-Match: the kept answer's ETag below does.
    request.headers.forEach((value, name) => {
      if (!list || name !== 'if-none-match') headers[name] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method as 'GET',
      url: path,
      headers: { host: url.host === 'in-process' ? 'localhost' : url.host, ...headers },
      ...(body ? { payload: body } : {}),
    });
    const out: [string, string][] = [];
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) value.forEach((v) => out.push([name, v]));
      else if (value !== undefined) out.push([name, String(value)]);
    }
    if (list && res.statusCode === 200) return keptAnswer(keepAnswer(list, path, res.rawPayload, out), ifNoneMatch);
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  }) as typeof fetch;
}
