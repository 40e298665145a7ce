// /store's Services tab as an island (docs/decisions.md "Store and product pages as islands"): the service
// cards with their Add to cart buttons, hydrated over the server's markup when the tab is first shown or the
// cards are first reached for. The services cart is the stored one (ServicesCartProvider, its own local
// storage key), each save announced to the page's plain-DOM services-cart link.
import { ToastProvider } from '@vitrina/ui-kit';
import { ServicesCartProvider } from '../features/cart/services-cart-context.js';
import { ServiceCards } from '../routes/services/service-cards.js';
import type { ServiceCardsProps } from '../routes/services/service-cards.js';
import { ServicesCartReady } from './cart-ready.js';
import { hydrateIsland } from './hydrate-island.js';
import type { IslandState } from './island-state.js';

export type ServicesIslandProps = ServiceCardsProps;

/** Hydrates the cards in `mark`; resolves once they handle their events and have read the stored cart. */
export function hydrateServices(mark: HTMLElement, props: ServicesIslandProps, state: IslandState): Promise<void> {
  return hydrateIsland(mark, state, (done) => (
    <ToastProvider container={mark.ownerDocument.body}>
      <ServicesCartProvider>
        <ServicesCartReady onReady={done}>
          <ServiceCards {...props} />
        </ServicesCartReady>
      </ServicesCartProvider>
    </ToastProvider>
  ));
}
