// The owner sends a customer the link of their "your bookings and orders" page (issue 30; owners and managers,
// bearer token; contracts/customer-portal.ts), or resets it (a new key: the old link names nothing any more).
// Either refetches the customer's record (its messages list shows the mail) and the Activity screen.
//   POST client/{id}/customers/{customerId}/portal-link        → PortalLinkSent
//   POST client/{id}/customers/{customerId}/portal-link/reset  → PortalLinkSent
import type { AnswerOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { customerPortalCalls } from '../contracts/calls/customer-portal.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerTags } from './owner-kit.js';

export interface CustomerPortalLinkArgs {
  clientId: number;
  customerId: number;
}

const customerTags = ownerTags('Customers');

export const customerPortalLinkApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    sendCustomerPortalLink: build.mutation<AnswerOf<typeof customerPortalCalls.send>, CustomerPortalLinkArgs>({
      query: ({ clientId, customerId }) => requestOf(customerPortalCalls.send, { id: clientId, customerId }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, { clientId, customerId }) => [customerTags.item(clientId, customerId), activityTag(clientId)],
    }),
    resetCustomerPortalLink: build.mutation<AnswerOf<typeof customerPortalCalls.reset>, CustomerPortalLinkArgs>({
      query: ({ clientId, customerId }) => requestOf(customerPortalCalls.reset, { id: clientId, customerId }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, { clientId, customerId }) => [customerTags.item(clientId, customerId), activityTag(clientId)],
    }),
  }),
});

export const { useSendCustomerPortalLinkMutation, useResetCustomerPortalLinkMutation } = customerPortalLinkApi;
