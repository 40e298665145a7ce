// A customer's record on the Customers screen (issue 30): their orders, bookings, quotes and invoices,
// subscriptions, form answers with their files, and the messages the business sent them, each read by one
// statement on the customer's own index (newest first, CUSTOMER_SECTION_LIMIT rows at most), never a query per
// row. An employee's record lists only their own appointments with the customer.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { isoText } from './customers-directory-repository.js';

/** The most rows each section lists. */
export const CUSTOMER_SECTION_LIMIT = 100;

export interface CustomerOrderItem {
  id: number;
  number: number | null;
  created_at: string;
  status: string;
  total_cents: number;
  currency: string;
}

export interface CustomerDocumentItem extends CustomerOrderItem {
  kind: string;
  paid_cents: number;
}

export interface CustomerAppointmentItem {
  id: number;
  starts_at: string;
  ends_at: string;
  status: string;
  services: string[];
  staff_name: string;
  total_cents: number;
}

export interface CustomerSubscriptionItem {
  id: number;
  order_id: number;
  name: string;
  amount_cents: number;
  currency: string;
  recurrence: string;
  status: string;
  next_charge_at: string | null;
}

export interface CustomerFormItem {
  uuid: string;
  form_name: string;
  created_at: string;
  files: { id: string; filename: string; bytes: number }[];
}

export interface CustomerMessageItem {
  id: number;
  kind: string;
  subject: string;
  status: string;
  created_at: string;
  sent_at: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const LIMIT = CUSTOMER_SECTION_LIMIT;

/** The customer's placed orders (a checkout's failed attempt is no order of theirs), newest first. */
export async function customerOrders(db: AppDb, clientId: number, customerId: number): Promise<CustomerOrderItem[]> {
  const result = await db.execute(sql`select o.id, o.number, ${isoText(sql`o.created_at`)} as created_at, o.status,
      o.total_cents, o.currency
    from orders o where o.customer_id = ${customerId} and o.client_id = ${clientId} and o.kind = 'order'
      and (o.number is not null or o.status = 'awaiting_payment')
    order by o.created_at desc, o.id desc limit ${LIMIT}`);
  return rowsOf<CustomerOrderItem>(result);
}

/** Their quotes, invoices and deposits, newest first. */
export async function customerDocuments(db: AppDb, clientId: number, customerId: number): Promise<CustomerDocumentItem[]> {
  const result = await db.execute(sql`select o.id, o.kind, o.number, ${isoText(sql`o.created_at`)} as created_at, o.status,
      o.total_cents, o.paid_cents, o.currency
    from orders o where o.customer_id = ${customerId} and o.client_id = ${clientId}
      and o.kind in ('quote', 'invoice', 'partial_invoice')
    order by o.created_at desc, o.id desc limit ${LIMIT}`);
  return rowsOf<CustomerDocumentItem>(result);
}

/** Their booked and canceled appointments (only `staffId`'s when given), latest start first. */
export async function customerAppointments(
  db: AppDb,
  clientId: number,
  customerId: number,
  staffId?: number,
): Promise<CustomerAppointmentItem[]> {
  const result = await db.execute(sql`select a.id, ${isoText(sql`a.starts_at`)} as starts_at, ${isoText(sql`a.ends_at`)} as ends_at,
      a.status, a.total_cents, coalesce(p.name, '') as staff_name,
      coalesce((select json_agg(x.name order by x.position) from appointment_services x
        where x.appointment_id = a.id), '[]') as services
    from appointments a left join staff p on p.id = a.staff_id
    where a.customer_id = ${customerId} and a.client_id = ${clientId} and a.status in ('booked', 'canceled')
      ${staffId === undefined ? sql`` : sql`and a.staff_id = ${staffId}`}
    order by a.starts_at desc, a.id desc limit ${LIMIT}`);
  return rowsOf<CustomerAppointmentItem & { services: string[] | string }>(result).map((r) => ({
    ...r,
    services: typeof r.services === 'string' ? (JSON.parse(r.services) as string[]) : r.services,
  }));
}

/** Their subscriptions, newest first. */
export async function customerSubscriptions(db: AppDb, clientId: number, customerId: number): Promise<CustomerSubscriptionItem[]> {
  const result = await db.execute(sql`select s.id, s.order_id, s.name, s.amount_cents, s.currency, s.recurrence, s.status,
      case when s.next_charge_at is null then null else ${isoText(sql`s.next_charge_at`)} end as next_charge_at
    from subscriptions s where s.customer_id = ${customerId} and s.client_id = ${clientId}
    order by s.created_at desc, s.id desc limit ${LIMIT}`);
  return rowsOf<CustomerSubscriptionItem>(result);
}

/** Their answered forms with the files bound to each answer, newest first. */
export async function customerForms(db: AppDb, clientId: number, customerId: number): Promise<CustomerFormItem[]> {
  const result = await db.execute(sql`select r.uuid, r.form_name, ${isoText(sql`r.created_at`)} as created_at,
      coalesce((select json_agg(json_build_object('id', u.id, 'filename', u.filename, 'bytes', u.bytes) order by u.created_at, u.id)
        from form_uploads u where u.response_id = r.id), '[]') as files
    from form_responses r where r.client_id = ${clientId} and r.customer_id = ${customerId}
    order by r.created_at desc, r.id desc limit ${LIMIT}`);
  return rowsOf<CustomerFormItem & { files: CustomerFormItem['files'] | string }>(result).map((r) => ({
    ...r,
    files: typeof r.files === 'string' ? (JSON.parse(r.files) as CustomerFormItem['files']) : r.files,
  }));
}

/**
 * The messages the business's mail sent (or is sending) to their address, and to the addresses of the customers
 * merged into them (while the merge stands), newest first.
 */
export async function customerMessages(db: AppDb, clientId: number, customerId: number, email: string): Promise<CustomerMessageItem[]> {
  const result = await db.execute(sql`select m.id, m.kind, m.subject, m.status, ${isoText(sql`m.created_at`)} as created_at,
      case when m.sent_at is null then null else ${isoText(sql`m.sent_at`)} end as sent_at
    from mail_messages m where m.client_id = ${clientId} and (lower(m.to_address) = ${email.toLowerCase()}
      or lower(m.to_address) in (select g.removed_email from customer_merges g
        where g.client_id = ${clientId} and g.kept_customer_id = ${customerId} and g.undone_at is null))
    order by m.created_at desc, m.id desc limit ${LIMIT}`);
  return rowsOf<CustomerMessageItem & { id: number | string }>(result).map((r) => ({ ...r, id: Number(r.id) }));
}
