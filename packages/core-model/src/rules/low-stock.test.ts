import { describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD, isLowStock, lowStockThresholdOf } from './low-stock.js';

describe('low stock (issue 26)', () => {
  it('uses the default threshold (3) when the product has none', () => {
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(3);
    expect(lowStockThresholdOf(null)).toBe(3);
    expect(lowStockThresholdOf(undefined)).toBe(3);
    expect(isLowStock({ stock: 3, threshold: null })).toBe(true);
    expect(isLowStock({ stock: 4 })).toBe(false);
  });

  it("uses the product's own threshold, inclusive", () => {
    expect(isLowStock({ stock: 10, threshold: 10 })).toBe(true);
    expect(isLowStock({ stock: 11, threshold: 10 })).toBe(false);
    expect(isLowStock({ stock: 2, threshold: 1 })).toBe(false);
    expect(isLowStock({ stock: 1, threshold: 1 })).toBe(true);
  });

  it('a threshold of 0 never warns', () => {
    expect(lowStockThresholdOf(0)).toBe(0);
    expect(isLowStock({ stock: 1, threshold: 0 })).toBe(false);
  });

  it('out of stock or flagged sold out is not low stock', () => {
    expect(isLowStock({ stock: 0, threshold: 5 })).toBe(false);
    expect(isLowStock({ stock: 2, threshold: 5, soldOut: true })).toBe(false);
  });

  it('an unusable threshold falls back to the default', () => {
    expect(lowStockThresholdOf(-1)).toBe(3);
    expect(lowStockThresholdOf(2.5)).toBe(3);
  });
});
