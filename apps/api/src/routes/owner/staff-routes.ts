// The back office's Staff screen (issue 14): the owner (1) and managers (3) list, read, create, change and
// remove the people who perform services, with their linked login, services and week.
//   GET    /api/client/:id/owner-staff                    → { staff }
//   GET    /api/client/:id/owner-staff/options            → logins (role 4), locations, services, time zone
//   GET    /api/client/:id/owner-staff/:staffId           → the member with their week
//   POST   /api/client/:id/owner-staff   OwnerStaffInput  → 201 the member
//   PUT    /api/client/:id/owner-staff/:staffId OwnerStaffInput → the member (week replaced in one transaction)
//   DELETE /api/client/:id/owner-staff/:staffId           → { outcome: deleted | deactivated }
// Bodies are checked with the form's own yup schema (staffMemberSchema); ids of another client are 400.
import {
  OwnerRemoval,
  OwnerStaffInput,
  OwnerStaffList,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffParams,
} from '@vitrina/api-client/contracts';
import { VALIDATION_MESSAGES, staffMemberSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import {
  createOwnerStaff,
  getOwnerStaff,
  listOwnerStaff,
  removeOwnerStaff,
  staffFormOptions,
  updateOwnerStaff,
} from '../../db/repos/owner-staff.js';
import type { OwnerStaffRecord, StaffChange, StaffFields } from '../../db/repos/owner-staff.js';
import { localToInstant } from '@vitrina/booking';
import { clientTimeZone } from '../../db/repos/booking-public.js';
import type { AppDb } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

export const STAFF_MESSAGES = {
  notFound: 'There is no such staff member',
  invalid: 'The staff member is not valid',
  unknownService: 'Choose services of this business',
  unknownLocation: 'Choose locations of this business',
  unknownLogin: 'Choose an employee of this business’s team',
  loginTaken: 'This login is already linked to another staff member',
} as const;

const notFound = () => new ApiError(404, 'staff_not_found', STAFF_MESSAGES.notFound);
const invalid = (message: string, fields: Record<string, string>) => new ApiError(400, 'invalid_request', message, fields);

function changed(result: StaffChange): OwnerStaffRecord {
  if (result.ok) return result.member;
  const value = VALIDATION_MESSAGES.invalid.value;
  if (result.error === 'unknown_service') throw invalid(STAFF_MESSAGES.unknownService, { service_ids: value });
  if (result.error === 'unknown_location') throw invalid(STAFF_MESSAGES.unknownLocation, { hours: value });
  if (result.error === 'unknown_login') throw invalid(STAFF_MESSAGES.unknownLogin, { user_id: value });
  if (result.error === 'login_taken') throw new ApiError(409, 'login_taken', STAFF_MESSAGES.loginTaken, { user_id: value });
  throw notFound();
}

/** The checked fields of a POST/PUT body; time off must still end after it starts as instants of the zone. */
export async function staffFieldsOf(db: AppDb, clientId: number, body: unknown): Promise<StaffFields> {
  const checked = validatePayload(staffMemberSchema, body);
  if (!checked.ok) throw invalid(STAFF_MESSAGES.invalid, checked.fields);
  const v = checked.value;
  const zone = await clientTimeZone(db, clientId);
  v.time_off.forEach((row, i) => {
    // Both ends inside one spring-forward gap land on the same instant.
    if (localToInstant(zone, row.ends) <= localToInstant(zone, row.starts)) {
      throw invalid(STAFF_MESSAGES.invalid, { [`time_off[${i}].ends`]: VALIDATION_MESSAGES.bookingSetup.endAfterStart });
    }
  });
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

export function registerStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false, screen: 'staff' });
  const write = clientGuard(ctx, { write: true, screen: 'staff' });
  const actorOf = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });
  /** The record a change wrote (a CatalogChanged event with it: the site's caches are dropped after the commit),
   * or the error a refused change maps to, thrown inside the transaction (nothing written, no event). */
  const committed = (req: FastifyRequest, work: (tx: AppDb) => Promise<StaffChange>): Promise<OwnerStaffRecord> =>
    catalogChange(ctx, req.log, req.owner!.clientId, async (tx) => changed(await work(tx)));
  const tags = ['owner', 'staff'];

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-staff',
    ownerRoute(read, {
      tags,
      summary: 'The staff, inactive ones included, in the site’s order',
      params: clientParams,
      response: { 200: OwnerStaffList },
    }),
    async (req, reply) => noCache(reply).send({ staff: await listOwnerStaff(db, req.owner!.clientId) } satisfies OwnerStaffList),
  );

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-staff/options',
    ownerRoute(read, {
      tags,
      summary: 'What the staff form chooses from: employee logins, locations, services, the business’s time zone',
      params: clientParams,
      response: { 200: OwnerStaffOptions },
    }),
    async (req, reply) => noCache(reply).send((await staffFormOptions(db, req.owner!.clientId)) satisfies OwnerStaffOptions),
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
      const member = await getOwnerStaff(db, req.owner!.clientId, req.params.staffId);
      if (!member) throw notFound();
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
      const { clientId } = req.owner!;
      const fields = await staffFieldsOf(db, clientId, req.body);
      const member = await committed(req, (tx) => createOwnerStaff(tx, clientId, fields, actorOf(req)));
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
      const { clientId } = req.owner!;
      const fields = await staffFieldsOf(db, clientId, req.body);
      const member = await committed(req, (tx) => updateOwnerStaff(tx, clientId, req.params.staffId, fields, actorOf(req)));
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
      const { clientId } = req.owner!;
      const outcome = await catalogChange(ctx, req.log, clientId, async (tx) => {
        const removed = await removeOwnerStaff(tx, clientId, req.params.staffId, actorOf(req));
        if (!removed) throw notFound();
        return removed;
      });
      return noCache(reply).send({ outcome } satisfies OwnerRemoval);
    },
  );
}
