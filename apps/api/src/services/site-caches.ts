// One place that forgets what a change of a client's site makes stale: its websitedata answer and the
// rendered pages (the site.json objects are dropped by the asset store's own cache when written).
import type { AppContext } from '../app-context.js';

export function dropClientCaches(ctx: Pick<AppContext, 'websiteData' | 'pages'>, clientId: number): void {
  ctx.websiteData.delete(clientId);
  // Pages are keyed by host, and a client's pages also show other data (templates, gallery): all go.
  ctx.pages.clear();
}
