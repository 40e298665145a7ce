// The product page's buying part as an island (docs/decisions.md "Store and product pages as islands"):
// ProductBuy (gallery, choices, quantity, Add to cart) hydrated over its server-rendered mark the first time
// a visitor reaches for it; the rest of the page is never rendered again. The cart is the stored one
// (CartProvider, local storage `cart`); each save is announced to the page's plain-DOM mini-cart.
import { ToastProvider } from '@vitrina/ui-kit';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserI18n } from '../app/browser-i18n.js';
import { CartProvider } from '../features/cart/cart-context.js';
import { ProductBuy } from '../routes/store/product-buy.js';
import type { ProductBuyProps } from '../routes/store/product-buy.js';
import { CartReady } from './cart-ready.js';
import type { IslandState } from './island-state.js';

export type ProductIslandProps = ProductBuyProps;

/** Hydrates ProductBuy in `mark`; resolves once it handles its events and has read the stored cart. */
export function hydrateProduct(mark: HTMLElement, props: ProductIslandProps, state: IslandState): Promise<void> {
  const i18n = createBrowserI18n({ locale: state.locale, resources: state.texts });
  return new Promise((resolve) => {
    hydrateRoot(
      mark,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ToastProvider container={mark.ownerDocument.body}>
            <CartProvider>
              <CartReady onReady={resolve}>
                <ProductBuy {...props} />
              </CartReady>
            </CartProvider>
          </ToastProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
