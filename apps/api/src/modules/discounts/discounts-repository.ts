// The client's discount codes and their uses as the back office reads and writes them (issue 30). Writes run
// in the service's transaction with their audit entry; the checkout's own statements are
// discount-uses-repository.ts.
import { and, asc, desc, eq, lt, or } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients, customers, discountCodes, discountUses, orders } from '../../db/schema.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeFields = Pick<
  typeof discountCodes.$inferInsert,
  | 'code'
  | 'kind'
  | 'value'
  | 'minimum_cents'
  | 'starts_at'
  | 'ends_at'
  | 'usage_limit'
  | 'per_customer_limit'
  | 'product_ids'
  | 'service_ids'
  | 'paused'
>;

export async function listCodes(db: AppDb, clientId: number): Promise<DiscountCodeRow[]> {
  return db.select().from(discountCodes).where(eq(discountCodes.client_id, clientId)).orderBy(asc(discountCodes.code_key));
}

export async function findCode(db: AppDb, clientId: number, id: number): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.client_id, clientId), eq(discountCodes.id, id)));
  return row ?? null;
}

/** A code by what a visitor typed (already lower-cased), without locking it: the cart's check. */
export async function findCodeByKey(db: AppDb, clientId: number, codeKey: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.client_id, clientId), eq(discountCodes.code_key, codeKey)));
  return row ?? null;
}

export async function insertCode(tx: AppDb, clientId: number, fields: DiscountCodeFields): Promise<DiscountCodeRow> {
  const [row] = await tx
    .insert(discountCodes)
    .values({ ...fields, client_id: clientId, code_key: fields.code.toLowerCase() })
    .returning();
  return row!;
}

/** The code's new fields, its uses kept; null when the client has no such code. */
export async function updateCode(
  tx: AppDb,
  clientId: number,
  id: number,
  fields: Partial<DiscountCodeFields>,
): Promise<DiscountCodeRow | null> {
  const [row] = await tx
    .update(discountCodes)
    .set({ ...fields, ...(fields.code === undefined ? {} : { code_key: fields.code.toLowerCase() }), updated_at: new Date() })
    .where(and(eq(discountCodes.client_id, clientId), eq(discountCodes.id, id)))
    .returning();
  return row ?? null;
}

/** The business's time zone (null: not set). */
export async function clientTimeZone(db: AppDb, clientId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ timezone: clients.timezone }).from(clients).where(eq(clients.id, clientId));
  return row ? row.timezone : undefined;
}

export interface DiscountUseRow {
  id: number;
  order_uuid: string;
  order_id: number;
  order_number: number | null;
  order_status: string;
  customer_name: string;
  customer_email: string;
  discount_cents: number;
  currency: string;
  created_at: Date;
}

/** A page of a code's uses, newest first (keyset on created_at, id). */
export async function listUses(
  db: AppDb,
  clientId: number,
  codeId: number,
  page: { limit: number; before?: { at: Date; id: number } },
): Promise<DiscountUseRow[]> {
  const rows = await db
    .select({
      id: discountUses.id,
      order_uuid: orders.uuid,
      order_id: orders.id,
      order_number: orders.number,
      order_status: orders.status,
      first_name: customers.first_name,
      last_name: customers.last_name,
      customer_email: orders.email,
      discount_cents: discountUses.discount_cents,
      currency: orders.currency,
      created_at: discountUses.created_at,
    })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.order_id))
    .leftJoin(customers, eq(customers.id, discountUses.customer_id))
    .where(
      and(
        eq(discountUses.client_id, clientId),
        eq(discountUses.code_id, codeId),
        page.before
          ? or(
              lt(discountUses.created_at, page.before.at),
              and(eq(discountUses.created_at, page.before.at), lt(discountUses.id, page.before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(discountUses.created_at), desc(discountUses.id))
    .limit(page.limit);
  return rows.map(({ first_name, last_name, ...r }) => ({ ...r, customer_name: [first_name, last_name].filter(Boolean).join(' ') }));
}
