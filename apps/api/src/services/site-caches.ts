// One place that forgets what a change of a client's site makes stale: its websitedata answer and the
// rendered pages (the site.json objects are dropped by the asset store's own cache when written). With
// several nodes (REDIS_URL) the drop is also broadcast, and every other node drops the same caches and
// the written site.json/template.json objects at once (cluster/apply-invalidation.ts).
import type { AppContext } from '../app-context.js';

type CachesOf = Pick<AppContext, 'websiteData' | 'pages'> & Partial<Pick<AppContext, 'bus'>>;

export function dropClientCaches(ctx: CachesOf, clientId: number): void {
  ctx.websiteData.delete(clientId);
  // Pages are keyed by host, and a client's pages also show other data (templates, gallery): all go.
  ctx.pages.clear();
  ctx.bus?.publish({ clientId });
}

/** After template.json documents were written: template-only sites render from them. */
export function dropTemplateCaches(ctx: Omit<CachesOf, 'websiteData'>): void {
  ctx.pages.clear();
  ctx.bus?.publish({ templates: true });
}
