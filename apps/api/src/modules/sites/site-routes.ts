// GET /api/client/{client_id}/websitedata (spec §3 "Site data", §7): the client's published SiteData.
// Only the published document is served (never an unsaved draft), rebuilt field by field by
// migrateSiteData so nothing beyond the §3 shape leaves the database; `client` and `gallery` are live.
// The answer is kept in memory per client and dropped by every change of that client's site (site-service.ts).
import { SiteDataDocument } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientIdParams, noCache, notFound } from '../../routes/public/route-helpers.js';
import { publishedSiteJson } from './site-service.js';

/** The public site's document (routes/public/index.ts). */
export function registerSitePublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { client_id: number } }>(
    '/api/client/:client_id/websitedata',
    {
      schema: {
        tags: ['public'],
        summary: "The client's published site data (spec §7)",
        params: clientIdParams('client_id'),
        response: { 200: SiteDataDocument },
      },
    },
    async (req, reply) => {
      const json = await publishedSiteJson(ctx, req.params.client_id);
      if (json === null) throw notFound('No such client site');
      return noCache(reply).type('application/json; charset=utf-8').send(json);
    },
  );
}
