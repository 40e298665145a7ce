// The customer's "your bookings and orders" page (issue 30; contracts/customer-portal.ts). Each route calls one
// function of portal-service.ts.
//   GET  /api/client/{id}/customer-portal/{key}                     → CustomerPortal (404 customer_not_found) · 429
//   POST /api/client/{id}/customers/{customerId}/portal-link        → PortalLinkSent (owners, managers; 403 read_only)
//   POST /api/client/{id}/customers/{customerId}/portal-link/reset  → PortalLinkSent (a new key; the old link 404s)
import {
  CustomerPortal,
  CustomerPortalParams,
  CustomerRecordParams,
  PortalLinkSent,
  customerPortalCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute, screenRoutes } from '../../routes/route-kit.js';
import { noCache, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { customersCallerOf } from '../customers/customers-routes.js';
import { customerPortal, sendPortalLink } from './portal-service.js';

/** Per client and address: a customer opens their page a few times; a script guessing keys is stopped. */
export const CUSTOMER_PORTAL_RATE_LIMIT = perMinute(30, 'customer-portal', { perClient: true });

export function registerCustomerPortalRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    customerPortalCalls.get,
    publicRoute({
      rateLimit: CUSTOMER_PORTAL_RATE_LIMIT,
      summary: 'The customer’s bookings, orders, quotes, invoices and subscriptions with the business, by their secret key',
      params: CustomerPortalParams,
      response: { 200: CustomerPortal },
    }),
    async (req, reply) => {
      const { client } = await requireClient(ctx.database.db, req.params.id);
      // One customer's: never kept by a shared cache.
      noCache(reply).header('cache-control', 'private, no-store');
      return reply.send(await customerPortal(ctx, req.params.id, client, req.params.key));
    },
  );
}

export function registerCustomerPortalOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The Customers screen's guard (an employee passes it and is refused by the service: 403 read_only).
  const routes = screenRoutes(app, ctx, { screen: 'customers', tags: ['owner', 'customers'], freemiumWrites: true });

  routes.act(
    customerPortalCalls.send,
    {
      summary: 'Mail the customer the link of their page of bookings and orders (owners and managers), with an audit entry',
      params: CustomerRecordParams,
      response: { 200: PortalLinkSent },
    },
    (req) => sendPortalLink(ctx, customersCallerOf(req), req.params.customerId, app.mail),
  );

  routes.act(
    customerPortalCalls.reset,
    {
      summary: 'Give the customer a new link (the old one stops working) and mail it to them, with an audit entry',
      params: CustomerRecordParams,
      response: { 200: PortalLinkSent },
    },
    (req) => sendPortalLink(ctx, customersCallerOf(req), req.params.customerId, app.mail, { reset: true }),
  );
}
