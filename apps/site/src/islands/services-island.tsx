// /store's Services tab as an island (docs/decisions.md "Store and product pages as islands"): the service
// cards with their Add to cart buttons, hydrated over the server's markup when the tab is first shown or the
// cards are first reached for. The services cart is the stored one (ServicesCartProvider, its own local
// storage key), each save announced to the page's plain-DOM services-cart link.
import { ToastProvider } from '@vitrina/ui-kit';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserI18n } from '../app/browser-i18n.js';
import { ServicesCartProvider } from '../features/cart/services-cart-context.js';
import { ServiceCards } from '../routes/services/service-cards.js';
import type { ServiceCardsProps } from '../routes/services/service-cards.js';
import { ServicesCartReady } from './cart-ready.js';
import type { IslandState } from './island-state.js';

export type ServicesIslandProps = ServiceCardsProps;

/** Hydrates the cards in `mark`; resolves once they handle their events and have read the stored cart. */
export function hydrateServices(mark: HTMLElement, props: ServicesIslandProps, state: IslandState): Promise<void> {
  const i18n = createBrowserI18n({ locale: state.locale, resources: state.texts });
  return new Promise((resolve) => {
    hydrateRoot(
      mark,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ToastProvider container={mark.ownerDocument.body}>
            <ServicesCartProvider>
              <ServicesCartReady onReady={resolve}>
                <ServiceCards {...props} />
              </ServicesCartReady>
            </ServicesCartProvider>
          </ToastProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
