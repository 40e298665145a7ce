// The client's locations and mobile service areas as the back office edits them (spec §3 "Location",
// "Service area"; issue 14). Each change and its audit entry are one transaction. A location that has
// appointments is deactivated instead of deleted, so past and upcoming bookings keep their place (the
// appointments' location_id would otherwise become null).
import type { OwnerLocation, OwnerServiceArea } from '@vitrina/api-client/contracts';
import type { Location } from '@vitrina/core-model';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointments, locations, serviceAreas } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';

export const LOCATION_AUDIT_ENTITY = 'location';
export const SERVICE_AREA_AUDIT_ENTITY = 'service_area';

/** What the form sends, checked: `state` holds the state (US) or the province (elsewhere). */
export type LocationFields = Omit<Location, 'id'> & { active?: boolean };

export interface ServiceAreaFields {
  zipCode: string;
  country: string;
  city: string;
  radiusMiles: number;
  lat: number | null;
  lon: number | null;
}

type LocationRow = typeof locations.$inferSelect;
type AreaRow = typeof serviceAreas.$inferSelect;

const isUs = (country: string) => country.trim().toUpperCase() === 'US';

function locationColumns(f: LocationFields) {
  return {
    name: f.name,
    country: f.country,
    address1: f.address1,
    address2: f.address2,
    city: f.city,
    state: isUs(f.country) ? f.state : '',
    province: isUs(f.country) ? '' : f.state,
    postal_code: f.postalCode,
    phone: f.phone,
    ...(f.active === undefined ? {} : { active: f.active }),
  };
}

function toLocation(row: LocationRow, upcoming: number): OwnerLocation {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: isUs(row.country) ? row.state : row.province || row.state,
    postalCode: row.postal_code,
    phone: row.phone,
    active: row.active,
    upcoming_appointments: upcoming,
  };
}

const toArea = (row: AreaRow): OwnerServiceArea => ({
  id: row.id,
  zipCode: row.zip,
  country: row.country,
  city: row.city,
  radiusMiles: row.radius_miles,
  located: row.lat !== null && row.lon !== null,
});

const auditOf = (l: OwnerLocation) => {
  const { upcoming_appointments: _u, ...state } = l;
  return state as Record<string, unknown>;
};

/** Held and booked appointments not over yet, per location. */
async function upcomingCounts(db: AppDb, clientId: number, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: appointments.location_id, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.client_id, clientId),
        inArray(appointments.location_id, ids),
        inArray(appointments.status, ['held', 'booked']),
        gt(appointments.ends_at, new Date()),
      ),
    )
    .groupBy(appointments.location_id);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

async function readLocation(db: AppDb, clientId: number, locationId: number): Promise<OwnerLocation | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.client_id, clientId), eq(locations.id, locationId)));
  if (!row) return null;
  return toLocation(row, (await upcomingCounts(db, clientId, [row.id])).get(row.id) ?? 0);
}

export async function listOwnerLocations(db: AppDb, clientId: number): Promise<OwnerLocation[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.client_id, clientId))
    .orderBy(asc(locations.ordering), asc(locations.id));
  const counts = await upcomingCounts(
    db,
    clientId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toLocation(r, counts.get(r.id) ?? 0));
}

