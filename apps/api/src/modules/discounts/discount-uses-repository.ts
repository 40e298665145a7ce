// A checkout's statements on discount codes (issue 30), in the checkout's own transaction. The code's row is
// locked first (`for update`): every checkout of one code takes its turn on that row until it commits, so
// the `used_count` it reads, and the customer's uses counted by the next statement (read committed: a new
// snapshot per statement, taken after the lock), include every use committed before it. A limit of 10 gives
// 10 uses however many buyers race; a refused code rolls back the checkout's transaction with nothing written.
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customers, discountCodes, discountUses } from '../../db/schema.js';
import type { DiscountCodeRow } from './discounts-repository.js';

/** The client's code by its lower-cased text, locked until the caller's transaction ends; null: none. */
export async function lockCode(tx: AppDb, clientId: number, codeKey: string): Promise<DiscountCodeRow | null> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.client_id, clientId), eq(discountCodes.code_key, codeKey)))
    .for('update');
  return row ?? null;
}

/** How many orders of the buyer (the client's customer of this e-mail) used the code. */
export async function customerUses(tx: AppDb, clientId: number, codeId: number, email: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(discountUses)
    .innerJoin(customers, eq(customers.id, discountUses.customer_id))
    .where(and(eq(discountUses.code_id, codeId), eq(customers.client_id, clientId), eq(customers.email, email.trim().toLowerCase())));
  return Number(row?.n ?? 0);
}

/** The order's use: one more on the code's count and the use's row. Call it with the code locked (lockCode). */
export async function recordUse(
  tx: AppDb,
  use: { clientId: number; codeId: number; orderId: number; customerId: number | null; discountCents: number },
): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ used_count: sql`${discountCodes.used_count} + 1` })
    .where(eq(discountCodes.id, use.codeId));
  await tx.insert(discountUses).values({
    client_id: use.clientId,
    code_id: use.codeId,
    order_id: use.orderId,
    customer_id: use.customerId,
    discount_cents: use.discountCents,
  });
}

/**
 * The order's payment failed: its use is given back (the row gone, one less on the count), at most once
 * (the delete returns the row only to the one call that removed it). Nothing when it used no code.
 */
export async function releaseUse(tx: AppDb, orderId: number): Promise<boolean> {
  const [gone] = await tx.delete(discountUses).where(eq(discountUses.order_id, orderId)).returning({ codeId: discountUses.code_id });
  if (!gone) return false;
  await tx
    .update(discountCodes)
    .set({ used_count: sql`greatest(${discountCodes.used_count} - 1, 0)` })
    .where(eq(discountCodes.id, gone.codeId));
  return true;
}
