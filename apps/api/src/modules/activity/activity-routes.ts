// The back office's Activity screen: the audit log of the business (who, when, what, before and after),
// newest first, one page at a time. Owners read it; managers and employees get 403 (back-office rights).
//   GET /api/client/:id/activity?entity=&cursor=&limit=  → { entries, next_cursor }
// Reading the log changes nothing, so freemium sites read it too (§4 bars only editing the website).
import { ActivityListQuery, ActivityPage, activityCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { screenRoutes } from '../../routes/route-kit.js';
import { activityPage } from './activity-service.js';

export function registerActivityOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'activity', tags: ['owner', 'activity'] });

  routes.page<ActivityListQuery, ActivityPage>(
    activityCalls.list,
    {
      summary: 'The audit log of the business: who changed what and when, newest first, one page at a time',
      query: ActivityListQuery,
      page: ActivityPage,
    },
    (clientId, query) => activityPage(ctx, clientId, query),
  );
}
