// The content module (issue 27; ARCHITECTURE "A feature lives in one folder"): the blog and the gallery so
// far (messages and chat follow). Others need only its routes, to register them.
export { registerBlogOwnerRoutes, registerBlogPublicRoutes } from './blog-routes.js';
export { registerGalleryOwnerRoutes, registerGalleryPublicRoutes } from './gallery-routes.js';
