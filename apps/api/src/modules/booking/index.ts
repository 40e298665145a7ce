// The booking module (issue 27; ARCHITECTURE "A feature lives in one folder"): the visitor's booking (wizard,
// holds, appointments by uuid) and the back office's schedule. Others need only its routes.
export { registerAppointmentOwnerRoutes } from './appointments-routes.js';
export { registerBookingPublicRoutes } from './booking-routes.js';
