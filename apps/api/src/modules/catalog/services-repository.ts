// The back office's Services screen (issue 14; spec §3 "Service"): every service of a client as bookable,
// inactive ones included, in the site's order. Each change and its audit entry (entity `service`) are one
// transaction: the service row and who performs it (service_staff) change together. A slug used by another
// service of the client is refused (`slug_taken`); staff ids of another client are refused (`unknown_staff`).
// A service with appointments is deactivated rather than deleted, so its history stays readable.
// As sold (issue 15): sold online, requires a quote, subscription + recurrence, and its images (service_images,
// replaced in the same transaction as the row).
import { fromMinorUnits } from '@vitrina/core-model';
import type { Recurrence } from '@vitrina/core-model';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointmentServices, serviceImages, serviceStaff, services, staff } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { isDbInt } from '../../db/repos/ids.js';

export const SERVICE_AUDIT_ENTITY = 'service';

export interface ServiceFields {
  name: string;
  slug: string;
  description: string;
  price_cents: number;
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  storefront: boolean;
  mobile: boolean;
  virtual: boolean;
  meeting_url: string;
  bookable: boolean;
  active: boolean;
  staff_ids: number[];
  sold_online: boolean;
  requires_quote: boolean;
  is_subscription: boolean;
  /** Set exactly when is_subscription (the table's check). */
  recurrence: Recurrence | null;
  images: string[];
}

export interface OwnerServiceRecord extends Omit<ServiceFields, 'price_cents'> {
  id: number;
  price: string;
  upcoming_appointments: number;
}

export type ServiceChange = { ok: true; service: OwnerServiceRecord } | { ok: false; error: 'not_found' | 'slug_taken' | 'unknown_staff' };

const outerServiceId = sql.raw('"services"."id"');
const upcomingSql = sql<number>`(select count(distinct a.id)::int from appointment_services s join appointments a on a.id = s.appointment_id
  where s.service_id = ${outerServiceId} and a.status in ('held', 'booked') and a.ends_at > now())`;

const columns = {
  id: services.id,
  name: services.name,
  slug: services.slug,
  description: services.description,
  price_cents: services.price_cents,
  duration_minutes: services.duration_minutes,
  buffer_before_minutes: services.buffer_before_minutes,
  buffer_after_minutes: services.buffer_after_minutes,
  storefront: services.storefront,
  mobile: services.mobile,
  virtual: services.virtual,
  meeting_url: services.meeting_url,
  bookable: services.bookable,
  active: services.active,
  sold_online: services.sold_online,
  requires_quote: services.requires_quote,
  is_subscription: services.is_subscription,
  recurrence: services.recurrence,
  upcoming: upcomingSql,
};

async function readServices(db: AppDb, clientId: number, serviceId?: number): Promise<OwnerServiceRecord[]> {
  const rows = await db
    .select(columns)
    .from(services)
    .where(and(eq(services.client_id, clientId), serviceId === undefined ? undefined : eq(services.id, serviceId)))
    .orderBy(asc(services.ordering), asc(services.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, images] = await Promise.all([
    db
      .select({ service_id: serviceStaff.service_id, staff_id: serviceStaff.staff_id })
      .from(serviceStaff)
      .innerJoin(staff, eq(staff.id, serviceStaff.staff_id))
      .where(inArray(serviceStaff.service_id, ids))
      .orderBy(asc(staff.ordering), asc(staff.id)),
    db
      .select({ service_id: serviceImages.service_id, url: serviceImages.url })
      .from(serviceImages)
      .where(inArray(serviceImages.service_id, ids))
      .orderBy(asc(serviceImages.ordering), asc(serviceImages.id)),
  ]);
  return rows.map(({ price_cents, upcoming, recurrence, ...r }) => ({
    ...r,
    recurrence: recurrence as Recurrence | null,
    price: fromMinorUnits(price_cents),
    staff_ids: links.filter((l) => l.service_id === r.id).map((l) => l.staff_id),
    upcoming_appointments: Number(upcoming),
    images: images.filter((i) => i.service_id === r.id).map((i) => i.url),
  }));
}

export async function listOwnerServices(db: AppDb, clientId: number): Promise<OwnerServiceRecord[]> {
  if (!isDbInt(clientId)) return [];
  return readServices(db, clientId);
}

export async function getOwnerService(db: AppDb, clientId: number, serviceId: number): Promise<OwnerServiceRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(serviceId)) return null;
  return (await readServices(db, clientId, serviceId))[0] ?? null;
}

/** What the audit log keeps of a service. */
function auditState(s: OwnerServiceRecord): Record<string, unknown> {
  const types = [s.storefront && 'storefront', s.mobile && 'mobile', s.virtual && 'virtual'].filter(Boolean).join(', ');
  return {
    name: s.name,
    slug: s.slug,
    price: s.price,
    duration_minutes: s.duration_minutes,
    buffers: `${s.buffer_before_minutes}/${s.buffer_after_minutes}`,
    types,
    meeting_url: s.meeting_url,
    bookable: s.bookable,
    active: s.active,
    staff: s.staff_ids.join(', '),
    sold_online: s.sold_online,
    pricing: s.requires_quote ? 'quote' : s.is_subscription ? `subscription (${s.recurrence})` : 'one-time',
    images: s.images.length,
  };
}

function isSlugClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'services_client_slug_key')) return true;
  }
  return false;
}