export async function createOwnerLocation(db: AppDb, clientId: number, f: LocationFields, actor: AuditActor): Promise<OwnerLocation> {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${locations.ordering}), 0)::int + 1` })
      .from(locations)
      .where(eq(locations.client_id, clientId));
    const [row] = await tx
      .insert(locations)
      .values({ client_id: clientId, ordering: Number(next), ...locationColumns(f) })
      .returning();
    const location = toLocation(row!, 0);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'location.create',
      entity: LOCATION_AUDIT_ENTITY,
      entityId: location.id,
      before: null,
      after: auditOf(location),
    });
    return location;
  });
}

export async function updateOwnerLocation(
  db: AppDb,
  clientId: number,
  locationId: number,
  f: LocationFields,
  actor: AuditActor,
): Promise<OwnerLocation | null> {
  return db.transaction(async (tx) => {
    const before = await readLocation(tx, clientId, locationId);
    if (!before) return null;
    await tx
      .update(locations)
      .set({ ...locationColumns(f), updated_at: new Date() })
      .where(and(eq(locations.client_id, clientId), eq(locations.id, locationId)));
    const after = (await readLocation(tx, clientId, locationId))!;
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'location.update',
      entity: LOCATION_AUDIT_ENTITY,
      entityId: locationId,
      before: auditOf(before),
      after: auditOf(after),
    });
    return after;
  });
}

/** Deletes the location, or deactivates it when any appointment (past or upcoming) names it; null: not found. */
export async function removeOwnerLocation(
  db: AppDb,
  clientId: number,
  locationId: number,
  actor: AuditActor,
): Promise<'deleted' | 'deactivated' | null> {
  return db.transaction(async (tx) => {
    const before = await readLocation(tx, clientId, locationId);
    if (!before) return null;
    const [used] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.client_id, clientId), eq(appointments.location_id, locationId)))
      .limit(1);
    const where = and(eq(locations.client_id, clientId), eq(locations.id, locationId));
    if (used) await tx.update(locations).set({ active: false, updated_at: new Date() }).where(where);
    else await tx.delete(locations).where(where);
    const outcome = used ? 'deactivated' : 'deleted';
    await recordAudit(tx, {
      clientId,
      actor,
      action: used ? 'location.deactivate' : 'location.delete',
      entity: LOCATION_AUDIT_ENTITY,
      entityId: locationId,
      before: auditOf(before),
      after: used ? auditOf({ ...before, active: false }) : null,
    });
    return outcome;
  });
}

export async function listServiceAreas(db: AppDb, clientId: number): Promise<OwnerServiceArea[]> {
  const rows = await db.select().from(serviceAreas).where(eq(serviceAreas.client_id, clientId)).orderBy(asc(serviceAreas.id));
  return rows.map(toArea);
}

const areaColumns = (f: ServiceAreaFields) => ({
  zip: f.zipCode,
  country: f.country,
  city: f.city,
  radius_miles: f.radiusMiles,
  lat: f.lat,
  lon: f.lon,
});

export async function createServiceArea(db: AppDb, clientId: number, f: ServiceAreaFields, actor: AuditActor): Promise<OwnerServiceArea> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceAreas)
      .values({ client_id: clientId, ...areaColumns(f) })
      .returning();
    const area = toArea(row!);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'service_area.create',
      entity: SERVICE_AREA_AUDIT_ENTITY,
      entityId: area.id,
      before: null,
      after: { ...area },
    });
    return area;
  });
}

export async function updateServiceArea(
  db: AppDb,
  clientId: number,
  areaId: number,
  f: ServiceAreaFields,
  actor: AuditActor,
): Promise<OwnerServiceArea | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(serviceAreas.client_id, clientId), eq(serviceAreas.id, areaId));
    const [before] = await tx.select().from(serviceAreas).where(where).for('update');
    if (!before) return null;
    const [row] = await tx.update(serviceAreas).set(areaColumns(f)).where(where).returning();
    const area = toArea(row!);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'service_area.update',
      entity: SERVICE_AREA_AUDIT_ENTITY,
      entityId: areaId,
      before: { ...toArea(before) },
      after: { ...area },
    });
    return area;
  });
}

export async function deleteServiceArea(db: AppDb, clientId: number, areaId: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(serviceAreas)
      .where(and(eq(serviceAreas.client_id, clientId), eq(serviceAreas.id, areaId)))
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'service_area.delete',
      entity: SERVICE_AREA_AUDIT_ENTITY,
      entityId: areaId,
      before: { ...toArea(row) },
      after: null,
    });
    return true;
  });
}
