// The customers module (issue 30): the back office's Customers screen — the directory, a customer's record, the
// owner's edit of a customer. Others need only its route registration.
export { registerCustomerOwnerRoutes } from './customers-routes.js';
