import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@vitrina/core-model';
import { CartProvider, useCart } from './cart-context.js';
import type { CartApi } from './cart-context.js';

const knife: CartLine = {
  productId: 4,
  variantId: null,
  slug: 'oyster-knife',
  name: 'Oyster knife',
  sku: 'OK',
  variantLabels: [],
  image: null,
  unitPrice: '24.00',
  quantity: 1,
  availableQuantity: 2,
};

let cart: CartApi;
const keep = (api: CartApi) => {
  cart = api;
};
function Probe() {
  const api = useCart();
  useEffect(() => keep(api));
  return <p data-testid="count">{api.ready ? `ready ${api.count}` : `loading ${api.count}`}</p>;
}
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as { lines: CartLine[] } | null;

afterEach(() => localStorage.clear());

describe('useCart (spec §3 cart in local storage `cart`)', () => {
  it('the server render and the first browser render see an empty cart; the stored lines arrive after hydration', () => {
    localStorage.setItem('cart', JSON.stringify({ lines: [{ ...knife, quantity: 2 }] }));
    expect(
      renderToString(
        <CartProvider>
          <Probe />
        </CartProvider>,
      ),
    ).toContain('loading 0');
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    expect(screen.getByTestId('count')).toHaveTextContent('ready 2');
  });

  it('add merges by product and variant and never goes above the stock; every change is saved', () => {
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    act(() => cart.add(knife));
    act(() => cart.add({ ...knife, quantity: 5 }));
    expect(cart.lines).toHaveLength(1);
    expect(cart.count).toBe(2);
    expect(stored()?.lines[0]).toMatchObject({ productId: 4, quantity: 2 });
    act(() => cart.setQuantity('4:', 1));
    expect(stored()?.lines[0]?.quantity).toBe(1);
    // Stock as the server reports it: none left → the line stays (quantity 1) to be removed.
    act(() => cart.syncStock({ '4:': 0 }));
    expect(cart.lines[0]).toMatchObject({ quantity: 1, availableQuantity: 0 });
    act(() => cart.remove('4:'));
    expect(cart.count).toBe(0);
    expect(stored()).toBeNull();
  });

  it('a sold-out line is not added; clear empties the cart; another tab’s change is followed', () => {
    render(
      <CartProvider>
        <Probe />
      </CartProvider>,
    );
    act(() => cart.add({ ...knife, availableQuantity: 0 }));
    expect(cart.count).toBe(0);
    act(() => cart.add(knife));
    act(() => cart.clear());
    expect(cart.lines).toEqual([]);
    act(() => {
      localStorage.setItem('cart', JSON.stringify({ lines: [{ ...knife, quantity: 2 }] }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(cart.count).toBe(2);
  });
});
