// Stock of the products store: the one place that takes units off a variant and puts them back.
// Taking is a conditional update (`stock >= n`), so two buyers of the last unit cannot both win and the
// CHECK (stock >= 0) is never even reached; putting back is tied to the order's `stock_held` flag, turned
// off by a conditional update first, so a decline, an expiry and a cancel racing each other return the
// units exactly once. Call both inside the caller's transaction.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { orderLines, orders, productVariants } from '../schema.js';

export interface StockClaim {
  variantId: number;
  quantity: number;
}

export type ReserveResult = { ok: true } | { ok: false; short: { variantId: number; available: number }[] };

/** Claims per variant, summed (two cart lines may share one stock item), in id order (no deadlocks). */
export function sumClaims(claims: readonly StockClaim[]): StockClaim[] {
  const byVariant = new Map<number, number>();
  for (const { variantId, quantity } of claims) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
  return [...byVariant.entries()].sort(([a], [b]) => a - b).map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * Takes every claim off stock, or reports the variants that fell short (with what they have now). On a
 * short answer some units may already be taken: the caller must roll its transaction back.
 */
export async function reserveStock(tx: AppDb, clientId: number, claims: readonly StockClaim[]): Promise<ReserveResult> {
  const summed = sumClaims(claims);
  const short: { variantId: number; available: number }[] = [];
  for (const { variantId, quantity } of summed) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.client_id, clientId), gte(productVariants.stock, quantity)))
      .returning({ id: productVariants.id });
    if (taken.length === 0) short.push({ variantId, available: 0 });
  }
  if (short.length === 0) return { ok: true };
  const rows = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        short.map((s) => s.variantId),
      ),
    );
  const stock = new Map(rows.map((r) => [r.id, r.stock]));
  return { ok: false, short: short.map((s) => ({ variantId: s.variantId, available: stock.get(s.variantId) ?? 0 })) };
}

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
  const claims = sumClaims(lines.flatMap((l) => (l.variantId === null ? [] : [{ variantId: l.variantId, quantity: l.quantity }])));
  for (const { variantId, quantity } of claims) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }
  return true;
}
