// The back office's home dashboard (owners and managers, bearer token; contracts/insights.ts): one period's
// figures beside the previous period's, with the series and tables of its charts. Each period is its own cache
// entry; the screen refetches on coming back so the figures are never a stale morning's, and a change of the
// Schedule screen (an appointment made, cancelled or marked a no-show) drops them all (the client's Insights tag).
import type {
  DashboardAnswer,
  DashboardCampaignRow,
  DashboardDay,
  DashboardFigures,
  DashboardPeriodKind,
  DashboardQuery,
  DashboardRange,
  DashboardStaffRow,
  DashboardTopRow,
  CountFigure,
  MoneyFigure,
  RateFigure,
} from '../contracts/insights.js';
import { requestOf } from '../contracts/call.js';
import { insightsCalls } from '../contracts/calls/insights.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, clientTag } from './owner-kit.js';

export type {
  CountFigure,
  DashboardAnswer,
  DashboardCampaignRow,
  DashboardDay,
  DashboardFigures,
  DashboardPeriodKind,
  DashboardRange,
  DashboardStaffRow,
  DashboardTopRow,
  MoneyFigure,
  RateFigure,
};

/** The dashboard of a client for a period: `from`/`to` (YYYY-MM-DD) are sent only with `custom`. */
export interface DashboardArgs {
  clientId: number;
  period: DashboardPeriodKind;
  from?: string;
  to?: string;
}

/** The query string of a period: the kind, and the two days of a custom one. */
export function dashboardQueryOf({ period, from, to }: Omit<DashboardArgs, 'clientId'>): DashboardQuery {
  return period === 'custom' ? { period, from: from ?? '', to: to ?? '' } : { period };
}

export const insightsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/insights/dashboard?period=&from=&to= → the period's figures, series and campaign table. */
    dashboard: build.query<DashboardAnswer, DashboardArgs>({
      query: ({ clientId, ...period }) => requestOf(insightsCalls.dashboard, { id: clientId }, { params: dashboardQueryOf(period) }),
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId }) => [clientTag('Insights', clientId)],
    }),
  }),
});

export const { useDashboardQuery } = insightsApi;
