// The site's server entry (apps/site/dist/server/entry-server.js, the `render` the product calls for every
// page it has no cached answer for) on a plain Fastify server in the bench process: every request is a
// fresh render, whatever page cache, cache key or render limit the product's page route has. The renderer's
// reads go either to the running product over loopback (`loopbackReads`: the asset objects, site.json and
// template.json, kept in memory for a few seconds, as the product's own asset cache keeps them), or to the API
// built in the bench process (in-process-api.mjs: the product's own in-process fetch, as its page route
// renders).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'server', 'entry-server.js');
/** How long an asset object is reused: the product's CachedAssetStore default TTL. */
const ASSET_TTL_MS = 5_000;

/**
 * @param {(opts?: object) => any} Fastify the default export of `fastify`
 * @param {{ productOrigin: string, demoHost: string, siteDomain: string }} options
 */
/**
 * The renderer's reads over loopback HTTP to the product at `productOrigin`, the asset objects kept a few seconds.
 * @param {string} productOrigin
 * @returns {typeof fetch}
 */
export function loopbackReads(productOrigin) {
  /** @type {Map<string, { at: number, status: number, contentType: string, etag: string | null, body: Buffer }>} */
  const assets = new Map();
  const fromProduct = (url, input, init) =>
    fetch(new Request(`${productOrigin}${url.pathname}${url.search}`, input instanceof Request ? input : init));
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method !== 'GET' || !url.pathname.startsWith('/assets/')) return fromProduct(url, input, init);
    const key = `${url.pathname}${url.search}`;
    let kept = assets.get(key);
    if (!kept || Date.now() - kept.at >= ASSET_TTL_MS) {
      const res = await fetch(`${productOrigin}${key}`, { headers: { 'accept-encoding': 'identity' } });
      kept = {
        at: Date.now(),
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        // The product's in-process answer of a cached asset carries its ETag (site-renderer.ts cachedAssetAnswer).
        etag: res.headers.get('etag'),
        body: Buffer.from(await res.arrayBuffer()),
      };
      if (res.status === 200) assets.set(key, kept);
    }
    const headers = { 'content-type': kept.contentType, ...(kept.etag ? { etag: kept.etag } : {}) };
    return new Response(new Uint8Array(kept.body), { status: kept.status, headers });
  };
}

/**
 * @param {(opts?: object) => any} Fastify the default export of `fastify`
 * @param {{ reads: typeof fetch, demoHost: string, siteDomain: string }} options `reads`: the renderer's fetch
 *   (loopbackReads, or in-process-api.mjs's)
 */
export async function startRenderServer(Fastify, { reads, demoHost, siteDomain }) {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build the site first (pnpm build)`);
  // React and the router pick their production builds when first loaded, as in the product (main.ts).
  process.env.NODE_ENV ??= 'production';
  const { render } = await import(pathToFileURL(ENTRY).href);
  const context = { fetch: reads, demoHost, siteDomain };
  let rendered = 0;
  const app = Fastify({ logger: false });
  app.get('/*', async (req, reply) => {
    const headers = new Headers();
    for (const name of ['sec-fetch-dest', 'referer']) if (typeof req.headers[name] === 'string') headers.set(name, req.headers[name]);
    const res = await render(new Request(`http://${req.headers.host}${req.url}`, { headers }), context);
    rendered += 1;
    reply.code(res.status);
    res.headers.forEach((value, name) => reply.header(name, value));
    return Buffer.from(await res.arrayBuffer());
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { url: `http://127.0.0.1:${port}/`, port, rendered: () => rendered, close: () => app.close() };
}
