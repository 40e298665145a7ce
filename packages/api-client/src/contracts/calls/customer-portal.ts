// The calls of the customer-portal module (contracts/customer-portal.ts): the customer's own page of their
// bookings and orders, by its secret key, and the owner's send (and reset) of its link.
import { call } from '../call.js';
import type { CustomerPortal, PortalLinkSent } from '../customer-portal.js';

export const customerPortalCalls = {
  /** The customer's bookings, orders, quotes, invoices and subscriptions with the business (public, by key). */
  get: call<{ answer: CustomerPortal }>()('GET', '/api/client/:id/customer-portal/:key'),
  /** Mails the customer the link of their page (owners and managers), audited. */
  send: call<{ answer: PortalLinkSent }>()('POST', '/api/client/:id/customers/:customerId/portal-link'),
  /** A new key (the old link names nothing any more), mailed to the customer, audited. */
  reset: call<{ answer: PortalLinkSent }>()('POST', '/api/client/:id/customers/:customerId/portal-link/reset'),
};
