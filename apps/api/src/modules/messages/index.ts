// The messages module (issue 27; ARCHITECTURE "A feature lives in one folder"): what visitors send the
// business and the business answers: the chat widget with its inbox, and the contact-us messages with the
// back office's Messages screen. Others need only its routes, to register them.
export { registerChatRoutes } from './chat-routes.js';
export { registerMessageOwnerRoutes, registerMessagePublicRoutes } from './messages-routes.js';
