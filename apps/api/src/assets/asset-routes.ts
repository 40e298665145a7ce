// GET/HEAD /assets/* serves the asset store (spec §7 "sites/{host}/site.json (asset store)"), with
// validators so browsers and CDNs revalidate cheaply; a missing object is a 404 (spec §8).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../cache/encode.js';
import { errorBody } from '../http/errors.js';
import { rawHeader } from '../http/raw-header.js';
import { PRIVATE_ASSET_PREFIX, isPublicAssetKey } from './asset-key.js';
import type { AssetStore, StoredAsset } from './asset-store.js';
import { CachedAssetStore } from './cached-asset-store.js';
import type { AssetEncoding } from './cached-asset-store.js';

export interface AssetRoutesOptions {
  /** URL prefix, default `/assets`. */
  prefix?: string;
  /** max-age for objects that are neither JSON nor content-addressed (template images, demo files). */
  defaultMaxAgeSeconds?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Upload keys carry a hash of their content (see uploads.ts), so their bytes never change. */
export const CONTENT_ADDRESSED_KEY = /^clients\/[^/]+\/[a-z_]+\/(?:thumb-)?[0-9a-f]{16,64}\.[a-z0-9]+$/;

export function cacheControlFor(key: string, defaultMaxAgeSeconds = 300): string {
  // JSON is site and template data: a publish must show on the next load, so always revalidate.
  if (key.endsWith('.json')) return 'no-cache';
  if (CONTENT_ADDRESSED_KEY.test(key)) return IMMUTABLE;
  return `public, max-age=${defaultMaxAgeSeconds}`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` prefixes are ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === wanted);
}

/**
 * The security headers of every asset answer, set here once rather than by the per-request hooks of the
 * HTML pages (helmet's CSP nonces mean nothing for data): public read-only data any origin may read,
 * never a document that could run anything.
 */
const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Any origin may read it (no Cross-Origin-Resource-Policy: its absence already allows that).
  'access-control-allow-origin': '*',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

function notFound(reply: FastifyReply) {
  return reply.status(404).headers(ASSET_HEADERS).header('cache-control', 'no-cache').send(errorBody('not_found', 'No such asset'));
}

type Variant = 'identity' | AssetEncoding | 'not-modified';

interface Answer {
  headers: Record<string, string>;
  /** null: 304, no body. */
  body: Buffer | null;
}

/**
 * Writes stored objects on the socket with their final headers. Shared by the `/assets/*` route and the
 * fast path in front of Fastify (`assetFastPath`), so both answer byte for byte the same.
 */
export class AssetResponder {
  readonly prefix: string;
  private readonly defaultMaxAge: number;
  /** Compressed bodies are made once per stored version (CachedAssetStore), not per request. */
  readonly store: CachedAssetStore;
  /** Each answer of a stored version (plain, br, gzip, 304): headers and body, built once. */
  private readonly answers = new WeakMap<StoredAsset, Partial<Record<Variant, Answer>>>();

  constructor(store: AssetStore, opts: AssetRoutesOptions = {}) {
    this.prefix = (opts.prefix ?? '/assets').replace(/\/+$/, '');
    this.defaultMaxAge = opts.defaultMaxAgeSeconds ?? 300;
    this.store = store instanceof CachedAssetStore ? store : new CachedAssetStore(store, { cacheable: () => false });
  }

  private answer(key: string, asset: StoredAsset, wanted: Variant): Answer {
    let answers = this.answers.get(asset);
    if (!answers) this.answers.set(asset, (answers = {}));
    const known = answers[wanted];
    if (known) return known;
    const encoded = wanted === 'br' || wanted === 'gzip' ? this.store.encode(asset, wanted) : null;
    // Not worth encoding (small or binary): the plain answer serves this encoding too.
    const variant: Variant = wanted === 'not-modified' ? wanted : encoded ? wanted : 'identity';
    const body = wanted === 'not-modified' ? null : (encoded ?? asset.body);
    const validators = {
      etag: asset.etag,
      'last-modified': asset.lastModified.toUTCString(),
      'cache-control': cacheControlFor(key, this.defaultMaxAge),
      vary: 'accept-encoding',
    };
    // A 304 carries what updates the stored answer (RFC 9110 §15.4.5); the rest stays as stored.
    const headers: Record<string, string> = body
      ? {
          ...ASSET_HEADERS,
          ...validators,
          'content-type': asset.contentType,
          'content-length': String(body.length),
          ...(variant === 'br' || variant === 'gzip' ? { 'content-encoding': variant } : {}),
        }
      : validators;
    return (answers[wanted] = { headers, body });
  }

  /** 304 when the client has this version, else the body in the best encoding it accepts. */
  send(req: IncomingMessage, res: ServerResponse, key: string, asset: StoredAsset): void {
    const variant = etagMatches(rawHeader(req, 'if-none-match'), asset.etag)
      ? 'not-modified'
      : (pickEncoding(rawHeader(req, 'accept-encoding')) ?? 'identity');
    const { headers, body } = this.answer(key, asset, variant);
    res.writeHead(body ? 200 : 304, headers);
    res.end(body && req.method !== 'HEAD' ? body : undefined);
  }
}

/**
 * The hot path of every page view, in front of Fastify (its `serverFactory`): a GET or HEAD of an
 * object the cache holds is answered with no routing, hooks or request objects. Anything else — a miss,
 * an encoded or unusual path — returns false and goes to the `/assets/*` route as usual.
 */
export function assetFastPath(responder: AssetResponder): (req: IncomingMessage, res: ServerResponse) => boolean {
  const start = `${responder.prefix}/`;
  return (req, res) => {
    const url = req.url;
    if (!url?.startsWith(start) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const end = url.indexOf('?');
    const key = end === -1 ? url.slice(start.length) : url.slice(start.length, end);
    // Only keys the store accepted are ever cached (it refuses unsafe ones, and none holds a `%`), so
    // a hit needs no check of its own; anything else is checked by the route.
    const asset = key.startsWith(PRIVATE_ASSET_PREFIX) ? null : responder.store.peek(key);
    if (!asset) return false;
    responder.send(req, res, key, asset);
    return true;
  };
}

export async function registerAssetRoutes(
  app: FastifyInstance,
  responderOrStore: AssetResponder | AssetStore,
  opts: AssetRoutesOptions = {},
): Promise<void> {
  const responder = responderOrStore instanceof AssetResponder ? responderOrStore : new AssetResponder(responderOrStore, opts);
  const { store } = responder;

  // Fastify answers HEAD from this GET handler without the body (exposeHeadRoutes). No helmet, CORS or
  // compression hook (the headers are set by the responder), no request log.
  app.get(
    `${responder.prefix}/*`,
    { schema: { hide: true }, helmet: false, compress: false, logLevel: 'warn', config: { cors: false } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const key = (req.params as { '*': string })['*'];
      if (!isPublicAssetKey(key)) return notFound(reply);
      const asset = await store.get(key);
      if (!asset) return notFound(reply);
      reply.hijack();
      responder.send(req.raw, reply.raw, key, asset);
    },
  );
}
