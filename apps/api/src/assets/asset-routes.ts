// GET/HEAD /assets/* serves the asset store (spec §7 "sites/{host}/site.json (asset store)"), with
// validators so browsers and CDNs revalidate cheaply; a missing object is a 404 (spec §8).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.js';
import { isSafeAssetKey } from './asset-key.js';
import type { AssetStore } from './asset-store.js';

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

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(errorBody('not_found', 'No such asset'));
}

export async function registerAssetRoutes(app: FastifyInstance, store: AssetStore, opts: AssetRoutesOptions = {}): Promise<void> {
  const prefix = (opts.prefix ?? '/assets').replace(/\/+$/, '');
  const defaultMaxAge = opts.defaultMaxAgeSeconds ?? 300;

  // Fastify answers HEAD from this GET handler without the body (exposeHeadRoutes).
  app.get(`${prefix}/*`, { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isSafeAssetKey(key)) return notFound(reply);
    const asset = await store.get(key);
    if (!asset) return notFound(reply);

    reply
      .header('etag', asset.etag)
      .header('last-modified', asset.lastModified.toUTCString())
      .header('cache-control', cacheControlFor(key, defaultMaxAge))
      .header('x-content-type-options', 'nosniff')
      // Public, read-only data: any origin may read it (the CDN serves it the same way in production).
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      // Never a document: even if a file were rendered, it could run nothing.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (etagMatches(req.headers['if-none-match'], asset.etag)) return reply.status(304).send();
    return reply.status(200).type(asset.contentType).header('content-length', asset.body.length).send(asset.body);
  });
}
