// The catalog module (issue 27; ARCHITECTURE "A feature lives in one folder"): products, bookable
// services and staff so far (store settings follow; locations are booking's). Others need only its routes.
export { registerProductOwnerRoutes } from './products-routes.js';
export { registerServiceOwnerRoutes } from './services-routes.js';
export { registerStaffOwnerRoutes } from './staff-routes.js';
