// The public store's lists from a process-local cache (issue 29 "Render": the home page's featured products
// and the store page's services were read from the database on every uncached page). An entry is the answer
// of one client and list (all products, featured products, or the services sold online), never an error; it
// lives STORE_PRODUCTS_TTL_MS at most (other nodes' writes) and is dropped by every write of this process that
// changes what the list shows: CatalogChanged (products, services, their images and variants, the store's
// settings), StockChanged (a checkout's reservation, a released or cancelled order's units) and a publish
// (catalog subscriber, catalog-subscribers.ts), and by the other nodes' drops of the client's caches
// (cluster/apply-invalidation.ts). Checkouts never read it: they re-price (and reserve) from the database in
// their own transaction, so a list a moment old can show a unit or a price that is gone, never sell it.
import { cachesPer } from '../../cache/loading-cache.js';
import type { Database } from '../../db/database.js';
import type { StoreService } from './services-store-repository.js';
import type { CatalogProduct } from './store-repository.js';

export const STORE_PRODUCTS_TTL_MS = 5_000;
export const STORE_PRODUCTS_MAX_ENTRIES = 2_000;

interface CachedList {
  clientId: number;
  list: readonly CatalogProduct[] | readonly StoreService[];
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
    list: await load(),
  }));
  return entry.list as CatalogProduct[];
}

/** The client's services sold online (the services store's list), loaded by `load` on a miss, as the product lists. */
export async function cachedStoreServices(
  database: Database,
  clientId: number,
  load: () => Promise<StoreService[]>,
): Promise<StoreService[]> {
  const entry = await caches.of(database).load(`${clientId}|services`, async () => ({ clientId, list: await load() }));
  return entry.list as StoreService[];
}

export function dropStoreProducts(database: Database, clientId: number): void {
  caches.existing(database)?.deleteWhere((list) => list.clientId === clientId);
}

export function clearStoreProducts(database: Database): void {
  caches.existing(database)?.clear();
}
