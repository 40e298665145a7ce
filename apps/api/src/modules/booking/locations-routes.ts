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
// one transaction with its audit entry, inside ownerChange (the site is republished, caches dropped): the
// service's (locations-service.ts). Locations and service areas are where, and how far, appointments happen,
// so they live in the booking module (no page of site.json shows the locations table).
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
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import type { LocationFields } from './locations-repository.js';
import {
  LOCATION_MESSAGES,
  createArea,
  createLocation,
  deleteArea,
  listAreas,
  listLocations,
  removeLocation,
  updateArea,
  updateLocation,
} from './locations-service.js';
import type { ServiceAreaInput } from './locations-service.js';

/** The checked fields of a location body (`active` is not a form field: kept as sent, when a boolean). */
export function locationFieldsOf(body: unknown): LocationFields {
  const checked = validatePayload(locationSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', LOCATION_MESSAGES.invalid, checked.fields);
  const active = (body as { active?: unknown } | null)?.active;
  return { ...checked.value, ...(typeof active === 'boolean' ? { active } : {}) };
}

/** The checked fields of a service-area body (the service looks up its zip's centre). */
export function serviceAreaFieldsOf(body: unknown): ServiceAreaInput {
  const checked = validatePayload(ownerServiceAreaSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', LOCATION_MESSAGES.invalidArea, checked.fields);
  const v = checked.value;
  return { zipCode: v.zipCode, country: v.country, city: v.city, radiusMiles: v.radiusMiles };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerLocationOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = clientGuard(ctx, { write: false, screen: 'locations' });
  const write = clientGuard(ctx, { write: true, screen: 'locations' });
  const tags = ['owner', 'locations'];

  app.get(
    '/api/client/:id/owner-locations',
    ownerRoute(read, {
      tags,
      summary: 'The locations, inactive ones included, in the site’s order',
      params: clientParams,
      response: { 200: OwnerLocationList },
    }),
    async (req, reply) => noCache(reply).send({ locations: await listLocations(ctx, req.owner!.clientId) } satisfies OwnerLocationList),
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
      const location = await createLocation(ctx, changerOf(req), locationFieldsOf(req.body));
      return noCache(reply)
        .status(201)
        .send(location satisfies OwnerLocation);
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
      const location = await updateLocation(ctx, changerOf(req), req.params.locationId, locationFieldsOf(req.body));
      return noCache(reply).send(location satisfies OwnerLocation);
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
      const outcome = await removeLocation(ctx, changerOf(req), req.params.locationId);
      return noCache(reply).send({ outcome } satisfies OwnerRemoval);
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
    async (req, reply) => noCache(reply).send({ areas: await listAreas(ctx, req.owner!.clientId) } satisfies OwnerServiceAreaList),
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
      const area = await createArea(ctx, changerOf(req), serviceAreaFieldsOf(req.body));
      return noCache(reply)
        .status(201)
        .send(area satisfies OwnerServiceArea);
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
      const area = await updateArea(ctx, changerOf(req), req.params.areaId, serviceAreaFieldsOf(req.body));
      return noCache(reply).send(area satisfies OwnerServiceArea);
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
      await deleteArea(ctx, changerOf(req), req.params.areaId);
      return noCache(reply).status(204).send();
    },
  );
}
