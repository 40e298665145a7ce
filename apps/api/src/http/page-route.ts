// Every path no route answers: the public site, server-rendered (ARCHITECTURE "How it runs"). A page is
// rendered from the request identity (request-identity.ts) with the query parameters pages read, kept in
// the page cache under the same values (page-cache.ts), and rendered at most `renderLimit.max` times per
// window for one client address when it is not cached, so one tenant cannot slow every tenant.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasOtherParameters, pageQuery } from '@vitrina/core-model';
import type { AppContext } from '../app-context.js';
import type { CounterStore } from '../identity/counter-store.js';
import { sendError } from './errors.js';
import {
  isCacheablePage,
  isRedirect,
  pageCacheKey,
  pageRequest,
  pageAnswer,
  toCachedPage,
  writeAnswer,
  type CachedPage,
} from './page-cache.js';
import { previewAllowed } from './preview-scope.js';
import { identityOf, type RequestIdentity } from './request-identity.js';
import type { SiteRenderContext, SiteRenderer } from './site-renderer.js';

export interface RenderLimit {
  /** Uncached renders one client address may ask for in a window. */
  max: number;
  windowMs: number;
}

/** Generous for people (cached pages never count), tight for a script cycling query strings. */
export const DEFAULT_RENDER_LIMIT: RenderLimit = { max: 60, windowMs: 10_000 };

export interface PageRouteOptions {
  site: SiteRenderer | null;
  context: () => SiteRenderContext;
  counters: CounterStore;
  renderLimit?: RenderLimit;
}

const TOO_MANY = (seconds: number) =>
  `Too many pages asked for at once: try again in ${seconds} s.\nDemasiadas páginas pedidas a la vez: inténtalo de nuevo en ${seconds} s.\n`;

export function registerPageRoute(app: FastifyInstance, ctx: AppContext, options: PageRouteOptions): void {
  const { site, counters } = options;
  const limit = options.renderLimit ?? DEFAULT_RENDER_LIMIT;

  /** false when the client address is over its limit (the 429 is sent). */
  const allowed = async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    let counted: { count: number; resetAt: number };
    try {
      counted = await counters.hit(`render:${req.ip}`, limit.windowMs);
    } catch (err) {
      // A shared store that is away (Redis) lets pages through uncounted, as the other rate limits do.
      req.log.warn({ err }, 'the render counter is unavailable');
      return true;
    }
    const { count, resetAt } = counted;
    if (count <= limit.max) return true;
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    await reply
      .status(429)
      .header('retry-after', String(seconds))
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(TOO_MANY(seconds));
    return false;
  };

  app.setNotFoundHandler(async (req, reply) => {
    const identity = identityOf(req.raw) as RequestIdentity; // the onRequest hook refused requests without one
    if (identity.path.startsWith('/api/') || identity.path === '/api') return sendError(reply, 404, 'not_found', 'No such API route');
    if (!site || (req.method !== 'GET' && req.method !== 'HEAD')) return sendError(reply, 404, 'not_found', 'Not found');
    const headers = { 'sec-fetch-dest': req.headers['sec-fetch-dest'] as string | undefined, referer: req.headers.referer };
    // The page keeps the headers the hooks set for it (security headers), so a cached answer needs no hook.
    const render = async (search: string) =>
      toCachedPage(await site.render(pageRequest(identity, search, headers), options.context()), reply.getHeaders());
    const key = pageCacheKey(req.method, identity, {
      authorization: req.headers.authorization,
      'sec-fetch-dest': headers['sec-fetch-dest'],
    });
    let page: CachedPage | undefined = key ? ctx.pages.peek(key) : undefined;
    if (!page) {
      if (!(await allowed(req, reply))) return reply;
      // A preview that does not belong on this host (preview-scope.ts) goes back to `/`, as one that cannot
      // load. Checked behind the render limit; a cached page passed this check when it was rendered.
      if (!(await previewAllowed(ctx.database.db, identity, ctx.config.siteDomain))) {
        return reply.status(302).header('location', '/').header('cache-control', 'no-store').send();
      }
      page = key ? await ctx.pages.load(key, () => render(pageQuery(identity.search)), isCacheablePage) : await render(identity.search);
    }
    // A redirect carries the visitor's own parameters on (a campaign link to a moved page keeps its
    // tracking): rendered again for this visitor alone, never kept.
    if (key && isRedirect(page) && hasOtherParameters(identity.search)) {
      if (!(await allowed(req, reply))) return reply;
      page = await render(identity.search);
    }
    const answer = await pageAnswer(page, req, () => key && ctx.pages.reweigh(key));
    reply.hijack();
    writeAnswer(req.raw, reply.raw, answer);
    return reply;
  });
}
