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
  OwnerRemoval,
  OwnerStaffInput,
  OwnerStaffList,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffParams,
} from '@vitrina/api-client/contracts';
import { staffMemberSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
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
  const checked = validatePayload(staffMemberSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', STAFF_MESSAGES.invalid, checked.fields);
  const v = checked.value;
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
  const read = clientGuard(ctx, { write: false, screen: 'staff' });
  const write = clientGuard(ctx, { write: true, screen: 'staff' });
  const tags = ['owner', 'staff'];

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-staff',
    ownerRoute(read, {
      tags,
      summary: 'The staff, inactive ones included, in the site’s order',
      params: clientParams,
      response: { 200: OwnerStaffList },
    }),
    async (req, reply) => noCache(reply).send({ staff: await listStaff(ctx, req.owner!.clientId) } satisfies OwnerStaffList),
  );

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-staff/options',
    ownerRoute(read, {
      tags,
      summary: 'What the staff form chooses from: employee logins, locations, services, the business’s time zone',
      params: clientParams,
      response: { 200: OwnerStaffOptions },
    }),
    async (req, reply) => noCache(reply).send((await staffOptions(ctx, req.owner!.clientId)) satisfies OwnerStaffOptions),
  );

  app.get<{ Params: OwnerStaffParams }>(
    '/api/client/:id/owner-staff/:staffId',
    ownerRoute(read, {
      tags,
      summary: 'One staff member with their week and time off',
      params: OwnerStaffParams,
      response: { 200: OwnerStaffMember },
    }),
    async (req, reply) => {
      const member = await getStaffMember(ctx, req.owner!.clientId, req.params.staffId);
      return noCache(reply).send(member satisfies OwnerStaffMember);
    },
  );

  app.post<{ Params: { id: number }; Body: OwnerStaffInput }>(
    '/api/client/:id/owner-staff',
    ownerRoute(write, {
      tags,
      summary: 'Add a staff member with their services and week (recorded in the activity log)',
      params: clientParams,
      body: OwnerStaffInput,
      response: { 201: OwnerStaffMember },
    }),
    async (req, reply) => {
      const member = await createStaffMember(ctx, changerOf(req), staffFieldsOf(req.body));
      return noCache(reply)
        .status(201)
        .send(member satisfies OwnerStaffMember);
    },
  );

  app.put<{ Params: OwnerStaffParams; Body: OwnerStaffInput }>(
    '/api/client/:id/owner-staff/:staffId',
    ownerRoute(write, {
      tags,
      summary: 'Change a staff member; their services, hours, breaks and time off become those sent, in one transaction',
      params: OwnerStaffParams,
      body: OwnerStaffInput,
      response: { 200: OwnerStaffMember },
    }),
    async (req, reply) => {
      const member = await updateStaffMember(ctx, changerOf(req), req.params.staffId, staffFieldsOf(req.body));
      return noCache(reply).send(member satisfies OwnerStaffMember);
    },
  );

  app.delete<{ Params: OwnerStaffParams }>(
    '/api/client/:id/owner-staff/:staffId',
    ownerRoute(write, {
      tags,
      summary: 'Delete a staff member, or deactivate them when they have appointments',
      params: OwnerStaffParams,
      response: { 200: OwnerRemoval },
    }),
    async (req, reply) => {
      const outcome = await removeStaffMember(ctx, changerOf(req), req.params.staffId);
      return noCache(reply).send({ outcome } satisfies OwnerRemoval);
    },
  );
}
