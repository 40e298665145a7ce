// The booking module (issue 27; ARCHITECTURE "A feature lives in one folder"): the visitor's booking (wizard,
// holds, appointments by uuid), the back office's schedule, and the locations and mobile service areas where
// appointments happen. Others need its routes, its event subscribers (server.ts), and sign-up a US zip code's centre (service-area.ts).
export { registerAppointmentOwnerRoutes } from './appointments-routes.js';
export { registerBookingPublicRoutes } from './booking-routes.js';
export { BOOKING_SLOTS_SUBSCRIBER, registerBookingSubscribers } from './booking-subscribers.js';
export { registerLocationOwnerRoutes } from './locations-routes.js';
export { zipPoint } from './service-area.js';
