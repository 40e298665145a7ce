// The customer's "your bookings and orders" page (issue 30; contracts/customer-portal.ts), by the secret key of
// the link the business sent them. Read in the browser only, never cached by the page (spec §7).
//   GET client/{id}/customer-portal/{key} → CustomerPortal (404 customer_not_found)
import type { AnswerOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { customerPortalCalls } from '../contracts/calls/customer-portal.js';
import { vitrinaApi } from '../vitrina-api.js';

export interface CustomerPortalArgs {
  clientId: number;
  key: string;
}

export const customerPortalApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    customerPortal: build.query<AnswerOf<typeof customerPortalCalls.get>, CustomerPortalArgs>({
      query: ({ clientId, key }) => requestOf(customerPortalCalls.get, { id: clientId, key }),
      // Another tab may have cancelled or moved a booking: asked again on each visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCustomerPortalQuery } = customerPortalApi;
