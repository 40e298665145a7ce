// The customer-portal module (issue 30): the customer's own page of their bookings and orders with a business,
// by the secret link the business sends them, and the owner's send and reset of that link.
export { registerCustomerPortalOwnerRoutes, registerCustomerPortalRoutes } from './portal-routes.js';
export { customerPortalUrlOf } from './portal-link.js';
