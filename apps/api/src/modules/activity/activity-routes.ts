// The back office's Activity screen: the audit log of the business (who, when, what, before and after),
// newest first, one page at a time. Owners read it; managers and employees get 403 (back-office rights).
//   GET /api/client/:id/activity?entity=&cursor=&limit=  → { entries, next_cursor }
// Reading the log changes nothing, so freemium sites read it too (§4 bars only editing the website).
import { ActivityListQuery, ActivityPage } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { activityPage } from './activity-service.js';

export function registerActivityOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = clientGuard(ctx, { write: false, screen: 'activity' });

  app.get<{ Params: { id: number }; Querystring: ActivityListQuery }>(
    '/api/client/:id/activity',
    ownerRoute(guard, {
      tags: ['owner', 'activity'],
      summary: 'The audit log of the business: who changed what and when, newest first, one page at a time',
      params: clientParams,
      querystring: ActivityListQuery,
      response: { 200: ActivityPage },
    }),
    async (req, reply) => {
      const { entity, cursor, limit } = req.query;
      const page = await activityPage(ctx, req.owner!.clientId, {
        entity,
        cursor: cursor === undefined ? undefined : Number(cursor),
        limit: limit === undefined ? undefined : Number(limit),
      });
      return noCache(reply).send(page satisfies ActivityPage);
    },
  );
}
