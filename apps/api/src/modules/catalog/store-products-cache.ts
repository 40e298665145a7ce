// The public store's product lists from a process-local cache (issue 29 "Render": the home page's featured
// products were read from the database on every uncached page). An entry is the answer of one client and
// list (all or featured), never an error; it lives STORE_PRODUCTS_TTL_MS at most (other nodes' writes) and
// is dropped by every write of this process that changes what the list shows: CatalogChanged (products,
// their images and variants, the store's settings), StockChanged (a checkout's reservation, a released or
// cancelled order's units) and a publish (catalog subscriber, catalog-subscribers.ts), and by the other
// nodes' drops of the client's caches (cluster/apply-invalidation.ts). Checkout never reads it: it re-prices
// and reserves from the database in its own transaction, so a list a moment old can show a unit that is
// gone, never sell it.
import { cachesPer } from '../../cache/loading-cache.js';
import type { Database } from '../../db/database.js';
import type { CatalogProduct } from './store-repository.js';

export const STORE_PRODUCTS_TTL_MS = 5_000;
export const STORE_PRODUCTS_MAX_ENTRIES = 2_000;

interface CachedList {
  clientId: number;
  products: CatalogProduct[];
}

const caches = cachesPer<Database, string, CachedList>({ maxEntries: STORE_PRODUCTS_MAX_ENTRIES, ttlMs: STORE_PRODUCTS_TTL_MS });

/** The client's list (featured: the home store section's), loaded by `load` on a miss; concurrent misses share one read. */
export async function cachedStoreProducts(
  database: Database,
  clientId: number,
  featured: boolean,
  load: () => Promise<CatalogProduct[]>,
): Promise<CatalogProduct[]> {
  const entry = await caches.of(database).load(`${clientId}|${featured ? 'featured' : 'all'}`, async () => ({
    clientId,
    products: await load(),
  }));
  return entry.products;
}

export function dropStoreProducts(database: Database, clientId: number): void {
  caches.existing(database)?.deleteWhere((list) => list.clientId === clientId);
}

export function clearStoreProducts(database: Database): void {
  caches.existing(database)?.clear();
}
