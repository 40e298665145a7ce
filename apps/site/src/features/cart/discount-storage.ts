// Where a cart's discount code (issue 30) is kept: local storage beside the cart, its own key per cart
// (`cart_discount_code`, `services_cart_discount_code`). Apart from cart-discount.ts so the cart contexts,
// which every island with a cart loads, clear it without the API layer the code check needs.

export type CartKind = 'products' | 'services';

const STORAGE_KEYS: Record<CartKind, string> = { products: 'cart_discount_code', services: 'services_cart_discount_code' };

export function readStored(kind: CartKind): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[kind]) || null;
  } catch {
    return null;
  }
}

export function writeStored(kind: CartKind, code: string | null): void {
  try {
    if (code) window.localStorage.setItem(STORAGE_KEYS[kind], code);
    else window.localStorage.removeItem(STORAGE_KEYS[kind]);
  } catch {
    // Storage refused (private mode): the code lasts for this page only.
  }
}

/** Forgets the cart's code (after a successful order, with the cart). */
export const clearStoredDiscountCode = (kind: CartKind): void => writeStored(kind, null);
