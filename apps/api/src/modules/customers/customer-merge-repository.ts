// The statements of a customer merge and its undo (issue 30): the pair of customers locked in id order, what
// would move counted, every row that refers to a customer re-pointed (its ids returned, so an undo moves
// exactly those back), and the merge record kept. MERGED_TABLES names every column that refers to
// customers(id); customer-merge.test.ts fails when the schema gains one this list lacks.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customerMerges, customers } from '../../db/schema.js';
import type { MergedCustomerRow } from '../../db/schema/customer-merges.js';

/** Every table whose rows name a customer, and the column that names it. None has a unique key on it. */
export const MERGED_TABLES = {
  orders: 'customer_id',
  appointments: 'customer_id',
  subscriptions: 'customer_id',
  discount_uses: 'customer_id',
  form_requests: 'customer_id',
  form_responses: 'customer_id',
  form_uploads: 'customer_id',
  customer_merges: 'kept_customer_id',
} as const;
export type MergedTable = keyof typeof MERGED_TABLES;
export const MERGED_TABLE_NAMES = Object.keys(MERGED_TABLES) as MergedTable[];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const table = (name: MergedTable) => sql.identifier(name);
const column = (name: MergedTable) => sql.identifier(MERGED_TABLES[name]);
/** `id` among the ids given (as a JSON array: any length, uuids and integers alike). */
const idAmong = (ids: (number | string)[]): SQL =>
  sql`id::text in (select jsonb_array_elements_text(${JSON.stringify(ids.map(String))}::jsonb))`;

const CUSTOMER_ROW = {
  id: customers.id,
  uuid: customers.uuid,
  forms_key: customers.forms_key,
  portal_key: customers.portal_key,
  email: customers.email,
  first_name: customers.first_name,
  last_name: customers.last_name,
  phone: customers.phone,
  note: customers.note,
  created_at: customers.created_at,
  updated_at: customers.updated_at,
};
export type CustomerRow = Omit<MergedCustomerRow, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** The business's customers of these ids, locked for update one after another in id order (no deadlock). */
export async function lockCustomers(tx: AppDb, clientId: number, ids: number[]): Promise<CustomerRow[]> {
  return tx
    .select(CUSTOMER_ROW)
    .from(customers)
    .where(and(eq(customers.client_id, clientId), inArray(customers.id, ids)))
    .orderBy(asc(customers.id))
    .for('update');
}

/** The business's customers of these ids, unlocked (a preview). */
export async function readCustomers(db: AppDb, clientId: number, ids: number[]): Promise<CustomerRow[]> {
  return db
    .select(CUSTOMER_ROW)
    .from(customers)
    .where(and(eq(customers.client_id, clientId), inArray(customers.id, ids)));
}

export interface MergeCounts {
  orders: number;
  appointments: number;
  documents: number;
  subscriptions: number;
  forms: number;
  messages: number;
  discount_uses: number;
}

/** What a merge of the customer would move to another one, counted as the customer's page lists it. */
export async function countCustomerRows(db: AppDb, clientId: number, customerId: number, email: string): Promise<MergeCounts> {
  const result = await db.execute(sql`select
      (select count(*) from orders where client_id = ${clientId} and customer_id = ${customerId} and kind = 'order')::int as orders,
      (select count(*) from orders where client_id = ${clientId} and customer_id = ${customerId} and kind <> 'order')::int as documents,
      (select count(*) from appointments where client_id = ${clientId} and customer_id = ${customerId})::int as appointments,
      (select count(*) from subscriptions where client_id = ${clientId} and customer_id = ${customerId})::int as subscriptions,
      (select count(*) from form_responses where client_id = ${clientId} and customer_id = ${customerId})::int as forms,
      (select count(*) from mail_messages where client_id = ${clientId} and lower(to_address) = ${email.toLowerCase()})::int as messages,
      (select count(*) from discount_uses where client_id = ${clientId} and customer_id = ${customerId})::int as discount_uses`);
  return rowsOf<MergeCounts>(result)[0]!;
}

