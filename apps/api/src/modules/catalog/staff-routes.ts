// The back office's Staff screen (issue 14): the owner (1) and managers (3) list, read, create, change and
// remove the people who perform services, with their linked login, services and week.
//   GET    /api/client/:id/owner-staff                    → { staff }
//   GET    /api/client/:id/owner-staff/options            → logins (role 4), locations, services, time zone
//   GET    /api/client/:id/owner-staff/:staffId           → the member with their week
//   POST   /api/client/:id/owner-staff   OwnerStaffInput  → 201 the member
//   PUT    /api/client/:id/owner-staff/:staffId OwnerStaffInput → the member (week replaced in one transaction)
//   DELETE /api/client/:id/owner-staff/:staffId           → { outcome: deleted | deactivated }
// Bodies are checked with the form's own yup schema (staffMemberSchema); ids of another client are 400. The
// service writes each change with its audit entry and its event (staff-service.ts).
import {
  OwnerStaffInput,
  OwnerStaffList,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffParams,
  ownerStaffCalls,
} from '@vitrina/api-client/contracts';
import { staffMemberSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { StaffFields } from './staff-repository.js';
import {
  STAFF_MESSAGES,
  createStaffMember,
  getStaffMember,
  listStaff,
  removeStaffMember,
  staffOptions,
  updateStaffMember,
} from './staff-service.js';

/** The checked fields of a POST/PUT body (the service checks the time off against the business's zone). */
function staffFieldsOf(body: unknown): StaffFields {
  const v = validOr400(validatePayload(staffMemberSchema, body), STAFF_MESSAGES.invalid);
  return {
    name: v.name,
    title: v.title,
    email: v.email,
    active: v.active,
    user_id: v.user_id ?? null,
    service_ids: v.service_ids,
    hours: v.hours.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end, location_id: r.location_id ?? null })),
    breaks: v.breaks.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end })),
    time_off: v.time_off.map((r) => ({ starts: r.starts, ends: r.ends, reason: r.reason })),
  };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerStaffOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'staff', tags: ['owner', 'staff'] });

  routes.read(
    ownerStaffCalls.options,
    {
      summary: 'What the staff form chooses from: employee logins, locations, services, the business’s time zone',
      params: clientParams,
      response: { 200: OwnerStaffOptions },
    },
    (req) => staffOptions(ctx, req.owner!.clientId),
  );

  routes.resource({
    calls: ownerStaffCalls,
    schemas: { params: OwnerStaffParams, item: OwnerStaffMember, input: OwnerStaffInput, list: OwnerStaffList },
    fieldsOf: staffFieldsOf,
    service: {
      list: async (clientId) => ({ staff: await listStaff(ctx, clientId) }),
      get: getStaffMember,
      create: createStaffMember,
      replace: updateStaffMember,
      remove: removeStaffMember,
    },
    summaries: {
      list: 'The staff, inactive ones included, in the site’s order',
      get: 'One staff member with their week and time off',
      create: 'Add a staff member with their services and week (recorded in the activity log)',
      replace: 'Change a staff member; their services, hours, breaks and time off become those sent, in one transaction',
      remove: 'Delete a staff member, or deactivate them when they have appointments',
    },
  });
}
