// The Customers screen's service (issue 30): the directory and a customer's record (read), and the owner's
// edit of a customer's contact details and private note, written with its audit entry in one transaction.
// An employee (role 4) reads only the customers of their own appointments, sees only those appointments and
// no money, and changes nothing (403 read_only).
import type { CustomerPage, CustomerRecord } from '@vitrina/api-client/contracts';
import { fromMinorUnits } from '@vitrina/core-model';
import type { CustomerValues } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { staffIdOfUser } from '../booking/appointments-repository.js';
import { findCustomerStats, listCustomerStats } from './customers-directory-repository.js';
import type { CustomerDirectoryQuery, CustomerStatsRow } from './customers-directory-repository.js';
import {
  customerAppointments,
  customerDocuments,
  customerForms,
  customerMessages,
  customerOrders,
  customerSubscriptions,
} from './customers-record-repository.js';
import { emailTakenByOther, isEmailClash, lockCustomerFields, updateCustomerFields } from './customers-repository.js';

export const CUSTOMER_MESSAGES = {
  notFound: 'There is no such customer',
  emailTaken: 'Another customer of this business already uses this e-mail',
  readOnly: 'Your role can read these customers but not change them',
  invalid: 'The customer’s details are not valid',
} as const;

/** The audit log's kind of record. */
export const CUSTOMER_AUDIT_ENTITY = 'customer';

/** Who asks: the owner's change (client, actor, log), their login and role, and the business's settings. */
export interface CustomersCaller extends OwnerChanger {
  userId: string;
  roleId: number;
  /** The business's IANA zone and ISO 4217 currency. */
  zone: string;
  currency: string;
}

const EMPLOYEE = 4;

/** An employee's own staff row (0 when none is linked: they see no one); undefined for owners and managers. */
async function onlyStaff(ctx: AppContext, by: CustomersCaller): Promise<number | undefined> {
  if (by.roleId !== EMPLOYEE) return undefined;
  return (await staffIdOfUser(ctx.database.db, by.clientId, by.userId)) ?? 0;
}

const notFound = () => new ApiError(404, 'customer_not_found', CUSTOMER_MESSAGES.notFound);

/** A directory row; an employee sees no money and no count of the customer's orders. */
export function customerSummary(row: CustomerStatsRow, money: boolean) {
  return {
    id: row.id,
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    created_at: row.created_at,
    last_activity_at: row.last_activity_at,
    total_spent: fromMinorUnits(money ? row.spent_cents : 0),
    // An employee's count is of their own bookings (the record's); the directory gives them none.
    visits: money ? row.visits : 0,
    owes: money && row.owes,
  };
}

/** One page of the directory. An employee's is sorted by activity (they see no money). */
export async function customerDirectory(ctx: AppContext, by: CustomersCaller, query: CustomerDirectoryQuery): Promise<CustomerPage> {
  const onlyStaffId = await onlyStaff(ctx, by);
  const money = onlyStaffId === undefined;
  const { rows, next_cursor } = await listCustomerStats(
    ctx.database.db,
    by.clientId,
    { ...query, sort: money ? query.sort : 'activity', filter: money ? query.filter : undefined },
    { zone: by.zone, onlyStaffId },
  );
  return { customers: rows.map((row) => customerSummary(row, money)), next_cursor };
}

