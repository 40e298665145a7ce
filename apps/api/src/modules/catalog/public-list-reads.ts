// The public store's cached lists as the page renderer reads them in process (http/site-renderer.ts): for a
// request of one of their routes, in the one plain form the route reads the same way, the service call that
// route's handler makes. The list comes from the process-local cache (store-products-cache.ts) and is the same
// object for as long as that cache keeps it, so the renderer can keep the route's answer beside it; a client the
// route would refuse makes the call fail (the client is checked inside the cached load, a 404 is never kept).
// A product page's product by slug is found in the cached list of all products (`storeProduct`), so it is the
// same object for as long as that list is.
import { servicesStoreCalls, storeCalls } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import { DB_ID_SCHEMA } from '../../routes/public/route-helpers.js';
import { listServicesSold } from './services-store-service.js';
import { listStoreProducts, storeProduct } from './store-service.js';
import type { CatalogProduct } from './store-repository.js';

/** A client id as the routes' `id` schema takes it, written plainly (no sign, no leading zero); else null. */
function plainClientId(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= DB_ID_SCHEMA.maximum ? id : null;
}

/** The client id of `pathname` if it is `path` (a call's path with one `:id`) for some plain id; else null. */
function clientIdIn(path: string, pathname: string): number | null {
  const [prefix = '', suffix = ''] = path.split(':id');
  if (!pathname.startsWith(prefix) || !pathname.endsWith(suffix) || pathname.length <= prefix.length + suffix.length) return null;
  return plainClientId(pathname.slice(prefix.length, pathname.length - suffix.length));
}

/** A product slug written plainly (no escape to decode): the route's `SLUG` reads it as it is. */
const PLAIN_SLUG = /^[A-Za-z0-9_-]{1,200}$/;

/** The client id and slug of `pathname` if it is `path` (a call's path `…/:id/…/:slug`) with a plain id and slug; else null. */
function clientAndSlugIn(path: string, pathname: string): { clientId: number; slug: string } | null {
  const [prefix = '', middle = ''] = path.split(':id');
  const tail = middle.replace(':slug', '');
  if (!middle.endsWith(':slug') || !pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  const at = rest.indexOf(tail);
  if (at <= 0) return null;
  const clientId = plainClientId(rest.slice(0, at));
  const slug = rest.slice(at + tail.length);
  return clientId !== null && PLAIN_SLUG.test(slug) ? { clientId, slug } : null;
}

/** The query strings of the products list read here, and the `featured` each means to the route. */
const PRODUCT_QUERIES = new Map([
  ['', false],
  ['?featured=true', true],
  ['?featured=false', false],
]);

/**
 * The cached list behind `GET {pathname}{search}` when it is the public products list or the services store's
 * list: the route's own service call (it rejects where the route answers an error). Null for anything else.
 */
export function cachedPublicList(ctx: AppContext, pathname: string, search: string): Promise<readonly unknown[]> | null {
  const productsOf = clientIdIn(storeCalls.products.path, pathname);
  const featured = PRODUCT_QUERIES.get(search);
  if (productsOf !== null) return featured === undefined ? null : listStoreProducts(ctx, productsOf, featured);
  const servicesOf = clientIdIn(servicesStoreCalls.services.path, pathname);
  if (servicesOf !== null) return search === '' ? listServicesSold(ctx, servicesOf) : null;
  return null;
}

/**
 * The product behind `GET {pathname}{search}` when it is the public product by slug (no query, a plain id and
 * slug): the route's own service call, null when the client sells no such product (the route answers its 404),
 * rejecting where the route refuses the client. Undefined for anything else.
 */
export function cachedPublicProduct(ctx: AppContext, pathname: string, search: string): Promise<CatalogProduct | null> | undefined {
  const asked = search === '' ? clientAndSlugIn(storeCalls.product.path, pathname) : null;
  return asked ? storeProduct(ctx, asked.clientId, asked.slug) : undefined;
}
