// The sites module (issue 27; ARCHITECTURE "A feature lives in one folder"): the tenancy of the public routes
// (a client named by its id) and a business's site. Others need the tenancy guard and its routes' registrations.
export { requireClient } from './clients-service.js';
export type { ClientRecord } from './clients-service.js';
