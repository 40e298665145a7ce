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
  OwnerServiceArea,
  OwnerServiceAreaInput,
  OwnerServiceAreaList,
  OwnerServiceAreaParams,
  locationCalls,
  serviceAreaCalls,
} from '@vitrina/api-client/contracts';
import { locationSchema, ownerServiceAreaSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
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
  const value = validOr400(validatePayload(locationSchema, body), LOCATION_MESSAGES.invalid);
  const active = (body as { active?: unknown } | null)?.active;
  return { ...value, ...(typeof active === 'boolean' ? { active } : {}) };
}

/** The checked fields of a service-area body (the service looks up its zip's centre). */
export function serviceAreaFieldsOf(body: unknown): ServiceAreaInput {
  const v = validOr400(validatePayload(ownerServiceAreaSchema, body), LOCATION_MESSAGES.invalidArea);
  return { zipCode: v.zipCode, country: v.country, city: v.city, radiusMiles: v.radiusMiles };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerLocationOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'locations', tags: ['owner', 'locations'] });

  routes.resource({
    calls: locationCalls,
    schemas: { params: OwnerLocationParams, item: OwnerLocation, input: OwnerLocationInput, list: OwnerLocationList },
    fieldsOf: locationFieldsOf,
    service: {
      list: async (clientId) => ({ locations: await listLocations(ctx, clientId) }),
      create: createLocation,
      replace: updateLocation,
      remove: removeLocation,
    },
    summaries: {
      list: 'The locations, inactive ones included, in the site’s order',
      create: 'Add a location (recorded in the activity log)',
      replace: 'Change a location (recorded in the activity log)',
      remove: 'Delete a location, or deactivate it when appointments name it (their history stays)',
    },
  });

  routes.resource({
    calls: serviceAreaCalls,
    schemas: { params: OwnerServiceAreaParams, item: OwnerServiceArea, input: OwnerServiceAreaInput, list: OwnerServiceAreaList },
    fieldsOf: serviceAreaFieldsOf,
    service: {
      list: async (clientId) => ({ areas: await listAreas(ctx, clientId) }),
      create: createArea,
      replace: updateArea,
      erase: deleteArea,
    },
    summaries: {
      list: 'The areas mobile appointments may be held in',
      create: 'Add a service area; a US zip code’s centre is looked up for the radius check',
      replace: 'Change a service area',
      erase: 'Delete a service area',
      deleted: 'Deleted (no body)',
    },
  });
}
