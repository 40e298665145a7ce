// The back office's Services screen (spec §3 "Service" as bookable, issue 14): the owner (1) and managers
// (3) list, read, create, change and remove the client's services.
//   GET    /api/client/:id/owner-services                       → { services }
//   GET    /api/client/:id/owner-services/:serviceId            → the service
//   POST   /api/client/:id/owner-services   OwnerServiceInput   → 201 the service
//   PUT    /api/client/:id/owner-services/:serviceId OwnerServiceInput → the service
//   DELETE /api/client/:id/owner-services/:serviceId            → { outcome: deleted | deactivated }
// As sold (issue 15): sold online, requires a quote, subscription with its frequency, images in order.
// Bodies are checked with the form's own yup schema (bookableServiceSchema); the service writes each change
// with its audit entry and its event (services-service.ts), so the booking wizard shows it at once.
import { OwnerService, OwnerServiceInput, OwnerServiceList, OwnerServiceParams, ownerServiceCalls } from '@vitrina/api-client/contracts';
import { parseMoneyInput, slugify } from '@vitrina/core-model';
import { bookableServiceSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { ServiceFields } from './services-repository.js';
import { SERVICE_MESSAGES, createService, getService, listServices, removeService, updateService } from './services-service.js';

/** The checked fields of a POST/PUT body, price in cents, the slug derived from the name when empty. */
function serviceFieldsOf(body: unknown): ServiceFields {
  const v = validOr400(validatePayload(bookableServiceSchema, body), SERVICE_MESSAGES.invalid);
  return {
    name: v.name,
    slug: v.slug || slugify(v.name) || 'service',
    description: v.description,
    price_cents: parseMoneyInput(v.price)!,
    duration_minutes: v.duration_minutes,
    buffer_before_minutes: v.buffer_before_minutes,
    buffer_after_minutes: v.buffer_after_minutes,
    storefront: v.storefront,
    mobile: v.mobile,
    virtual: v.virtual,
    meeting_url: v.meeting_url,
    bookable: v.bookable,
    active: v.active,
    staff_ids: v.staff_ids,
    sold_online: v.sold_online,
    requires_quote: v.requires_quote,
    is_subscription: v.is_subscription,
    recurrence: v.is_subscription ? (v.recurrence ?? null) : null,
    images: v.images,
  };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerServiceOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'services', tags: ['owner', 'services'] });

  routes.resource({
    calls: ownerServiceCalls,
    schemas: { params: OwnerServiceParams, item: OwnerService, input: OwnerServiceInput, list: OwnerServiceList },
    fieldsOf: serviceFieldsOf,
    service: {
      list: async (clientId) => ({ services: await listServices(ctx, clientId) }),
      get: getService,
      create: createService,
      replace: updateService,
      remove: removeService,
    },
    summaries: {
      list: 'The services as bookable, inactive ones included, in the site’s order',
      get: 'One service with the staff who perform it',
      create: 'Add a service (recorded in the activity log); the booking wizard offers it at once when bookable',
      replace: 'Change a service and who performs it, in one transaction',
      remove: 'Delete a service, or deactivate it when appointments name it (their history stays)',
    },
  });
}
