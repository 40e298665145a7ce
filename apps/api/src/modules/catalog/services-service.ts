// The bookable services' service (issue 27; spec §3 "Service", issues 14 and 15): the only code that writes
// services, service_staff and service_images. Each change is one unit of work (`catalogChange`): the row, who
// performs it, its images, its audit entry and a CatalogChanged event commit together, all written with the
// transaction catalogChange passes; the event's subscriber drops the client's page caches after the commit,
// so the booking wizard shows the change at once. A refused change throws inside the transaction: nothing is
// written and no event recorded. Reads pass through to the repository.
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { ApiError, SlugTaken } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { createOwnerService, getOwnerService, listOwnerServices, removeOwnerService, updateOwnerService } from './services-repository.js';
import type { OwnerServiceRecord, ServiceChange, ServiceFields } from './services-repository.js';

export const SERVICE_MESSAGES = {
  notFound: 'There is no such service',
  slugTaken: 'Another service already uses this address',
  invalid: 'The service is not valid',
  unknownStaff: 'Choose staff members of this business',
} as const;

const serviceNotFound = () => new ApiError(404, 'service_not_found', SERVICE_MESSAGES.notFound);

/** The service a change wrote, or the error a refused change maps to (thrown inside the transaction). */
function changed(result: ServiceChange): OwnerServiceRecord {
  if (result.ok) return result.service;
  if (result.error === 'slug_taken') throw new SlugTaken(SERVICE_MESSAGES.slugTaken);
  if (result.error === 'unknown_staff') {
    throw new ApiError(400, 'invalid_request', SERVICE_MESSAGES.unknownStaff, { staff_ids: 'validation:invalid.value' });
  }
  throw serviceNotFound();
}

const committed = (ctx: AppContext, by: OwnerChanger, work: (tx: AppDb) => Promise<ServiceChange>): Promise<OwnerServiceRecord> =>
  catalogChange(ctx, by.log, by.clientId, async (tx) => changed(await work(tx)));

/** The services as bookable, inactive ones included, in the site's order. */
export function listServices(ctx: AppContext, clientId: number): Promise<OwnerServiceRecord[]> {
  return listOwnerServices(ctx.database.db, clientId);
}

/** One service with its staff; 404 `service_not_found` when the client has none by that id. */
export async function getService(ctx: AppContext, clientId: number, serviceId: number): Promise<OwnerServiceRecord> {
  const service = await getOwnerService(ctx.database.db, clientId, serviceId);
  if (!service) throw serviceNotFound();
  return service;
}

/** A new service; 409 `slug_taken`, 400 when a staff id is not the client's. */
export function createService(ctx: AppContext, by: OwnerChanger, fields: ServiceFields): Promise<OwnerServiceRecord> {
  return committed(ctx, by, (tx) => createOwnerService(tx, by.clientId, fields, by.actor));
}

/** Changes a service and who performs it, in one transaction. */
export function updateService(ctx: AppContext, by: OwnerChanger, serviceId: number, fields: ServiceFields): Promise<OwnerServiceRecord> {
  return committed(ctx, by, (tx) => updateOwnerService(tx, by.clientId, serviceId, fields, by.actor));
}

/** Deletes a service, or deactivates it when appointments name it; 404 `service_not_found`. */
export function removeService(ctx: AppContext, by: OwnerChanger, serviceId: number): Promise<'deleted' | 'deactivated'> {
  return catalogChange(ctx, by.log, by.clientId, async (tx) => {
    const removed = await removeOwnerService(tx, by.clientId, serviceId, by.actor);
    if (!removed) throw serviceNotFound();
    return removed;
  });
}
