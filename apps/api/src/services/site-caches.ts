// One place that forgets what a change of a client's site makes stale: its websitedata answer and its
// rendered pages (the site.json objects are dropped by the asset store's own cache when written). With
// several nodes (REDIS_URL) the drop is also broadcast, and every other node drops the same caches and
// the written site.json/template.json objects at once (cluster/apply-invalidation.ts).
import type { AppContext } from '../app-context.js';

type CachesOf = Pick<AppContext, 'websiteData' | 'pages'> & Partial<Pick<AppContext, 'bus'>>;

export function dropClientCaches(ctx: CachesOf, clientId: number): void {
  ctx.websiteData.delete(clientId);
  // Only this business's pages (and those of no business: an unknown host may now be its new domain); an
  // owner's edit never empties another business's pages (issue 27).
  ctx.pages.dropClient(clientId);
  ctx.bus?.publish({ clientId });
}

/** After template.json documents were written: template-only sites render from them. */
export function dropTemplateCaches(ctx: Omit<CachesOf, 'websiteData'>): void {
  // A template shows on every business that uses it: every page goes.
  ctx.pages.clear();
  ctx.bus?.publish({ templates: true });
}
