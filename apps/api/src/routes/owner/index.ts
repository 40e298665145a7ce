// Owner calls (bearer token; role 1 with access to the client; checked per client on the server). One
// encapsulated scope: the multipart parser and `request.owner` exist for these routes only.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerActivityOwnerRoutes } from '../../modules/activity/index.js';
import { registerAppointmentOwnerRoutes, registerLocationOwnerRoutes } from '../../modules/booking/index.js';
import {
  registerProductOwnerRoutes,
  registerServiceOwnerRoutes,
  registerStaffOwnerRoutes,
  registerStoreSettingsOwnerRoutes,
} from '../../modules/catalog/index.js';
import { registerBlogOwnerRoutes, registerGalleryOwnerRoutes } from '../../modules/content/index.js';
import { registerDiscountOwnerRoutes } from '../../modules/discounts/index.js';
import { registerCustomerOwnerRoutes } from '../../modules/customers/index.js';
import { registerCustomerPortalOwnerRoutes } from '../../modules/customer-portal/index.js';
import { registerDocumentOwnerRoutes } from '../../modules/documents/index.js';
import { registerFormOwnerRoutes } from '../../modules/forms/index.js';
import { registerInsightsOwnerRoutes } from '../../modules/insights/index.js';
import { registerMailOwnerRoutes } from '../../modules/mail/index.js';
import { registerMessageOwnerRoutes } from '../../modules/messages/index.js';
import { registerOrderOwnerRoutes } from '../../modules/orders/index.js';
import {
  MAX_UPLOAD_BYTES,
  registerSettingsOwnerRoutes,
  registerSiteOwnerRoutes,
  registerTemplateOwnerRoutes,
  registerUploadOwnerRoutes,
} from '../../modules/sites/index.js';
import { registerQuoteOwnerRoutes } from '../../modules/quotes/index.js';
import { registerProfileOwnerRoutes, registerTeamOwnerRoutes, registerUserOwnerRoutes } from '../../modules/team/index.js';

export async function registerOwnerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('owner', null);
    await scope.register(multipart, { limits: { files: 1, fields: 10, parts: 20, fileSize: MAX_UPLOAD_BYTES + 1 } });
    registerUserOwnerRoutes(scope, ctx);
    registerSiteOwnerRoutes(scope, ctx);
    registerUploadOwnerRoutes(scope, ctx);
    registerGalleryOwnerRoutes(scope, ctx);
    registerMessageOwnerRoutes(scope, ctx);
    registerMailOwnerRoutes(scope, ctx);
    registerSettingsOwnerRoutes(scope, ctx);
    registerProfileOwnerRoutes(scope, ctx);
    registerActivityOwnerRoutes(scope, ctx);
    registerBlogOwnerRoutes(scope, ctx);
    registerTeamOwnerRoutes(scope, ctx);
    registerProductOwnerRoutes(scope, ctx);
    registerStoreSettingsOwnerRoutes(scope, ctx);
    registerDiscountOwnerRoutes(scope, ctx);
    registerOrderOwnerRoutes(scope, ctx);
    registerQuoteOwnerRoutes(scope, ctx);
    registerDocumentOwnerRoutes(scope, ctx);
    registerServiceOwnerRoutes(scope, ctx);
    registerStaffOwnerRoutes(scope, ctx);
    registerAppointmentOwnerRoutes(scope, ctx);
    registerLocationOwnerRoutes(scope, ctx);
    registerFormOwnerRoutes(scope, ctx);
    registerCustomerOwnerRoutes(scope, ctx);
    registerCustomerPortalOwnerRoutes(scope, ctx);
    registerTemplateOwnerRoutes(scope, ctx);
    registerInsightsOwnerRoutes(scope, ctx);
  });
}
