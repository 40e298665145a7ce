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
import { cartItemCount, cartLineKey, cartReducer, createCartStorage, emptyCart } from '@vitrina/commerce';
import type { CartAction, CartState } from '@vitrina/commerce';
import { CART_STORAGE_KEY } from '@vitrina/core-model';
import type { CartLine } from '@vitrina/core-model';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';

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

type State = CartState & { ready: boolean };
type Action = CartAction | { type: 'load'; state: CartState };

function reducer(state: State, action: Action): State {
  if (action.type === 'load') return { lines: action.state.lines, ready: true };
  const next = cartReducer(state, action);
  return next === state ? state : { lines: next.lines, ready: state.ready };
}

const initial: State = { ...emptyCart, ready: false };
const CartContext = createContext<CartApi | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initial);
  const storage = useMemo(() => createCartStorage(), []);
  // The state last read from or written to storage: a change of another tab is loaded, not written back.
  const stored = useRef<readonly CartLine[] | null>(null);

  useEffect(() => {
    const load = () => {
      const loaded = storage.load();
      stored.current = loaded.lines;
      dispatch({ type: 'load', state: loaded });
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  useEffect(() => {
    if (!state.ready || stored.current === state.lines) return;
    stored.current = state.lines;
    if (state.lines.length === 0) storage.clear();
    else storage.save(state);
  }, [state, storage]);

  const add = useCallback((line: CartLine) => dispatch({ type: 'add', line }), []);
  const setQuantity = useCallback((key: string, quantity: number) => dispatch({ type: 'setQuantity', key, quantity }), []);
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const syncStock = useCallback((stock: Readonly<Record<string, number>>) => dispatch({ type: 'syncStock', stock }), []);

  const api = useMemo<CartApi>(
    () => ({
      ready: state.ready,
      lines: state.lines,
      count: cartItemCount(state),
      keyOf: cartLineKey,
      add,
      setQuantity,
      remove,
      clear,
      syncStock,
    }),
    [state, add, setQuantity, remove, clear, syncStock],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart must be used inside <CartProvider> (the site layout renders it)');
  return api;
}
