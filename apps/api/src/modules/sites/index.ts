// The sites module (issue 27; ARCHITECTURE "A feature lives in one folder"): the tenancy of the public routes
// (a client named by its id) and a business's site. Others need the tenancy guard and its routes' registrations.
export { requireClient } from './clients-service.js';
export type { ClientRecord } from './clients-service.js';
export { registerClientPublicRoutes } from './clients-routes.js';
export { registerPreviewRoutes } from './previews-routes.js';
export { registerSiteOwnerRoutes, registerSitePublicRoutes } from './site-routes.js';
export { registerSettingsOwnerRoutes } from './settings-routes.js';
export { registerTemplateOwnerRoutes } from './templates-routes.js';
export { MAX_UPLOAD_BYTES, registerUploadOwnerRoutes } from './uploads-routes.js';
