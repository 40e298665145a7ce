// The booking module (issue 27; ARCHITECTURE "A feature lives in one folder"): the visitor's booking
// (wizard, holds, appointments by uuid) so far. Others need only its routes.
export { registerBookingPublicRoutes } from './booking-routes.js';
