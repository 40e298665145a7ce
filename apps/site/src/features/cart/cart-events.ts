// A cart saved in this tab (docs/decisions.md "Store and product pages as islands"): the `storage` event only
// reaches other tabs, so a page whose mini-cart and cart writer are not one React tree (a page served as
// islands: the plain-DOM mini-cart, the product island) hears of this tab's saves by this event.

export const CART_SAVED_EVENT = 'vitrina:cart-saved';

/** Tells the page that the cart stored under `storageKey` has just been written. */
export function announceCartSaved(storageKey: string): void {
  window.dispatchEvent(new CustomEvent<string>(CART_SAVED_EVENT, { detail: storageKey }));
}

/** Runs `listener` after every save of the cart under `storageKey` in this tab; returns the unsubscribe. */
export function onCartSaved(storageKey: string, listener: () => void): () => void {
  const handler = (event: Event) => {
    if ((event as CustomEvent<string>).detail === storageKey) listener();
  };
  window.addEventListener(CART_SAVED_EVENT, handler);
  return () => window.removeEventListener(CART_SAVED_EVENT, handler);
}
