// GET /api/client/{client_id}/websitedata (spec §3 "Site data", §7): the client's published SiteData.
// Only the published document is served (never an unsaved draft), rebuilt field by field by
// migrateSiteData so nothing beyond the §3 shape leaves the database; `client` and `gallery` are live.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getSite } from '../../db/index.js';
import { clientIdParams, noCache, notFound } from './route-helpers.js';

export function registerWebsiteData(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { client_id: number } }>(
    '/api/client/:client_id/websitedata',
    { schema: { tags: ['public'], summary: "The client's published site data (spec §7)", params: clientIdParams('client_id') } },
    async (req, reply) => {
      const site = await getSite(ctx.database.db, req.params.client_id);
      if (!site) throw notFound('No such client site');
      noCache(reply);
      return site.data;
    },
  );
}
