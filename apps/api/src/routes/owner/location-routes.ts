// The back office's Locations screen (spec §3 "Location" and "Service area", issue 14): the owner (1) and
// managers (3) list, add, change and remove the client's locations and its mobile service areas.
//   GET    /api/client/:id/owner-locations                  → { locations }
//   POST   /api/client/:id/owner-locations                  → 201 the location
//   PUT    /api/client/:id/owner-locations/:locationId      → the location
//   DELETE /api/client/:id/owner-locations/:locationId      → { outcome: deleted | deactivated }
//   GET    /api/client/:id/owner-service-areas              → { areas }
//   POST   /api/client/:id/owner-service-areas              → 201 the area (its zip's centre looked up)
//   PUT    /api/client/:id/owner-service-areas/:areaId      → the area
//   DELETE /api/client/:id/owner-service-areas/:areaId      → 204
// Bodies are checked with the forms' own yup schemas (locationSchema, ownerServiceAreaSchema). Every change is
// one transaction with its audit entry, inside ownerChange (the site is republished, caches dropped).
import {
  OwnerLocation,
  OwnerLocationInput,
  OwnerLocationList,
  OwnerLocationParams,
  OwnerRemoval,
  OwnerServiceArea,
  OwnerServiceAreaInput,
  OwnerServiceAreaList,
  OwnerServiceAreaParams,
} from '@vitrina/api-client/contracts';
import { locationSchema, ownerServiceAreaSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import {
  createOwnerLocation,
  createServiceArea,
  deleteServiceArea,
  listOwnerLocations,
  listServiceAreas,
  removeOwnerLocation,
  updateOwnerLocation,
  updateServiceArea,
} from '../../db/repos/owner-locations.js';
import type { LocationFields, ServiceAreaFields } from '../../db/repos/owner-locations.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import { zipPoint } from '../../services/service-area.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

export const LOCATION_MESSAGES = {
  notFound: 'There is no such location',
  areaNotFound: 'There is no such service area',
  invalid: 'The location is not valid',
  invalidArea: 'The service area is not valid',
} as const;

const locationNotFound = () => new ApiError(404, 'location_not_found', LOCATION_MESSAGES.notFound);
const areaNotFound = () => new ApiError(404, 'service_area_not_found', LOCATION_MESSAGES.areaNotFound);

/** The checked fields of a location body (`active` is not a form field: kept as sent, when a boolean). */
export function locationFieldsOf(body: unknown): LocationFields {
  const checked = validatePayload(locationSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', LOCATION_MESSAGES.invalid, checked.fields);
  const active = (body as { active?: unknown } | null)?.active;
  return { ...checked.value, ...(typeof active === 'boolean' ? { active } : {}) };
}

/** The checked fields of a service-area body, with its zip's centre (null outside the geodata). */
export function serviceAreaFieldsOf(body: unknown): ServiceAreaFields {
  const checked = validatePayload(ownerServiceAreaSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', LOCATION_MESSAGES.invalidArea, checked.fields);
  const v = checked.value;
  const centre = zipPoint(v.zipCode, v.country);
  return {
    zipCode: v.zipCode,
    country: v.country,
    city: v.city,
    radiusMiles: v.radiusMiles,
    lat: centre?.lat ?? null,
    lon: centre?.lon ?? null,
  };
}

export function registerLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false, screen: 'locations' });
  const write = clientGuard(ctx, { write: true, screen: 'locations' });
  const actorOf = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });
  const tags = ['owner', 'locations'];

  app.get(
    '/api/client/:id/owner-locations',
    ownerRoute(read, {
      tags,
      summary: 'The locations, inactive ones included, in the site’s order',
      params: clientParams,
      response: { 200: OwnerLocationList },
    }),
    async (req, reply) => noCache(reply).send({ locations: await listOwnerLocations(db, req.owner!.clientId) } satisfies OwnerLocationList),
  );

  app.post<{ Params: { id: number }; Body: OwnerLocationInput }>(
    '/api/client/:id/owner-locations',
    ownerRoute(write, {
      tags,
      summary: 'Add a location (recorded in the activity log)',
      params: clientParams,
      body: OwnerLocationInput,
      response: { 201: OwnerLocation },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const fields = locationFieldsOf(req.body);
      const { result } = await ownerChange(ctx, req.log, clientId, (tx) => createOwnerLocation(tx, clientId, fields, actorOf(req)));
      return noCache(reply)
        .status(201)
        .send(result satisfies OwnerLocation);
    },
  );

  app.put<{ Params: OwnerLocationParams; Body: OwnerLocationInput }>(
    '/api/client/:id/owner-locations/:locationId',
    ownerRoute(write, {
      tags,
      summary: 'Change a location (recorded in the activity log)',
      params: OwnerLocationParams,
      body: OwnerLocationInput,
      response: { 200: OwnerLocation },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const fields = locationFieldsOf(req.body);
      const { result } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const changed = await updateOwnerLocation(tx, clientId, req.params.locationId, fields, actorOf(req));
        if (!changed) throw locationNotFound();
        return changed;
      });
      return noCache(reply).send(result satisfies OwnerLocation);
    },
  );

  app.delete<{ Params: OwnerLocationParams }>(
    '/api/client/:id/owner-locations/:locationId',
    ownerRoute(write, {
      tags,
      summary: 'Delete a location, or deactivate it when appointments name it (their history stays)',
      params: OwnerLocationParams,
      response: { 200: OwnerRemoval },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const { result } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const outcome = await removeOwnerLocation(tx, clientId, req.params.locationId, actorOf(req));
        if (!outcome) throw locationNotFound();
        return outcome;
      });
      return noCache(reply).send({ outcome: result } satisfies OwnerRemoval);
    },
  );

  app.get(
    '/api/client/:id/owner-service-areas',
    ownerRoute(read, {
      tags,
      summary: 'The areas mobile appointments may be held in',
      params: clientParams,
      response: { 200: OwnerServiceAreaList },
    }),
    async (req, reply) => noCache(reply).send({ areas: await listServiceAreas(db, req.owner!.clientId) } satisfies OwnerServiceAreaList),
  );

  app.post<{ Params: { id: number }; Body: OwnerServiceAreaInput }>(
    '/api/client/:id/owner-service-areas',
    ownerRoute(write, {
      tags,
      summary: 'Add a service area; a US zip code’s centre is looked up for the radius check',
      params: clientParams,
      body: OwnerServiceAreaInput,
      response: { 201: OwnerServiceArea },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const fields = serviceAreaFieldsOf(req.body);
      const { result } = await ownerChange(ctx, req.log, clientId, (tx) => createServiceArea(tx, clientId, fields, actorOf(req)));
      return noCache(reply)
        .status(201)
        .send(result satisfies OwnerServiceArea);
    },
  );

  app.put<{ Params: OwnerServiceAreaParams; Body: OwnerServiceAreaInput }>(
    '/api/client/:id/owner-service-areas/:areaId',
    ownerRoute(write, {
      tags,
      summary: 'Change a service area',
      params: OwnerServiceAreaParams,
      body: OwnerServiceAreaInput,
      response: { 200: OwnerServiceArea },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const fields = serviceAreaFieldsOf(req.body);
      const { result } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const changed = await updateServiceArea(tx, clientId, req.params.areaId, fields, actorOf(req));
        if (!changed) throw areaNotFound();
        return changed;
      });
      return noCache(reply).send(result satisfies OwnerServiceArea);
    },
  );

  app.delete<{ Params: OwnerServiceAreaParams }>(
    '/api/client/:id/owner-service-areas/:areaId',
    ownerRoute(write, {
      tags,
      summary: 'Delete a service area',
      params: OwnerServiceAreaParams,
      response: { 204: { type: 'null', description: 'Deleted (no body)' } },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      await ownerChange(ctx, req.log, clientId, async (tx) => {
        if (!(await deleteServiceArea(tx, clientId, req.params.areaId, actorOf(req)))) throw areaNotFound();
      });
      return noCache(reply).status(204).send();
    },
  );
}
