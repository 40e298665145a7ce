// The staff's service (issue 27; issue 14): the only code that writes staff, their services, hours, breaks and
// time off. Each change is one unit of work (`catalogChange`): the member, their week, their audit entry and a
// CatalogChanged event commit together, all written with the transaction catalogChange passes; the event's
// subscriber drops the client's page caches after the commit. A refused change throws inside the transaction:
// nothing is written and no event recorded. Reads pass through to the repository.
import { localToInstant } from '@vitrina/booking';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { clientTimeZone } from '../../db/repos/clients.js';
import { ApiError } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import {
  createOwnerStaff,
  getOwnerStaff,
  listOwnerStaff,
  removeOwnerStaff,
  staffFormOptions,
  updateOwnerStaff,
} from './staff-repository.js';
import type { OwnerStaffRecord, OwnerStaffSummaryRecord, StaffChange, StaffFields } from './staff-repository.js';

export const STAFF_MESSAGES = {
  notFound: 'There is no such staff member',
  invalid: 'The staff member is not valid',
  unknownService: 'Choose services of this business',
  unknownLocation: 'Choose locations of this business',
  unknownLogin: 'Choose an employee of this business’s team',
  loginTaken: 'This login is already linked to another staff member',
} as const;

const notFound = () => new ApiError(404, 'staff_not_found', STAFF_MESSAGES.notFound);
const invalidStaff = (message: string, fields: Record<string, string>) => new ApiError(400, 'invalid_request', message, fields);

/** The member a change wrote, or the error a refused change maps to (thrown inside the transaction). */
function changed(result: StaffChange): OwnerStaffRecord {
  if (result.ok) return result.member;
  const value = VALIDATION_MESSAGES.invalid.value;
  if (result.error === 'unknown_service') throw invalidStaff(STAFF_MESSAGES.unknownService, { service_ids: value });
  if (result.error === 'unknown_location') throw invalidStaff(STAFF_MESSAGES.unknownLocation, { hours: value });
  if (result.error === 'unknown_login') throw invalidStaff(STAFF_MESSAGES.unknownLogin, { user_id: value });
  if (result.error === 'login_taken') throw new ApiError(409, 'login_taken', STAFF_MESSAGES.loginTaken, { user_id: value });
  throw notFound();
}

/** Time off must still end after it starts as instants of the business's zone (400 on the row's `ends`). */
async function checkTimeOff(ctx: AppContext, clientId: number, fields: StaffFields): Promise<void> {
  const zone = await clientTimeZone(ctx.database.db, clientId);
  fields.time_off.forEach((row, i) => {
    // Both ends inside one spring-forward gap land on the same instant.
    if (localToInstant(zone, row.ends) <= localToInstant(zone, row.starts)) {
      throw invalidStaff(STAFF_MESSAGES.invalid, { [`time_off[${i}].ends`]: VALIDATION_MESSAGES.bookingSetup.endAfterStart });
    }
  });
}

const committed = (ctx: AppContext, by: OwnerChanger, work: (tx: AppDb) => Promise<StaffChange>): Promise<OwnerStaffRecord> =>
  catalogChange(ctx, by.log, by.clientId, async (tx) => changed(await work(tx)));

/** The staff, inactive ones included, in the site's order. */
export function listStaff(ctx: AppContext, clientId: number): Promise<OwnerStaffSummaryRecord[]> {
  return listOwnerStaff(ctx.database.db, clientId);
}

/** What the staff form chooses from: employee logins, locations, services, the business's time zone. */
export function staffOptions(ctx: AppContext, clientId: number) {
  return staffFormOptions(ctx.database.db, clientId);
}

/** One member with their week and time off; 404 `staff_not_found`. */
export async function getStaffMember(ctx: AppContext, clientId: number, staffId: number): Promise<OwnerStaffRecord> {
  const member = await getOwnerStaff(ctx.database.db, clientId, staffId);
  if (!member) throw notFound();
  return member;
}

/** A new member with their services and week. */
export async function createStaffMember(ctx: AppContext, by: OwnerChanger, fields: StaffFields): Promise<OwnerStaffRecord> {
  await checkTimeOff(ctx, by.clientId, fields);
  return committed(ctx, by, (tx) => createOwnerStaff(tx, by.clientId, fields, by.actor));
}

/** Changes a member; their services, hours, breaks and time off become those sent, in one transaction. */
export async function updateStaffMember(
  ctx: AppContext,
  by: OwnerChanger,
  staffId: number,
  fields: StaffFields,
): Promise<OwnerStaffRecord> {
  await checkTimeOff(ctx, by.clientId, fields);
  return committed(ctx, by, (tx) => updateOwnerStaff(tx, by.clientId, staffId, fields, by.actor));
}

/** Deletes a member, or deactivates them when they have appointments; 404 `staff_not_found`. */
export function removeStaffMember(ctx: AppContext, by: OwnerChanger, staffId: number): Promise<'deleted' | 'deactivated'> {
  return catalogChange(ctx, by.log, by.clientId, async (tx) => {
    const removed = await removeOwnerStaff(tx, by.clientId, staffId, by.actor);
    if (!removed) throw notFound();
    return removed;
  });
}
