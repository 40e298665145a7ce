import { describe, expect, it } from 'vitest';
import { stockState } from './stock-state.js';

describe('stock state (spec §3 sold out; issue 26)', () => {
  it('a product marked sold out sells nothing; its counted units are held back, not for sale', () => {
    expect(stockState(true, 3)).toEqual({ soldOut: true, forSale: 0, heldBack: 3 });
  });

  it('without the mark, units are for sale and none left is sold out', () => {
    expect(stockState(false, 3)).toEqual({ soldOut: false, forSale: 3, heldBack: 0 });
    expect(stockState(false, 0)).toEqual({ soldOut: true, forSale: 0, heldBack: 0 });
    expect(stockState(true, 0)).toEqual({ soldOut: true, forSale: 0, heldBack: 0 });
    expect(stockState(false, -2)).toEqual({ soldOut: true, forSale: 0, heldBack: 0 });
  });
});
