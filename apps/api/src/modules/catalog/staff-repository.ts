// The back office's Staff screen (issue 14): the people who perform services, the login linked to each
// (a role-4 team member of the client: role 4 then sees only this member's appointments), the services they
// perform and their week (staff-week.ts). Each change and its audit entry (entity `staff`) are one
// transaction; a member with appointments is deactivated rather than deleted.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointments, locations, serviceStaff, services, staff, staffHours, userClients, users } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { isDbInt } from '../../db/repos/ids.js';
import { clientTimeZone } from '../../db/repos/clients.js';
import { readStaffWeek, weeklyMinutes, writeStaffWeek } from './staff-week-repository.js';
import type { StaffWeek, StaffWeekInput } from './staff-week-repository.js';

export const STAFF_AUDIT_ENTITY = 'staff';
const EMPLOYEE_ROLE = 4;

export interface StaffFields extends StaffWeekInput {
  name: string;
  title: string;
  email: string;
  active: boolean;
  user_id: string | null;
  service_ids: number[];
}

export interface OwnerStaffSummaryRecord {
  id: number;
  name: string;
  title: string;
  email: string;
  active: boolean;
  user_id: string | null;
  login_email: string | null;
  service_ids: number[];
  weekly_minutes: number;
}
export interface OwnerStaffRecord extends OwnerStaffSummaryRecord, StaffWeek {
  time_zone: string;
}

export type StaffChange =
  | { ok: true; member: OwnerStaffRecord }
  | { ok: false; error: 'not_found' | 'unknown_service' | 'unknown_location' | 'unknown_login' | 'login_taken' };

async function readSummaries(db: AppDb, clientId: number, staffId?: number): Promise<OwnerStaffSummaryRecord[]> {
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      title: staff.title,
      email: staff.email,
      active: staff.active,
      user_id: staff.user_id,
      login_email: users.email,
    })
    .from(staff)
    .leftJoin(users, eq(users.id, staff.user_id))
    .where(and(eq(staff.client_id, clientId), staffId === undefined ? undefined : eq(staff.id, staffId)))
    .orderBy(asc(staff.ordering), asc(staff.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await db
    .select({ staff_id: serviceStaff.staff_id, service_id: serviceStaff.service_id })
    .from(serviceStaff)
    .innerJoin(services, eq(services.id, serviceStaff.service_id))
    .where(inArray(serviceStaff.staff_id, ids))
    .orderBy(asc(services.ordering), asc(services.id));
  const hours = await db
    .select({ staff_id: staffHours.staff_id, start_minute: staffHours.start_minute, end_minute: staffHours.end_minute })
    .from(staffHours)
    .where(inArray(staffHours.staff_id, ids));
  return rows.map((r) => ({
    ...r,
    service_ids: links.filter((l) => l.staff_id === r.id).map((l) => l.service_id),
    weekly_minutes: weeklyMinutes(hours.filter((h) => h.staff_id === r.id)),
  }));
}

async function readMember(db: AppDb, clientId: number, staffId: number): Promise<OwnerStaffRecord | null> {
  const [summary] = await readSummaries(db, clientId, staffId);
  if (!summary) return null;
  const zone = await clientTimeZone(db, clientId);
  return { ...summary, ...(await readStaffWeek(db, staffId, zone)), time_zone: zone };
}

export async function listOwnerStaff(db: AppDb, clientId: number): Promise<OwnerStaffSummaryRecord[]> {
  if (!isDbInt(clientId)) return [];
  return readSummaries(db, clientId);
}

export async function getOwnerStaff(db: AppDb, clientId: number, staffId: number): Promise<OwnerStaffRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(staffId)) return null;
  return readMember(db, clientId, staffId);
}

/** What the staff form chooses from: the client's employee logins, locations and services, and its zone. */
export async function staffFormOptions(db: AppDb, clientId: number) {
  const logins = await db
    .select({ id: users.id, name: users.name, email: users.email, staff_id: staff.id })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .leftJoin(staff, and(eq(staff.user_id, users.id), eq(staff.client_id, clientId)))
    .where(and(eq(userClients.client_id, clientId), eq(users.role_id, EMPLOYEE_ROLE)))
    .orderBy(asc(users.email));
  const places = await db
    .select({ id: locations.id, name: locations.name, active: locations.active })
    .from(locations)
    .where(eq(locations.client_id, clientId))
    .orderBy(asc(locations.ordering), asc(locations.id));
  const offered = await db
    .select({ id: services.id, name: services.name, active: services.active })
    .from(services)
    .where(eq(services.client_id, clientId))
    .orderBy(asc(services.ordering), asc(services.id));
  return { logins, locations: places, services: offered, time_zone: await clientTimeZone(db, clientId) };
}

function auditState(m: OwnerStaffRecord): Record<string, unknown> {
  const day = (r: { weekday: number; start: string; end: string }) => `${r.weekday} ${r.start}–${r.end}`;
  return {
    name: m.name,
    title: m.title,
    email: m.email,
    active: m.active,
    login: m.login_email,
    services: m.service_ids.join(', '),
    hours: m.hours.map((r) => `${day(r)}@${r.location_id ?? 'mobile'}`).join('; '),
    breaks: m.breaks.map(day).join('; '),
    time_off: m.time_off.map((r) => `${r.starts_at}/${r.ends_at}`).join('; '),
  };
}

