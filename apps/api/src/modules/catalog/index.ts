// The catalog module (issue 27; ARCHITECTURE "A feature lives in one folder"): the bookable services so far
// (products, staff, locations and store settings follow). Others need only its routes, to register them.
export { registerServiceOwnerRoutes } from './services-routes.js';
