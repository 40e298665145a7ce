// When a product is "low on stock" (issue 26): its units left are above 0 and at or below its own low-stock
// threshold. The threshold is the owner's, per product; not set (null) means DEFAULT_LOW_STOCK_THRESHOLD,
// and 0 means the product is never called low. Out of stock (0 units) or the owner's sold-out flag is not
// "low": it is sold out, which has its own badge and filter. The back office's list (badge and "Low stock"
// filter, computed by the API in SQL with the same rule) and the public product page ("Only 2 left") use it.

/** Units at or below which a product without its own threshold counts as low (the back office's former rule). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** The threshold that applies: the product's own, or the default when it has none. */
export function lowStockThresholdOf(threshold: number | null | undefined): number {
  return typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 0 ? threshold : DEFAULT_LOW_STOCK_THRESHOLD;
}

export interface LowStockFacts {
  /** Units left (of the product over every variant, or of the chosen variant). */
  stock: number;
  /** The owner's threshold; null or absent: the default. */
  threshold?: number | null;
  /** The owner's sold-out flag. */
  soldOut?: boolean;
}

/** Some units left, but no more than the threshold (sold out is not low stock). */
export function isLowStock({ stock, threshold, soldOut = false }: LowStockFacts): boolean {
  return !soldOut && stock > 0 && stock <= lowStockThresholdOf(threshold);
}
