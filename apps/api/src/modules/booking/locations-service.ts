// The locations' service (issue 27; spec §3 "Location" and "Service area", issue 14): the only code that writes
// the client's locations and mobile service areas. Each change is one unit of work (`ownerChange`, as before
// the move): the row, its audit entry and the client's SiteChanged event commit together (the site is
// republished and the caches, public booking included, dropped after the commit); a refusal (404) throws
// inside it: nothing written, no event. A service area's zip centre is looked up here (service-area.ts).
import type { OwnerLocation, OwnerServiceArea } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import {
  createOwnerLocation,
  createServiceArea,
  deleteServiceArea,
  listOwnerLocations,
  listServiceAreas,
  removeOwnerLocation,
  updateOwnerLocation,
  updateServiceArea,
} from './locations-repository.js';
import type { LocationFields, ServiceAreaFields } from './locations-repository.js';
import { zipPoint } from './service-area.js';

export const LOCATION_MESSAGES = {
  notFound: 'There is no such location',
  areaNotFound: 'There is no such service area',
  invalid: 'The location is not valid',
  invalidArea: 'The service area is not valid',
} as const;

/** A service area as the form sends it, checked; its zip's centre is the service's to find. */
export type ServiceAreaInput = Omit<ServiceAreaFields, 'lat' | 'lon'>;

const locationNotFound = () => new ApiError(404, 'location_not_found', LOCATION_MESSAGES.notFound);
const areaNotFound = () => new ApiError(404, 'service_area_not_found', LOCATION_MESSAGES.areaNotFound);

/** The area's fields with its zip's centre (null outside the geodata). */
function located(input: ServiceAreaInput): ServiceAreaFields {
  const centre = zipPoint(input.zipCode, input.country);
  return { ...input, lat: centre?.lat ?? null, lon: centre?.lon ?? null };
}

/** The locations, inactive ones included, in the site's order. */
export function listLocations(ctx: AppContext, clientId: number): Promise<OwnerLocation[]> {
  return listOwnerLocations(ctx.database.db, clientId);
}

/** Adds a location (recorded in the activity log). */
export async function createLocation(ctx: AppContext, by: OwnerChanger, fields: LocationFields): Promise<OwnerLocation> {
  const { result } = await ownerChange(ctx, by.log, by.clientId, (tx) => createOwnerLocation(tx, by.clientId, fields, by.actor));
  return result;
}

/** Changes a location; 404 location_not_found. */
export async function updateLocation(
  ctx: AppContext,
  by: OwnerChanger,
  locationId: number,
  fields: LocationFields,
): Promise<OwnerLocation> {
  const { result } = await ownerChange(ctx, by.log, by.clientId, async (tx) => {
    const changed = await updateOwnerLocation(tx, by.clientId, locationId, fields, by.actor);
    if (!changed) throw locationNotFound();
    return changed;
  });
  return result;
}

/** Deletes a location, or deactivates it when appointments name it; 404 location_not_found. */
export async function removeLocation(ctx: AppContext, by: OwnerChanger, locationId: number): Promise<'deleted' | 'deactivated'> {
  const { result } = await ownerChange(ctx, by.log, by.clientId, async (tx) => {
    const outcome = await removeOwnerLocation(tx, by.clientId, locationId, by.actor);
    if (!outcome) throw locationNotFound();
    return outcome;
  });
  return result;
}

/** The areas mobile appointments may be held in. */
export function listAreas(ctx: AppContext, clientId: number): Promise<OwnerServiceArea[]> {
  return listServiceAreas(ctx.database.db, clientId);
}

/** Adds a service area; a US zip code's centre is looked up for the radius check. */
export async function createArea(ctx: AppContext, by: OwnerChanger, input: ServiceAreaInput): Promise<OwnerServiceArea> {
  const fields = located(input);
  const { result } = await ownerChange(ctx, by.log, by.clientId, (tx) => createServiceArea(tx, by.clientId, fields, by.actor));
  return result;
}

/** Changes a service area; 404 service_area_not_found. */
export async function updateArea(ctx: AppContext, by: OwnerChanger, areaId: number, input: ServiceAreaInput): Promise<OwnerServiceArea> {
  const fields = located(input);
  const { result } = await ownerChange(ctx, by.log, by.clientId, async (tx) => {
    const changed = await updateServiceArea(tx, by.clientId, areaId, fields, by.actor);
    if (!changed) throw areaNotFound();
    return changed;
  });
  return result;
}

/** Deletes a service area; 404 service_area_not_found. */
export async function deleteArea(ctx: AppContext, by: OwnerChanger, areaId: number): Promise<void> {
  await ownerChange(ctx, by.log, by.clientId, async (tx) => {
    if (!(await deleteServiceArea(tx, by.clientId, areaId, by.actor))) throw areaNotFound();
  });
}
