// The orders module (issue 27; ARCHITECTURE "A feature lives in one folder"): products orders and their
// payments. Others need its routes, the customer's link of an order and the order's
// public view (the quotes' answers and pages show them too).
export { registerOrderOwnerRoutes } from './owner-orders-routes.js';
export { orderLink } from './owner-orders-service.js';
export { registerOrderPublicRoutes } from './orders-routes.js';
export { loadPublicOrder } from './orders-service.js';
export { registerFeedbackPublicRoutes } from './feedback-routes.js';
export { registerStripeWebhookRoutes } from './stripe-webhook-routes.js';
