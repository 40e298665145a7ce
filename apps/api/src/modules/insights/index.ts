// The insights module (issue 31): the owner's home dashboard, reading what the other modules write (orders,
// payments and refunds, quotes, appointments, customers, tracking records). Others need only its routes.
export { registerInsightsOwnerRoutes } from './insights-routes.js';
