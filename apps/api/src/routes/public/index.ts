// Public calls (no credentials; writes rate-limited). One file per route or small group; handlers are
// thin: check the input, call one repository or service, map the result.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerBookingPublicRoutes } from '../../modules/booking/index.js';
import { registerCustomerPortalRoutes } from '../../modules/customer-portal/index.js';
import { registerServicesStorePublicRoutes, registerStorePublicRoutes } from '../../modules/catalog/index.js';
import { registerBlogPublicRoutes, registerGalleryPublicRoutes } from '../../modules/content/index.js';
import { registerDiscountPublicRoutes } from '../../modules/discounts/index.js';
import { registerCustomerFormPublicRoutes } from '../../modules/forms/index.js';
import { registerMessagePublicRoutes } from '../../modules/messages/index.js';
import {
  registerCheckoutPublicRoutes,
  registerFeedbackPublicRoutes,
  registerOrderPublicRoutes,
  registerServicesCheckoutPublicRoutes,
  registerStripeWebhookRoutes,
} from '../../modules/orders/index.js';
import { registerOrderDocumentRoutes } from '../../modules/quotes/index.js';
import { registerDocumentPublicRoutes } from '../../modules/documents/index.js';
import { registerSignupPublicRoutes } from '../../modules/signup/index.js';
import { registerClientPublicRoutes, registerPreviewRoutes, registerSitePublicRoutes } from '../../modules/sites/index.js';
import { registerSubscriptionPublicRoutes } from '../../modules/subscriptions/index.js';
import { registerAssetsVersion } from './assets-version.js';
import { registerTemplateListRoute } from './templates.js';
import { registerTrackingPixel } from './tracking-pixel.js';
import { registerVisitorRoutes } from './visitor.js';

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
  registerStripeWebhookRoutes(app, ctx);
  registerStorePublicRoutes(app, ctx);
  registerCheckoutPublicRoutes(app, ctx);
  registerDiscountPublicRoutes(app, ctx);
  registerServicesStorePublicRoutes(app, ctx);
  registerServicesCheckoutPublicRoutes(app, ctx);
  registerOrderPublicRoutes(app, ctx);
  registerOrderDocumentRoutes(app, ctx);
  registerDocumentPublicRoutes(app, ctx);
  registerFeedbackPublicRoutes(app, ctx);
  registerSubscriptionPublicRoutes(app, ctx);
  registerBookingPublicRoutes(app, ctx);
  registerCustomerFormPublicRoutes(app, ctx);
  registerCustomerPortalRoutes(app, ctx);
}
