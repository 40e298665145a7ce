// The owner-route matrix's rows of the home dashboard (issue 31): owners and managers read it (the Orders
// screen's roles), freemium sites too; employees and others 403.
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute } from './owner-matrix-route.js';

export const INSIGHTS_MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/client/:id/insights/dashboard',
    write: false,
    screen: 'orders',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/insights/dashboard?period=7d` }),
  },
];
