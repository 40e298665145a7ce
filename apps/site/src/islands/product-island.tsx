// The product page's buying part as an island (docs/decisions.md "Store and product pages as islands"):
// ProductBuy (gallery, choices, quantity, Add to cart) hydrated over its server-rendered mark the first time
// a visitor reaches for it; the rest of the page is never rendered again. The cart is the stored one
// (CartProvider, local storage `cart`); each save is announced to the page's plain-DOM mini-cart.
import { ToastProvider } from '@vitrina/ui-kit';
import { CartProvider } from '../features/cart/cart-context.js';
import { ProductBuy } from '../routes/store/product-buy.js';
import type { ProductBuyProps } from '../routes/store/product-buy.js';
import { CartReady } from './cart-ready.js';
import { hydrateIsland } from './hydrate-island.js';
import type { IslandState } from './island-state.js';

export type ProductIslandProps = ProductBuyProps;

/** Hydrates ProductBuy in `mark`; resolves once it handles its events and has read the stored cart. */
export function hydrateProduct(mark: HTMLElement, props: ProductIslandProps, state: IslandState): Promise<void> {
  return hydrateIsland(mark, state, (done) => (
    <ToastProvider container={mark.ownerDocument.body}>
      <CartProvider>
        <CartReady onReady={done}>
          <ProductBuy {...props} />
        </CartReady>
      </CartProvider>
    </ToastProvider>
  ));
}
