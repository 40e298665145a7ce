// The calls of the insights module (contracts/insights.ts): the back office's home dashboard.
import { call } from '../call.js';
import type { DashboardAnswer, DashboardQuery } from '../insights.js';

export const insightsCalls = {
  /** A period's figures, beside the previous period's, with the series and tables of its charts. */
  dashboard: call<{ query: DashboardQuery; answer: DashboardAnswer }>()('GET', '/api/client/:id/insights/dashboard'),
};
