// The owner's home dashboard (issue 31): a period's figures beside the previous period's, the series of its
// charts and the campaign table. Owners and managers (the roles of the Orders screen, whose money it sums);
// employees and everyone else 403. Reading changes nothing, so freemium sites read it too.
//   GET /api/client/:id/insights/dashboard ?period=today|7d|30d|month|custom [&from=&to=]
//        → DashboardAnswer · 400 fields (a custom period judged by dashboardPeriodSchema, the form's)
import { DashboardAnswer, DashboardQuery, insightsCalls } from '@vitrina/api-client/contracts';
import { dashboardPeriodSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import { dashboard } from './insights-service.js';

export function registerInsightsOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The dashboard sums the Orders screen's money (and the bookings, quotes and visits beside it): its roles.
  const routes = screenRoutes(app, ctx, { screen: 'orders', tags: ['owner', 'insights'] });

  routes.read(
    insightsCalls.dashboard,
    {
      summary: "The home dashboard: a period's figures beside the previous period's, its series by day and its campaign table",
      params: clientParams,
      querystring: DashboardQuery,
      response: { 200: DashboardAnswer },
    },
    async (req) => {
      const query = req.query;
      const period = query.period ?? '30d';
      const custom =
        period === 'custom'
          ? validOr400(validatePayload(dashboardPeriodSchema, { from: query.from ?? '', to: query.to ?? '' }), 'The period is not valid')
          : null;
      return dashboard(ctx, req.owner!.client, custom ? { period, from: custom.from, to: custom.to } : { period });
    },
  );
}
