// The products' service (issue 27; spec §3 product and variant, issue 13): the only code that writes products,
// their variants and images. Each change is one unit of work (`catalogChange`): the product, its variants,
// images and audit entry and a CatalogChanged event commit together, all written with the transaction
// catalogChange passes; the event's subscriber drops the client's page caches after the commit, so /store and
// /product/{slug} show it at once. A refused change throws inside the transaction: nothing is written and no
// event recorded. Reads pass through to the repository.
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { ApiError, SlugTaken } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { createOwnerProduct, deleteOwnerProduct, getOwnerProduct, listOwnerProducts, updateOwnerProduct } from './products-repository.js';
import type { OwnerProductQuery, OwnerProductRecord, ProductChange, ProductFields } from './products-repository.js';

export const PRODUCT_MESSAGES = {
  notFound: 'There is no such product',
  slugTaken: 'Another product already uses this address',
  invalid: 'The product is not valid',
} as const;

const productNotFound = () => new ApiError(404, 'product_not_found', PRODUCT_MESSAGES.notFound);

/** The product a change wrote, or the error a refused change maps to (thrown inside the transaction). */
function changed(result: ProductChange): OwnerProductRecord {
  if (result.ok) return result.product;
  if (result.error === 'slug_taken') throw new SlugTaken(PRODUCT_MESSAGES.slugTaken);
  throw productNotFound();
}

const committed = (ctx: AppContext, by: OwnerChanger, work: (tx: AppDb) => Promise<ProductChange>): Promise<OwnerProductRecord> =>
  catalogChange(ctx, by.log, by.clientId, async (tx) => changed(await work(tx)));

/** The products, inactive ones included, one page at a time in the site's order. */
export function listProducts(ctx: AppContext, clientId: number, query: OwnerProductQuery) {
  return listOwnerProducts(ctx.database.db, clientId, query);
}

/** One product with its variants and images; 404 `product_not_found`. */
export async function getProduct(ctx: AppContext, clientId: number, productId: number): Promise<OwnerProductRecord> {
  const product = await getOwnerProduct(ctx.database.db, clientId, productId);
  if (!product) throw productNotFound();
  return product;
}

/** A new product with its variants and images; 409 `slug_taken`. */
export function createProduct(ctx: AppContext, by: OwnerChanger, fields: ProductFields): Promise<OwnerProductRecord> {
  return committed(ctx, by, (tx) => createOwnerProduct(tx, by.clientId, fields, by.actor));
}

/** Changes a product; its variants and images become those sent, in one transaction. */
export function updateProduct(ctx: AppContext, by: OwnerChanger, productId: number, fields: ProductFields): Promise<OwnerProductRecord> {
  return committed(ctx, by, (tx) => updateOwnerProduct(tx, by.clientId, productId, fields, by.actor));
}

/** Deletes a product (past orders keep their lines); 404 `product_not_found`. */
export async function deleteProduct(ctx: AppContext, by: OwnerChanger, productId: number): Promise<void> {
  await catalogChange(ctx, by.log, by.clientId, async (tx) => {
    if (!(await deleteOwnerProduct(tx, by.clientId, productId, by.actor))) throw productNotFound();
  });
}
