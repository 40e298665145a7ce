// The visitor's products cart (spec §3 "Cart": local storage key `cart`; §5 out-of-stock rule), one per tab,
// shared by the header's mini-cart, the product page, /cart and the checkout pages.
//
// API (for every page under the site layout, which renders <CartProvider>):
//   const cart = useCart();
//   cart.ready        false until the stored cart has been read. The server and the first browser render
//                     both see an empty cart (count 0), so hydration never mismatches; the stored lines
//                     arrive in an effect right after. Wait for `ready` before deciding "the cart is empty".
//   cart.lines        readonly CartLine[] (core-model): productId, variantId, name, variantLabels, image,
//                     unitPrice (decimal string, as last seen), quantity, availableQuantity.
//   cart.count        units over every line (the header badge).
//   cart.keyOf(line)  commerce cartLineKey: `${productId}:${variantId ?? ''}` (the API's CheckedLine.key).
//   cart.add(line)    merges with the same product + variant; never above availableQuantity; a line with
//                     availableQuantity 0 is not added.
//   cart.setQuantity(key, n) · cart.remove(key) · cart.clear() (after a successful order)
//   cart.syncStock({ [key]: units })  stock as the server reports it (cart check, a 409 out_of_stock answer).
// Every change is saved to local storage at once and other tabs follow (the `storage` event).
import { cartItemCount, cartLineKey, cartReducer, createCartStorage } from '@vitrina/commerce';
import type { CartAction } from '@vitrina/commerce';
import { CART_STORAGE_KEY } from '@vitrina/core-model';
import type { CartLine } from '@vitrina/core-model';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { clearStoredDiscountCode } from './discount-storage.js';
import type { ReactNode } from 'react';
import { useStoredLines } from './stored-lines.js';

export interface CartApi {
  ready: boolean;
  lines: readonly CartLine[];
  count: number;
  keyOf: (line: Pick<CartLine, 'productId' | 'variantId'>) => string;
  add: (line: CartLine) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  syncStock: (stock: Readonly<Record<string, number>>) => void;
}

const CartContext = createContext<CartApi | null>(null);
const cartStorage = () => createCartStorage();

export function CartProvider({ children }: { children: ReactNode }) {
  const state = useStoredLines<CartLine, CartAction>(CART_STORAGE_KEY, cartStorage, cartReducer);
  const { dispatch } = state;

  const add = useCallback((line: CartLine) => dispatch({ type: 'add', line }), [dispatch]);
  const setQuantity = useCallback((key: string, quantity: number) => dispatch({ type: 'setQuantity', key, quantity }), [dispatch]);
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), [dispatch]);
  // An order placed with the cart's discount code (issue 30) uses it up: the code goes with the lines.
  const clear = useCallback(() => {
    clearStoredDiscountCode('products');
    dispatch({ type: 'clear' });
  }, [dispatch]);
  const syncStock = useCallback((stock: Readonly<Record<string, number>>) => dispatch({ type: 'syncStock', stock }), [dispatch]);

  const api = useMemo<CartApi>(
    () => ({
      ready: state.ready,
      lines: state.lines,
      count: cartItemCount({ lines: state.lines }),
      keyOf: cartLineKey,
      add,
      setQuantity,
      remove,
      clear,
      syncStock,
    }),
    [state.ready, state.lines, add, setQuantity, remove, clear, syncStock],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart must be used inside <CartProvider> (the site layout renders it)');
  return api;
}