/** Re-points every row of `from` to `to` in each table; the ids moved, by table. */
export async function moveCustomerRows(
  tx: AppDb,
  clientId: number,
  from: number,
  to: number,
): Promise<Record<MergedTable, (number | string)[]>> {
  const moved = {} as Record<MergedTable, (number | string)[]>;
  for (const name of MERGED_TABLE_NAMES) {
    const result = await tx.execute(sql`update ${table(name)} set ${column(name)} = ${to}
      where client_id = ${clientId} and ${column(name)} = ${from} returning id`);
    moved[name] = rowsOf<{ id: number | string }>(result).map((r) =>
      typeof r.id === 'string' && /^\d+$/.test(r.id) ? Number(r.id) : r.id,
    );
  }
  return moved;
}

/** How many of the moved rows now name another customer than `keptId` (a later change the undo would undo). */
export async function countMovedElsewhere(
  tx: AppDb,
  clientId: number,
  keptId: number,
  moved: Record<string, (number | string)[]>,
): Promise<number> {
  let elsewhere = 0;
  for (const name of MERGED_TABLE_NAMES) {
    const ids = moved[name] ?? [];
    if (ids.length === 0) continue;
    const result = await tx.execute(sql`select count(*)::int as n from ${table(name)}
      where client_id = ${clientId} and ${idAmong(ids)} and ${column(name)} is distinct from ${keptId}`);
    elsewhere += rowsOf<{ n: number }>(result)[0]!.n;
  }
  return elsewhere;
}

/** Moves the rows back from `keptId` to `restoredId` (those still there; gone ones stay gone); the count moved. */
export async function moveRowsBack(
  tx: AppDb,
  clientId: number,
  keptId: number,
  restoredId: number,
  moved: Record<string, (number | string)[]>,
): Promise<Record<MergedTable, number>> {
  const back = {} as Record<MergedTable, number>;
  for (const name of MERGED_TABLE_NAMES) {
    const ids = moved[name] ?? [];
    back[name] = 0;
    if (ids.length === 0) continue;
    const result = await tx.execute(sql`update ${table(name)} set ${column(name)} = ${restoredId}
      where client_id = ${clientId} and ${idAmong(ids)} and ${column(name)} = ${keptId} returning id`);
    back[name] = rowsOf(result).length;
  }
  return back;
}

/** The removed customer's row again, with its own id, uuid and forms link. */
export async function reinsertCustomer(tx: AppDb, clientId: number, row: MergedCustomerRow): Promise<void> {
  await tx.insert(customers).values({
    ...row,
    client_id: clientId,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  });
}

/** Whether a customer of the business has this e-mail now. */
export async function emailInUse(tx: AppDb, clientId: number, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.client_id, clientId), eq(customers.email, email)));
  return row !== undefined;
}

export async function deleteCustomer(tx: AppDb, clientId: number, customerId: number): Promise<void> {
  await tx.delete(customers).where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)));
}

export async function setCustomerFields(
  tx: AppDb,
  clientId: number,
  customerId: number,
  fields: Partial<Record<string, string>>,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await tx
    .update(customers)
    .set({ ...fields, updated_at: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)));
}

export type MergeRow = typeof customerMerges.$inferSelect;

export async function insertMerge(tx: AppDb, row: typeof customerMerges.$inferInsert): Promise<MergeRow> {
  const [stored] = await tx.insert(customerMerges).values(row).returning();
  return stored!;
}

/** The business's merge of this handle, locked for its undo (null: none). */
export async function lockMerge(tx: AppDb, clientId: number, uuid: string): Promise<MergeRow | null> {
  const [row] = await tx
    .select()
    .from(customerMerges)
    .where(and(eq(customerMerges.client_id, clientId), eq(customerMerges.uuid, uuid)))
    .for('update');
  return row ?? null;
}

/** Whether this customer id was merged away (and not undone): a stale page's second merge. */
export async function wasMergedAway(tx: AppDb, clientId: number, customerId: number): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from customer_merges
    where client_id = ${clientId} and removed_customer_id = ${customerId} and undone_at is null limit 1`);
  return rowsOf(result).length > 0;
}

/** Ends the undo of merges whose kept customer was just merged into another (their rows moved on). */
export async function closeMergesOf(tx: AppDb, ids: (number | string)[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update customer_merges set undo_until = least(undo_until, ${now.toISOString()}::timestamptz)
    where ${idAmong(ids)}`);
}

export async function markUndone(tx: AppDb, id: number, now: Date): Promise<void> {
  await tx.update(customerMerges).set({ undone_at: now }).where(eq(customerMerges.id, id));
}
