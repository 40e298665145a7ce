// The public site is server-rendered by the site app's own server entry. The API hosts it without
// importing the app: it loads the built module by path at start-up (see docs/decisions.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

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

/** A fetch over `app.inject`: the renderer's loaders reach the API and asset store without a socket. */
export function createInProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://in-process'), init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { host: url.host === 'in-process' ? 'localhost' : url.host, ...headers },
      ...(body ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) value.forEach((v) => out.append(name, v));
      else if (value !== undefined) out.set(name, String(value));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  }) as typeof fetch;
}
