import { describe, expect, it, vi } from 'vitest';
import { announceCartSaved, onCartSaved } from './cart-events.js';

describe("this tab's cart saves (the storage event only reaches other tabs)", () => {
  it('a listener hears the saves of its own cart, not of the other one, until it unsubscribes', () => {
    const heard = vi.fn();
    const off = onCartSaved('cart', heard);
    announceCartSaved('cart');
    announceCartSaved('services_cart');
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    announceCartSaved('cart');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