/** Checks that every id the form names belongs to the client; the refusal, or null. */
async function checkReferences(tx: AppDb, clientId: number, staffId: number | null, f: StaffFields): Promise<StaffChange | null> {
  if (f.service_ids.length > 0) {
    const rows = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.client_id, clientId), inArray(services.id, f.service_ids)));
    if (rows.length !== f.service_ids.length) return { ok: false, error: 'unknown_service' };
  }
  const locationIds = [...new Set(f.hours.map((h) => h.location_id).filter((id): id is number => id !== null))];
  if (locationIds.length > 0) {
    const rows = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.client_id, clientId), inArray(locations.id, locationIds)));
    if (rows.length !== locationIds.length) return { ok: false, error: 'unknown_location' };
  }
  if (f.user_id !== null) {
    const [login] = await tx
      .select({ id: users.id })
      .from(userClients)
      .innerJoin(users, eq(users.id, userClients.user_id))
      .where(and(eq(userClients.client_id, clientId), eq(users.id, f.user_id), eq(users.role_id, EMPLOYEE_ROLE)))
      .limit(1);
    if (!login) return { ok: false, error: 'unknown_login' };
    const [other] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(
        and(eq(staff.client_id, clientId), eq(staff.user_id, f.user_id), staffId === null ? undefined : sql`${staff.id} <> ${staffId}`),
      )
      .limit(1);
    if (other) return { ok: false, error: 'login_taken' };
  }
  return null;
}

const values = (f: StaffFields) => ({ name: f.name, title: f.title, email: f.email, active: f.active, user_id: f.user_id });

async function writeServices(tx: AppDb, staffId: number, serviceIds: number[]): Promise<void> {
  await tx.delete(serviceStaff).where(eq(serviceStaff.staff_id, staffId));
  if (serviceIds.length > 0) await tx.insert(serviceStaff).values(serviceIds.map((service_id) => ({ service_id, staff_id: staffId })));
}

export async function createOwnerStaff(db: AppDb, clientId: number, f: StaffFields, actor: AuditActor): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const refused = await checkReferences(tx, clientId, null, f);
    if (refused) return refused;
    const [row] = await tx
      .insert(staff)
      .values({
        ...values(f),
        client_id: clientId,
        ordering: sql`(select coalesce(max(s.ordering), -1) + 1 from staff s where s.client_id = ${clientId})`,
      })
      .returning({ id: staff.id });
    await writeServices(tx, row!.id, f.service_ids);
    await writeStaffWeek(tx, clientId, row!.id, await clientTimeZone(tx, clientId), f);
    const member = (await readMember(tx, clientId, row!.id))!;
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'staff.create',
      entity: STAFF_AUDIT_ENTITY,
      entityId: row!.id,
      before: null,
      after: auditState(member),
    });
    return { ok: true, member };
  });
}

async function lockMember(tx: AppDb, clientId: number, staffId: number): Promise<OwnerStaffRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(staffId)) return null;
  const [row] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.client_id, clientId)))
    .for('update');
  return row ? readMember(tx, clientId, staffId) : null;
}

export async function updateOwnerStaff(
  db: AppDb,
  clientId: number,
  staffId: number,
  f: StaffFields,
  actor: AuditActor,
): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const before = await lockMember(tx, clientId, staffId);
    if (!before) return { ok: false, error: 'not_found' } as const;
    const refused = await checkReferences(tx, clientId, staffId, f);
    if (refused) return refused;
    await tx
      .update(staff)
      .set({ ...values(f), updated_at: new Date() })
      .where(eq(staff.id, staffId));
    await writeServices(tx, staffId, f.service_ids);
    await writeStaffWeek(tx, clientId, staffId, before.time_zone, f);
    const member = (await readMember(tx, clientId, staffId))!;
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'staff.update',
      entity: STAFF_AUDIT_ENTITY,
      entityId: staffId,
      before: auditState(before),
      after: auditState(member),
    });
    return { ok: true, member };
  });
}

/** Deletes the member, or deactivates them when they have appointments. Null: no such member. */
export async function removeOwnerStaff(
  db: AppDb,
  clientId: number,
  staffId: number,
  actor: AuditActor,
): Promise<'deleted' | 'deactivated' | null> {
  return db.transaction(async (tx) => {
    const before = await lockMember(tx, clientId, staffId);
    if (!before) return null;
    const [used] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.staff_id, staffId)).limit(1);
    if (used) await tx.update(staff).set({ active: false, updated_at: new Date() }).where(eq(staff.id, staffId));
    else await tx.delete(staff).where(eq(staff.id, staffId));
    await recordAudit(tx, {
      clientId,
      actor,
      action: used ? 'staff.deactivate' : 'staff.delete',
      entity: STAFF_AUDIT_ENTITY,
      entityId: staffId,
      before: auditState(before),
      after: used ? { ...auditState(before), active: false } : null,
    });
    return used ? 'deactivated' : 'deleted';
  });
}
