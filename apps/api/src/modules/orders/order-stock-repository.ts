// An order's hold on stock. The units themselves are catalog's (modules/catalog/stock-repository.ts: taken at
// checkout, put back here); this file ties putting them back to the order's `stock_held` flag, turned off by a
// conditional update first, so a decline, an expiry and a cancel racing each other return the units exactly
// once. Call it inside the caller's transaction: the flag and the stock commit together.
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orderLines, orders } from '../../db/schema.js';
import { returnStock } from '../catalog/stock-repository.js';

/**
 * Puts an order's units back on stock if it still holds them; true when this call released them. Lines
 * whose variant was deleted since are skipped (nothing to put back).
 */
export async function releaseOrderStock(tx: AppDb, orderId: number): Promise<boolean> {
  const released = await tx
    .update(orders)
    .set({ stock_held: false, updated_at: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stock_held, true)))
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  const lines = await tx
    .select({ variantId: orderLines.variant_id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId));
  await returnStock(
    tx,
    lines.flatMap((l) => (l.variantId === null ? [] : [{ variantId: l.variantId, quantity: l.quantity }])),
  );
  return true;
}
