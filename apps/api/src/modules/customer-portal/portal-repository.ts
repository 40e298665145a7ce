// The customer's "your bookings and orders" page (issue 30): the customer of a portal key, and what is theirs
// with that business — each section one statement on the customer's own index, always filtered by BOTH the
// client and the customer (a key of one business never reads another's rows), newest first, at most
// PORTAL_SECTION_LIMIT rows. And the owner's side: the customer to mail the link to, and a new key.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customers } from '../../db/schema.js';
import { isoText } from '../customers/customers-directory-repository.js';

/** The most rows each section lists. */
export const PORTAL_SECTION_LIMIT = 100;
const LIMIT = PORTAL_SECTION_LIMIT;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface PortalCustomer {
  id: number;
  first_name: string;
}

/** The client's customer of this portal key, or null (an unknown, malformed or other business's key). */
export async function findCustomerByPortalKey(db: AppDb, clientId: number, key: string): Promise<PortalCustomer | null> {
  if (!UUID.test(key)) return null;
  const [row] = await db
    .select({ id: customers.id, first_name: customers.first_name })
    .from(customers)
    .where(and(eq(customers.client_id, clientId), eq(customers.portal_key, key.toLowerCase())));
  return row ?? null;
}

export interface PortalBookingRow {
  starts_at: string;
  ends_at: string;
  status: 'booked' | 'canceled';
  services: string[];
  staff_name: string;
  total_cents: number;
  manage_key: string;
}

/** Their booked and cancelled appointments, latest start first (never a hold: it is nobody's booking yet). */
export async function portalBookings(db: AppDb, clientId: number, customerId: number): Promise<PortalBookingRow[]> {
  const result = await db.execute(sql`select ${isoText(sql`a.starts_at`)} as starts_at, ${isoText(sql`a.ends_at`)} as ends_at,
      a.status, a.total_cents, a.manage_key::text as manage_key, coalesce(p.name, '') as staff_name,
      coalesce((select json_agg(x.name order by x.position) from appointment_services x
        where x.appointment_id = a.id), '[]') as services
    from appointments a left join staff p on p.id = a.staff_id
    where a.customer_id = ${customerId} and a.client_id = ${clientId} and a.status in ('booked', 'canceled')
    order by a.starts_at desc, a.id desc limit ${LIMIT}`);
  return rowsOf<PortalBookingRow & { services: string[] | string; total_cents: number | string }>(result).map((r) => ({
    ...r,
    total_cents: Number(r.total_cents),
    services: typeof r.services === 'string' ? (JSON.parse(r.services) as string[]) : r.services,
  }));
}

export interface PortalOrderRow {
  uuid: string;
  kind: string;
  number: number | null;
  created_at: string;
  status: string;
  total_cents: number;
  paid_cents: number;
}

/**
 * Their placed store orders (a checkout's failed attempt is no order of theirs) and their quotes, invoices
 * and deposits, newest first.
 */
export async function portalOrders(db: AppDb, clientId: number, customerId: number): Promise<PortalOrderRow[]> {
  const result = await db.execute(sql`select o.uuid::text as uuid, o.kind, o.number, ${isoText(sql`o.created_at`)} as created_at,
      o.status, o.total_cents, o.paid_cents
    from orders o where o.customer_id = ${customerId} and o.client_id = ${clientId}
      and ((o.kind = 'order' and (o.number is not null or o.status = 'awaiting_payment'))
        or o.kind in ('quote', 'invoice', 'partial_invoice'))
    order by o.created_at desc, o.id desc limit ${LIMIT * 2}`);
  return rowsOf<PortalOrderRow>(result).map((r) => ({
    ...r,
    number: r.number === null ? null : Number(r.number),
    total_cents: Number(r.total_cents),
    paid_cents: Number(r.paid_cents),
  }));
}

export interface PortalSubscriptionRow {
  order_uuid: string;
  name: string;
  amount_cents: number;
  recurrence: string;
  status: string;
  next_charge_at: string | null;
}

/** Their subscriptions with the order that started them (its page cancels them), newest first. */
export async function portalSubscriptions(db: AppDb, clientId: number, customerId: number): Promise<PortalSubscriptionRow[]> {
  const result = await db.execute(sql`select o.uuid::text as order_uuid, s.name, s.amount_cents, s.recurrence, s.status,
      case when s.next_charge_at is null then null else ${isoText(sql`s.next_charge_at`)} end as next_charge_at
    from subscriptions s join orders o on o.id = s.order_id and o.client_id = s.client_id
    where s.customer_id = ${customerId} and s.client_id = ${clientId}
    order by s.created_at desc, s.id desc limit ${LIMIT}`);
  return rowsOf<PortalSubscriptionRow>(result).map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

export interface LinkCustomer {
  email: string;
  first_name: string;
  last_name: string;
  portal_key: string;
}

/** The client's customer to mail the link to, locked for the send (null: not the business's). */
export async function lockLinkCustomer(tx: AppDb, clientId: number, customerId: number): Promise<LinkCustomer | null> {
  const [row] = await tx
    .select({ email: customers.email, first_name: customers.first_name, last_name: customers.last_name, portal_key: customers.portal_key })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)))
    .for('update');
  return row ?? null;
}
