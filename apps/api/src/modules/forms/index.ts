// The forms module (issue 27; ARCHITECTURE "A feature lives in one folder"): the customer forms an owner
// builds and sends, and what customers answer through their links. Others need its routes, to register
// them; booking reaches the requests an appointment makes through form-requests-repository.ts (in its own
// transaction) and main.ts starts the upload sweeper from form-upload-sweeper.ts.
export { registerCustomerFormPublicRoutes } from './customer-forms-routes.js';
export { registerFormOwnerRoutes } from './forms-routes.js';
