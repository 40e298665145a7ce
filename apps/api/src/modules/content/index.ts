// The content module (issue 27; ARCHITECTURE "A feature lives in one folder"): the blog and the gallery (the
// chat and the contact-us messages are modules/messages). Others need only its routes, to register them.
export { registerBlogOwnerRoutes, registerBlogPublicRoutes } from './blog-routes.js';
export { registerGalleryOwnerRoutes, registerGalleryPublicRoutes } from './gallery-routes.js';
