// The catalog module (issue 27; ARCHITECTURE "A feature lives in one folder"): products, bookable
// services, staff and store settings, and the public store (locations are booking's). Others need only its routes and its
// subscriber (the public store's cached product lists).
export { registerProductOwnerRoutes } from './products-routes.js';
export { registerServiceOwnerRoutes } from './services-routes.js';
export { registerStaffOwnerRoutes } from './staff-routes.js';
export { registerStoreSettingsOwnerRoutes } from './store-settings-routes.js';
export { registerStorePublicRoutes } from './store-routes.js';
export { registerServicesStorePublicRoutes } from './services-store-routes.js';
export { STORE_PRODUCTS_SUBSCRIBER, registerCatalogSubscribers } from './catalog-subscribers.js';
