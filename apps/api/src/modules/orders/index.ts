// The orders module (issue 27; ARCHITECTURE "A feature lives in one folder"). The parts here so far are the
// two checkouts, the buyer's side of placing an order:
//   - checkout-*          the products checkout (POST /api/client/:id/checkout)
//   - services-checkout-* the services checkout (POST /api/client/:id/services-checkout)
// Not here yet (still in routes/, services/ and db/repos/): the owner's orders, the public order pages,
// order documents and feedback, the payments (order-charge.ts, payment-result.ts, the Stripe webhook) and
// the order rows' repository (db/repos/orders.ts, order-stock.ts). Others need only the route registrations.
export { registerCheckoutPublicRoutes } from './checkout-routes.js';
export { registerServicesCheckoutPublicRoutes } from './services-checkout-routes.js';
