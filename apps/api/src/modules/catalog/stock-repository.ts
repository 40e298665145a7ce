// Stock of the products store: the one place that takes units off a variant and puts them back (catalog owns
// the variants; the orders flow calls these inside its own transaction, so an order and its stock commit or
// roll back together). Taking is a conditional update (`stock >= n`), so two buyers of the last unit cannot
// both win and the CHECK (stock >= 0) is never even reached. Putting back is the caller's to do once: the
// orders module ties it to the order's `stock_held` flag (order-stock-repository.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared.js';
import { productVariants } from '../../db/schema.js';

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
    const taken = await takeStock(tx, { variantId, clientId, quantity });
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

// Every checkout's reservation (issue 29): built once per database, run in the caller's transaction (db/prepared.ts).
const takeStock = preparedStatement('stock_take', (db: AppDb, name: string) =>
  db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${sql.placeholder('quantity')}::integer` })
    .where(
      and(
        eq(productVariants.id, sql.placeholder('variantId')),
        eq(productVariants.client_id, sql.placeholder('clientId')),
        sql`${productVariants.stock} >= ${sql.placeholder('quantity')}::integer`,
      ),
    )
    .returning({ id: productVariants.id })
    .prepare(name),
);

/** Puts units back on stock; a variant deleted since is skipped (nothing to put back). */
export async function returnStock(tx: AppDb, claims: readonly StockClaim[]): Promise<void> {
  for (const { variantId, quantity } of sumClaims(claims)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }
}
