// Tells a hydrating cart island's caller when the island handles its events and has read the stored cart,
// so a click held before it woke (wake-on-use.ts) is replayed on the cart the visitor has, not an empty one.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useCart } from '../features/cart/cart-context.js';
import { useServicesCart } from '../features/cart/services-cart-context.js';

export function CartReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  const { ready } = useCart();
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return children;
}

export function ServicesCartReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  const { ready } = useServicesCart();
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return children;
}
