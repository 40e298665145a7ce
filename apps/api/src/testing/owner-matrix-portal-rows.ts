// The owner-route matrix's rows of the customer page's "Send link to their bookings and orders" and "Reset
// link" (issue 30): owners and managers send; an employee is refused (403 read_only).
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute } from './owner-matrix-route.js';
import { newCustomer } from './owner-matrix-customer-rows.js';

export const CUSTOMER_PORTAL_MATRIX_ROUTES: MatrixRoute[] = (['', '/reset'] as const).map((step): MatrixRoute => ({
  method: 'POST',
  path: `/api/client/:id/customers/:customerId/portal-link${step}`,
  write: false,
  screen: 'customers',
  employeeReadOnly: true,
  success: 200,
  request: async (f, t) => ({ url: `${c(t)}/customers/${await newCustomer(f, t)}/portal-link${step}` }),
}));
