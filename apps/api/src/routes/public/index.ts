// Public calls (no credentials; writes rate-limited). One file per route or small group; handlers are
// thin: check the input, call one repository or service, map the result.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerBlogPublicRoutes, registerGalleryPublicRoutes } from '../../modules/content/index.js';
import { registerCustomerFormPublicRoutes } from '../../modules/forms/index.js';
import { registerMessagePublicRoutes } from '../../modules/messages/index.js';
import { registerOrderDocumentRoutes } from '../../modules/quotes/index.js';
import { registerSignupPublicRoutes } from '../../modules/signup/index.js';
import { registerClientPublicRoutes, registerPreviewRoutes, registerSitePublicRoutes } from '../../modules/sites/index.js';
import { registerAppointmentRoutes } from './appointments.js';
import { registerAssetsVersion } from './assets-version.js';
import { registerBookingRoutes } from './booking.js';
import { registerStoreRoutes } from './store.js';
import { registerTemplateListRoute } from './templates.js';
import { registerCheckoutRoute } from './checkout.js';
import { registerServicesStoreRoutes } from './services-store.js';
import { registerPublicOrderRoutes } from './orders.js';
import { registerOrderFeedbackRoutes } from './order-feedback.js';
import { registerSubscriptionRoutes } from './subscriptions.js';
import { registerTrackingPixel } from './tracking-pixel.js';
import { registerVisitorRoutes } from './visitor.js';
import { registerStripeWebhook } from './stripe-webhook.js';

export async function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerAssetsVersion(app, ctx);
  registerPreviewRoutes(app, ctx);
  registerSignupPublicRoutes(app, ctx);
  registerTemplateListRoute(app);
  registerSitePublicRoutes(app, ctx);
  registerClientPublicRoutes(app, ctx);
  registerVisitorRoutes(app);
  registerTrackingPixel(app, ctx);
  registerBlogPublicRoutes(app, ctx);
  registerGalleryPublicRoutes(app, ctx);
  registerMessagePublicRoutes(app, ctx);
  registerStripeWebhook(app, ctx);
  registerStoreRoutes(app, ctx);
  registerCheckoutRoute(app, ctx);
  registerServicesStoreRoutes(app, ctx);
  registerPublicOrderRoutes(app, ctx);
  registerOrderDocumentRoutes(app, ctx);
  registerOrderFeedbackRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerAppointmentRoutes(app, ctx);
  registerCustomerFormPublicRoutes(app, ctx);
}
