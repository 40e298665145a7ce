// A business's site (issue 27): the published document the public site reads. The site's rows are read
// through db/repos/sites.ts (getSite), which the publish, the sign-up and the seed share.
import type { AppContext } from '../../app-context.js';
import { getSite } from '../../db/repos/sites.js';

/**
 * The client's published SiteData as JSON (spec §7), null when the client has no site. It is kept in memory
 * per client (ctx.websiteData) and dropped by every change of that client's site (services/site-caches.ts):
 * the database is read once per change, not once per page view.
 */
export function publishedSiteJson(ctx: AppContext, clientId: number): Promise<string | null> {
  return ctx.websiteData.load(clientId, async () => {
    const site = await getSite(ctx.database.db, clientId);
    return site ? JSON.stringify(site.data) : null;
  });
}
