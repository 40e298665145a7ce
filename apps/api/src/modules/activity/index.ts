// The activity module (issue 27; ARCHITECTURE "A feature lives in one folder"): the owners' Activity screen,
// reading the audit log every other module writes. Others need only its route registration.
export { registerActivityOwnerRoutes } from './activity-routes.js';
