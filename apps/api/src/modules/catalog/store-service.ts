// The public store's service (issue 27; spec §2 store, shop, product, cart; §3 product, variant, ecommerce
// settings): the reads behind the products store's pages and the cart check. It writes nothing; the
// checkouts (modules/orders) read the store's settings and price their lines with it.
import { computeTotals } from '@vitrina/commerce';
import type { Totals } from '@vitrina/commerce';
import type { AppContext } from '../../app-context.js';
import { notFound, requireClient } from '../../routes/public/route-helpers.js';
import { cachedStoreProducts } from './store-products-cache.js';
import { getStoreSettings, listCatalogProducts, priceCartLines } from './store-repository.js';
import type { CartLineInput, CatalogProduct, PricedCartLine, StoreSettings } from './store-repository.js';

/** The store settings of a client, or 404 `not_found` ("No such client"). */
export async function requireStore(ctx: AppContext, clientId: number): Promise<StoreSettings> {
  const settings = await getStoreSettings(ctx.database.db, clientId);
  if (!settings) throw notFound('No such client');
  return settings;
}

/**
 * The client's active products in the site's order (`featured`: the home store section's), or 404 `not_found`
 * ("No such client"); kept per client and list until a change of its catalogue or stock (store-products-cache.ts).
 */
export function listStoreProducts(ctx: AppContext, clientId: number, featured: boolean): Promise<CatalogProduct[]> {
  return cachedStoreProducts(ctx.database, clientId, featured, async () => {
    await requireClient(ctx.database.db, clientId);
    return listCatalogProducts(ctx.database.db, clientId, { featured });
  });
}

/**
 * One active product by slug, or null: the product of that slug in the client's cached list of active products
 * (the store page's, `listStoreProducts`), so a product page reads no database while the list is kept, a slug
 * the client does not sell costs no read either, and the product is the same object for as long as the list is
 * (the renderer keeps the route's answer beside it, http/site-renderer.ts). Slugs are unique per client
 * (`products_client_slug_key`) and compared exactly, as the database compares them. Rejects with the list's 404
 * (`not_found`, "No such client") for an unknown client.
 */
export async function storeProduct(ctx: AppContext, clientId: number, slug: string): Promise<CatalogProduct | null> {
  const list = await listStoreProducts(ctx, clientId, false);
  return list.find((product) => product.slug === slug) ?? null;
}

export interface CartChecked {
  lines: PricedCartLine[];
  totals: Totals;
}

/** The server's live price and stock of cart lines, with the totals of the lines for sale (404 without a client). */
export async function checkCart(ctx: AppContext, clientId: number, lines: readonly CartLineInput[]): Promise<CartChecked> {
  const settings = await requireStore(ctx, clientId);
  const priced = await priceCartLines(ctx.database.db, clientId, lines);
  const totals = computeTotals({
    lines: priced.filter((l) => l.problem !== 'unavailable').map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    taxRate: settings.taxRate,
    shippingRate: settings.shippingRate,
  });
  return { lines: priced, totals };
}
