// The sign-up module (issue 27; ARCHITECTURE "A feature lives in one folder"): the wizard's sessions, the
// sub-domain check and POST /api/signup, which writes the business, publishes its first site and undoes
// itself when that fails (signup-service.ts). Others need its route registration; the identity provider
// redeems the sign-in tickets it issues through tickets-repository.ts.
export { registerSignupPublicRoutes } from './signup-routes.js';
