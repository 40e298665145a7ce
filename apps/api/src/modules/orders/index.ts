// The orders module (issue 27; ARCHITECTURE "A feature lives in one folder"): products orders and their
// payments. Its parts:
//   - checkout-*          the products checkout (POST /api/client/:id/checkout)
//   - services-checkout-* the services checkout (POST /api/client/:id/services-checkout)
//   - owner-orders-*      the back office's orders (list, order, fulfil, ship, refund, cancel)
//   - orders-*            the buyer's order page and payment validation
//   - feedback-*          the buyer's feedback on a paid order
//   - stripe-webhook-*    Stripe's payment events
//   - orders-repository, order-stock-repository, customers-repository  the order rows, lines, payments, numbers,
//                         an order's hold on stock (the units are catalog's: catalog/stock-repository.ts) and the
//                         businesses' customers, written in the caller's transaction (checkouts, quotes, booking,
//                         forms import them directly)
//   - renewal-orders-service  a subscription renewal's order, for the subscriptions module
// Not here yet (still in services/, shared with quotes and subscriptions): order-charge.ts, payment-result.ts,
// payment-recovery.ts.
// Others need its routes, the customer's link of an order and the order's public view (the quotes' answers
// and pages show them too).
export { registerCheckoutPublicRoutes } from './checkout-routes.js';
export { registerServicesCheckoutPublicRoutes } from './services-checkout-routes.js';
export { registerOrderOwnerRoutes } from './owner-orders-routes.js';
export { orderLink } from './owner-orders-service.js';
export { registerOrderPublicRoutes } from './orders-routes.js';
export { loadPublicOrder } from './orders-service.js';
export { registerFeedbackPublicRoutes } from './feedback-routes.js';
export { registerStripeWebhookRoutes } from './stripe-webhook-routes.js';
