// The catalog module (issue 27; ARCHITECTURE "A feature lives in one folder"): the bookable services and
// the staff so far (products, locations and store settings follow). Others need only its routes.
export { registerServiceOwnerRoutes } from './services-routes.js';
export { registerStaffOwnerRoutes } from './staff-routes.js';