/** A customer's record: every section for owners and managers, their own appointments only for an employee. */
export async function customerRecord(ctx: AppContext, by: CustomersCaller, customerId: number): Promise<CustomerRecord> {
  const db = ctx.database.db;
  const onlyStaffId = await onlyStaff(ctx, by);
  const stats = await findCustomerStats(db, by.clientId, customerId, { onlyStaffId });
  if (!stats) throw notFound();
  const all = onlyStaffId === undefined;
  const none = <T>(): Promise<T[]> => Promise.resolve([]);
  const [orders, appointments, documents, subscriptions, forms, messages] = await Promise.all([
    all ? customerOrders(db, by.clientId, customerId) : none<Awaited<ReturnType<typeof customerOrders>>[number]>(),
    customerAppointments(db, by.clientId, customerId, onlyStaffId),
    all ? customerDocuments(db, by.clientId, customerId) : none<Awaited<ReturnType<typeof customerDocuments>>[number]>(),
    all ? customerSubscriptions(db, by.clientId, customerId) : none<Awaited<ReturnType<typeof customerSubscriptions>>[number]>(),
    all ? customerForms(db, by.clientId, customerId) : none<Awaited<ReturnType<typeof customerForms>>[number]>(),
    all ? customerMessages(db, by.clientId, customerId, stats.email) : none<Awaited<ReturnType<typeof customerMessages>>[number]>(),
  ]);
  const money = (cents: number) => fromMinorUnits(Number(cents));
  const open = (status: string) => status === 'pending' || status === 'approved';
  return {
    ...customerSummary(stats, all),
    visits: all ? stats.visits : appointments.filter((a) => a.status === 'booked').length,
    note: all ? stats.note : '',
    currency: by.currency,
    scope: all ? 'all' : 'own_appointments',
    editable: all,
    orders: orders.map((o) => ({
      id: o.id,
      order_number: o.number === null ? null : String(o.number),
      dated: o.created_at,
      state: o.status as CustomerRecord['orders'][number]['state'],
      total: money(o.total_cents),
      currency: o.currency,
    })),
    appointments: appointments.map((a) => ({
      id: a.id,
      starts_at: a.starts_at,
      ends_at: a.ends_at,
      state: a.status as 'booked' | 'canceled',
      services: a.services,
      staff_name: a.staff_name,
      total: money(a.total_cents),
    })),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind as CustomerRecord['documents'][number]['kind'],
      order_number: String(d.number ?? ''),
      dated: d.created_at,
      state: d.status as CustomerRecord['documents'][number]['state'],
      total: money(d.total_cents),
      paid: money(d.paid_cents),
      balance: money(open(d.status) ? Math.max(0, d.total_cents - d.paid_cents) : 0),
      currency: d.currency,
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      order_id: s.order_id,
      name: s.name,
      amount: money(s.amount_cents),
      currency: s.currency,
      recurrence: s.recurrence as CustomerRecord['subscriptions'][number]['recurrence'],
      state: s.status as CustomerRecord['subscriptions'][number]['state'],
      next_charge_at: s.next_charge_at,
    })),
    forms: forms.map((f) => ({ uuid: f.uuid, form_name: f.form_name, answered_at: f.created_at, files: f.files })),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      subject: m.subject,
      status: m.status as CustomerRecord['messages'][number]['status'],
      created_at: m.created_at,
      sent_at: m.sent_at,
    })),
  };
}

/** 403 read_only for an employee: they read their appointments' customers and change nothing. */
export function assertMayChange(by: Pick<CustomersCaller, 'roleId'>): void {
  if (by.roleId === EMPLOYEE) throw new ApiError(403, 'read_only', CUSTOMER_MESSAGES.readOnly);
}

const emailTaken = () => new ApiError(409, 'email_taken', CUSTOMER_MESSAGES.emailTaken, { email: 'manage:customers.errors.emailTaken' });

/**
 * Changes the customer's contact details and note with its audit entry (before → after) in one transaction:
 * 404 customer_not_found, 409 email_taken when another customer of the business has the e-mail.
 */
export async function changeCustomer(
  ctx: AppContext,
  by: CustomersCaller,
  customerId: number,
  fields: CustomerValues,
): Promise<CustomerRecord> {
  assertMayChange(by);
  try {
    await ctx.database.db.transaction(async (tx) => {
      const before = await lockCustomerFields(tx, by.clientId, customerId);
      if (!before) throw notFound();
      if (await emailTakenByOther(tx, by.clientId, customerId, fields.email)) throw emailTaken();
      await updateCustomerFields(tx, by.clientId, customerId, fields);
      await recordAudit(tx, {
        clientId: by.clientId,
        actor: by.actor,
        action: 'customer.update',
        entity: CUSTOMER_AUDIT_ENTITY,
        entityId: customerId,
        before: { ...before },
        after: { ...fields },
      });
    });
  } catch (err) {
    if (isEmailClash(err)) throw emailTaken();
    throw err;
  }
  return customerRecord(ctx, by, customerId);
}