async function change(work: () => Promise<ServiceChange>): Promise<ServiceChange> {
  try {
    return await work();
  } catch (err) {
    if (isSlugClash(err)) return { ok: false, error: 'slug_taken' };
    throw err;
  }
}

async function slugTaken(tx: AppDb, clientId: number, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.client_id, clientId), eq(services.slug, slug), exceptId === undefined ? undefined : ne(services.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether every id is a staff member of the client. */
export async function ownsStaff(tx: AppDb, clientId: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.client_id, clientId), inArray(staff.id, ids)));
  return rows.length === ids.length;
}

const values = (f: ServiceFields) => ({
  name: f.name,
  slug: f.slug,
  description: f.description,
  price_cents: f.price_cents,
  duration_minutes: f.duration_minutes,
  buffer_before_minutes: f.buffer_before_minutes,
  buffer_after_minutes: f.buffer_after_minutes,
  storefront: f.storefront,
  mobile: f.mobile,
  virtual: f.virtual,
  meeting_url: f.meeting_url,
  bookable: f.bookable,
  active: f.active,
  sold_online: f.sold_online,
  requires_quote: f.requires_quote,
  is_subscription: f.is_subscription,
  recurrence: f.is_subscription ? f.recurrence : null,
});

/** Makes who performs the service and its images what `f` says. */
async function writeLinks(tx: AppDb, clientId: number, serviceId: number, f: ServiceFields): Promise<void> {
  await tx.delete(serviceStaff).where(eq(serviceStaff.service_id, serviceId));
  if (f.staff_ids.length > 0) await tx.insert(serviceStaff).values(f.staff_ids.map((staff_id) => ({ service_id: serviceId, staff_id })));
  await tx.delete(serviceImages).where(eq(serviceImages.service_id, serviceId));
  if (f.images.length > 0) {
    await tx.insert(serviceImages).values(f.images.map((url, ordering) => ({ service_id: serviceId, client_id: clientId, url, ordering })));
  }
}

export async function createOwnerService(db: AppDb, clientId: number, f: ServiceFields, actor: AuditActor): Promise<ServiceChange> {
  return change(() =>
    db.transaction(async (tx) => {
      if (await slugTaken(tx, clientId, f.slug)) return { ok: false, error: 'slug_taken' } as const;
      if (!(await ownsStaff(tx, clientId, f.staff_ids))) return { ok: false, error: 'unknown_staff' } as const;
      const [row] = await tx
        .insert(services)
        .values({
          ...values(f),
          client_id: clientId,
          ordering: sql`(select coalesce(max(s.ordering), -1) + 1 from services s where s.client_id = ${clientId})`,
        })
        .returning({ id: services.id });
      await writeLinks(tx, clientId, row!.id, f);
      const [service] = await readServices(tx, clientId, row!.id);
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'service.create',
        entity: SERVICE_AUDIT_ENTITY,
        entityId: row!.id,
        before: null,
        after: auditState(service!),
      });
      return { ok: true, service: service! };
    }),
  );
}

async function lockService(tx: AppDb, clientId: number, serviceId: number): Promise<OwnerServiceRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(serviceId)) return null;
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.client_id, clientId)))
    .for('update');
  return row ? ((await readServices(tx, clientId, serviceId))[0] ?? null) : null;
}

export async function updateOwnerService(
  db: AppDb,
  clientId: number,
  serviceId: number,
  f: ServiceFields,
  actor: AuditActor,
): Promise<ServiceChange> {
  return change(() =>
    db.transaction(async (tx) => {
      const before = await lockService(tx, clientId, serviceId);
      if (!before) return { ok: false, error: 'not_found' } as const;
      if (f.slug !== before.slug && (await slugTaken(tx, clientId, f.slug, serviceId))) return { ok: false, error: 'slug_taken' } as const;
      if (!(await ownsStaff(tx, clientId, f.staff_ids))) return { ok: false, error: 'unknown_staff' } as const;
      await tx
        .update(services)
        .set({ ...values(f), updated_at: new Date() })
        .where(eq(services.id, serviceId));
      await writeLinks(tx, clientId, serviceId, f);
      const [service] = await readServices(tx, clientId, serviceId);
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'service.update',
        entity: SERVICE_AUDIT_ENTITY,
        entityId: serviceId,
        before: auditState(before),
        after: auditState(service!),
      });
      return { ok: true, service: service! };
    }),
  );
}

/** Deletes the service, or deactivates it when appointments name it. Null: no such service. */
export async function removeOwnerService(
  db: AppDb,
  clientId: number,
  serviceId: number,
  actor: AuditActor,
): Promise<'deleted' | 'deactivated' | null> {
  return db.transaction(async (tx) => {
    const before = await lockService(tx, clientId, serviceId);
    if (!before) return null;
    const [used] = await tx
      .select({ id: appointmentServices.appointment_id })
      .from(appointmentServices)
      .where(eq(appointmentServices.service_id, serviceId))
      .limit(1);
    if (used) {
      await tx.update(services).set({ active: false, bookable: false, updated_at: new Date() }).where(eq(services.id, serviceId));
    } else {
      await tx.delete(services).where(eq(services.id, serviceId));
    }
    const outcome = used ? 'deactivated' : 'deleted';
    await recordAudit(tx, {
      clientId,
      actor,
      action: `service.${outcome === 'deleted' ? 'delete' : 'deactivate'}`,
      entity: SERVICE_AUDIT_ENTITY,
      entityId: serviceId,
      before: auditState(before),
      after: used ? { ...auditState(before), active: false, bookable: false } : null,
    });
    return outcome;
  });
}
