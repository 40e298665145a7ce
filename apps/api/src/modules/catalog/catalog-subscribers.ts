// What follows a change that may alter the public store's product lists (issue 29 "Render"): the
// business's cached lists (store-products-cache.ts) are dropped right after the commit, before the change
// is answered. CatalogChanged comes with products, variants, images and the store's settings; StockChanged
// with a checkout's reservation and with units going back on stock; SiteChanged with a publish. Other nodes
// drop theirs on the client's broadcast (cluster/apply-invalidation.ts) or after STORE_PRODUCTS_TTL_MS.
import type { AppContext } from '../../app-context.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import { dropStoreProducts } from './store-products-cache.js';

export const STORE_PRODUCTS_SUBSCRIBER = 'catalog:drop-store-products';

export function registerCatalogSubscribers(dispatcher: Dispatcher, ctx: Pick<AppContext, 'database'>): void {
  dispatcher.subscribe(['CatalogChanged', 'StockChanged', 'SiteChanged'], STORE_PRODUCTS_SUBSCRIBER, ({ clientId }) => {
    dropStoreProducts(ctx.database, clientId);
  });
}
