// The subscriptions module (issue 27; ARCHITECTURE "A feature lives in one folder"): a services checkout's
// subscriptions after their first order, the only writer of `subscriptions`. Its parts:
//   - subscriptions-*              the customer's subscription page and new card (GET/POST /api/client/:id/subscriptions/:uuid)
//   - subscription-changes-service what other modules change: the services checkout starts one and keeps the
//                                  gateway's renewal token, the owner's order page cancels one
//   - subscription-payments-service what a first or renewal order's payment answer does to them (payment-result.ts)
//   - renewals-service             the due renewals, charged from every node (main.ts starts it)
// A renewal's order is the orders module's to write (orders/renewal-orders-service.ts), in the transaction that
// claims the period. Others import the service files they call directly; this index gives the routes.
export { registerSubscriptionPublicRoutes } from './subscriptions-routes.js';
