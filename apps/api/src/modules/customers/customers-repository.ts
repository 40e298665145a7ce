// The Customers screen's writes to `customers` (issue 30): the owner's edit of a customer's contact details and
// private note. The visitors' and the other modules' upserts stay in orders/customers-repository.ts.
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customers } from '../../db/schema.js';

export interface CustomerContactFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  note: string;
}

const CONTACT_COLUMNS = {
  first_name: customers.first_name,
  last_name: customers.last_name,
  email: customers.email,
  phone: customers.phone,
  note: customers.note,
};

/** The customer's editable fields, locked for the change (null: not the business's). */
export async function lockCustomerFields(tx: AppDb, clientId: number, customerId: number): Promise<CustomerContactFields | null> {
  const [row] = await tx
    .select(CONTACT_COLUMNS)
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)))
    .for('update');
  return row ?? null;
}

/** Whether another customer of the business has this (lower-cased) e-mail. */
export async function emailTakenByOther(tx: AppDb, clientId: number, customerId: number, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.client_id, clientId), eq(customers.email, email)));
  return row !== undefined && row.id !== customerId;
}

export async function updateCustomerFields(tx: AppDb, clientId: number, customerId: number, fields: CustomerContactFields): Promise<void> {
  await tx
    .update(customers)
    .set({ ...fields, updated_at: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)));
}

/** A unique violation of the business's one-customer-per-e-mail rule (a concurrent edit or checkout). */
export function isEmailClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'customers_client_email_key')) return true;
  }
  return false;
}
