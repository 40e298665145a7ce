// The orders module (issue 27; ARCHITECTURE "A feature lives in one folder"): products orders and their
// payments. Others need its routes and the customer's link of an order (the quotes' answers show it too).
export { registerOrderOwnerRoutes } from './owner-orders-routes.js';
export { orderLink } from './owner-orders-service.js';
