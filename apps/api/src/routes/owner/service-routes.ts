// The back office's Services screen (spec §3 "Service" as bookable, issue 14): the owner (1) and managers
// (3) list, read, create, change and remove the client's services.
//   GET    /api/client/:id/owner-services                       → { services }
//   GET    /api/client/:id/owner-services/:serviceId            → the service
//   POST   /api/client/:id/owner-services   OwnerServiceInput   → 201 the service
//   PUT    /api/client/:id/owner-services/:serviceId OwnerServiceInput → the service
//   DELETE /api/client/:id/owner-services/:serviceId            → { outcome: deleted | deactivated }
// As sold (issue 15): sold online, requires a quote, subscription with its frequency, images in order.
// Bodies are checked with the form's own yup schema (bookableServiceSchema). Every change is one transaction
// with its audit entry; then the client's page caches are dropped, so the booking wizard shows it at once.
import { OwnerRemoval, OwnerService, OwnerServiceInput, OwnerServiceList, OwnerServiceParams } from '@vitrina/api-client/contracts';
import { parseMoneyInput, slugify } from '@vitrina/core-model';
import { bookableServiceSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/index.js';
import {
  createOwnerService,
  getOwnerService,
  listOwnerServices,
  removeOwnerService,
  updateOwnerService,
} from '../../db/repos/owner-services.js';
import type { OwnerServiceRecord, ServiceChange, ServiceFields } from '../../db/repos/owner-services.js';
import { ApiError } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

export const SERVICE_MESSAGES = {
  notFound: 'There is no such service',
  slugTaken: 'Another service already uses this address',
  invalid: 'The service is not valid',
  unknownStaff: 'Choose staff members of this business',
} as const;

const serviceNotFound = () => new ApiError(404, 'service_not_found', SERVICE_MESSAGES.notFound);

/** 409 `{ error: { code: 'slug_taken', message, field: 'slug' } }`, as the products routes answer. */
class SlugTaken extends Error {
  readonly statusCode = 409;
  readonly error = { code: 'slug_taken', message: SERVICE_MESSAGES.slugTaken, field: 'slug' };
  constructor() {
    super(SERVICE_MESSAGES.slugTaken);
  }
}

function changed(result: ServiceChange): OwnerServiceRecord {
  if (result.ok) return result.service;
  if (result.error === 'slug_taken') throw new SlugTaken();
  if (result.error === 'unknown_staff') {
    throw new ApiError(400, 'invalid_request', SERVICE_MESSAGES.unknownStaff, { staff_ids: 'validation:invalid.value' });
  }
  throw serviceNotFound();
}

/** The checked fields of a POST/PUT body, price in cents, the slug derived from the name when empty. */
export function serviceFieldsOf(body: unknown): ServiceFields {
  const checked = validatePayload(bookableServiceSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', SERVICE_MESSAGES.invalid, checked.fields);
  const v = checked.value;
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

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false, screen: 'services' });
  const write = clientGuard(ctx, { write: true, screen: 'services' });
  const actorOf = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });
  /** The record a change wrote (a CatalogChanged event with it: the site's caches are dropped after the commit),
   * or the error a refused change maps to, thrown inside the transaction (nothing written, no event). */
  const committed = (req: FastifyRequest, work: (tx: AppDb) => Promise<ServiceChange>): Promise<OwnerServiceRecord> =>
    catalogChange(ctx, req.log, req.owner!.clientId, async (tx) => changed(await work(tx)));
  const tags = ['owner', 'services'];

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-services',
    ownerRoute(read, {
      tags,
      summary: 'The services as bookable, inactive ones included, in the site’s order',
      params: clientParams,
      response: { 200: OwnerServiceList },
    }),
    async (req, reply) => noCache(reply).send({ services: await listOwnerServices(db, req.owner!.clientId) } satisfies OwnerServiceList),
  );

  app.get<{ Params: OwnerServiceParams }>(
    '/api/client/:id/owner-services/:serviceId',
    ownerRoute(read, {
      tags,
      summary: 'One service with the staff who perform it',
      params: OwnerServiceParams,
      response: { 200: OwnerService },
    }),
    async (req, reply) => {
      const service = await getOwnerService(db, req.owner!.clientId, req.params.serviceId);
      if (!service) throw serviceNotFound();
      return noCache(reply).send(service satisfies OwnerService);
    },
  );

  app.post<{ Params: { id: number }; Body: OwnerServiceInput }>(
    '/api/client/:id/owner-services',
    ownerRoute(write, {
      tags,
      summary: 'Add a service (recorded in the activity log); the booking wizard offers it at once when bookable',
      params: clientParams,
      body: OwnerServiceInput,
      response: { 201: OwnerService },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const service = await committed(req, (tx) => createOwnerService(tx, clientId, serviceFieldsOf(req.body), actorOf(req)));
      return noCache(reply)
        .status(201)
        .send(service satisfies OwnerService);
    },
  );

  app.put<{ Params: OwnerServiceParams; Body: OwnerServiceInput }>(
    '/api/client/:id/owner-services/:serviceId',
    ownerRoute(write, {
      tags,
      summary: 'Change a service and who performs it, in one transaction',
      params: OwnerServiceParams,
      body: OwnerServiceInput,
      response: { 200: OwnerService },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const fields = serviceFieldsOf(req.body);
      const service = await committed(req, (tx) => updateOwnerService(tx, clientId, req.params.serviceId, fields, actorOf(req)));
      return noCache(reply).send(service satisfies OwnerService);
    },
  );

  app.delete<{ Params: OwnerServiceParams }>(
    '/api/client/:id/owner-services/:serviceId',
    ownerRoute(write, {
      tags,
      summary: 'Delete a service, or deactivate it when appointments name it (their history stays)',
      params: OwnerServiceParams,
      response: { 200: OwnerRemoval },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const outcome = await catalogChange(ctx, req.log, clientId, async (tx) => {
        const removed = await removeOwnerService(tx, clientId, req.params.serviceId, actorOf(req));
        if (!removed) throw serviceNotFound();
        return removed;
      });
      return noCache(reply).send({ outcome } satisfies OwnerRemoval);
    },
  );
}
