// What a product's stock means to a buyer and to its owner (spec §3 product "sold out"; issue 26: the back
// office read "Sold out" and "3 in stock" on one row). A product the owner marks sold out sells nothing,
// whatever units are counted: they are held back, not on sale. Without the mark, it is sold out when no
// unit is left. The public catalogue (availableQuantity) and the back office's list read it the same way.

export interface StockState {
  /** Nothing can be bought: marked sold out, or no unit left. */
  soldOut: boolean;
  /** Units a buyer can take (0 when marked sold out). */
  forSale: number;
  /** Units counted but not on sale because the owner marked the product sold out. */
  heldBack: number;
}

export function stockState(markedSoldOut: boolean, stock: number): StockState {
  const units = Math.max(0, Math.trunc(stock) || 0);
  return markedSoldOut ? { soldOut: true, forSale: 0, heldBack: units } : { soldOut: units === 0, forSale: units, heldBack: 0 };
}
