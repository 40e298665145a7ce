// The back office's Products screen (spec §3 product and variant, issue 13): the owner (1) and managers (3)
// list, read, create, change and delete the client's products with their variants (stock per variant)
// and images (uploaded first with POST …/uploads?kind=asset_image; the product keeps their URLs in order).
//   GET    /api/client/:id/owner-products?status=&q=&cursor=&limit= → { products, next_cursor }
//   GET    /api/client/:id/owner-products/:productId               → the product with variants and images
//   POST   /api/client/:id/owner-products          OwnerProductInput → 201 the product
//   PUT    /api/client/:id/owner-products/:productId OwnerProductInput → the product
//   DELETE /api/client/:id/owner-products/:productId               → 204
// Bodies are checked with the form's own yup schema (productSchema); the service writes each change with its
// audit entry and its event (products-service.ts), so /store and /product/{slug} show it at once.
import {
  OwnerProductEntry,
  OwnerProductInput,
  OwnerProductListQuery,
  OwnerProductPage,
  OwnerProductParams,
  ownerProductCalls,
} from '@vitrina/api-client/contracts';
import { parseMoneyInput } from '@vitrina/core-model';
import { productSchema, validatePayload, variantSlug } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { pageNumbers, screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { ProductFields } from './products-repository.js';
import { PRODUCT_MESSAGES, createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products-service.js';

/** The checked fields of a POST/PUT body, prices in cents. */
function productFieldsOf(body: unknown): ProductFields {
  const v = validOr400(validatePayload(productSchema, body), PRODUCT_MESSAGES.invalid);
  return {
    name: v.name,
    slug: v.slug,
    description: v.description,
    sku: v.sku,
    price_cents: parseMoneyInput(v.price)!,
    active: v.active,
    featured: v.featured,
    sold_out: v.sold_out,
    low_stock_threshold: v.low_stock_threshold ?? null,
    images: v.images,
    variant_type: v.variant_type,
    variants: v.variants.map((row, i) => ({
      id: row.id ?? null,
      name: row.name,
      slug: variantSlug(row.name, i),
      swatch: row.swatch ? row.swatch.toLowerCase() : null,
      price_cents: row.price ? parseMoneyInput(row.price) : null,
      stock: row.stock,
      stock_was: row.stock_was ?? null,
      image: row.image ?? null,
    })),
  };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerProductOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'products', tags: ['owner', 'products'] });

  routes.resource({
    calls: ownerProductCalls,
    schemas: {
      params: OwnerProductParams,
      item: OwnerProductEntry,
      input: OwnerProductInput,
      list: OwnerProductPage,
      query: OwnerProductListQuery,
    },
    fieldsOf: productFieldsOf,
    service: {
      list: (clientId, { status, q, ...page }: OwnerProductListQuery) => listProducts(ctx, clientId, { status, q, ...pageNumbers(page) }),
      get: getProduct,
      create: createProduct,
      replace: updateProduct,
      erase: deleteProduct,
    },
    summaries: {
      list: 'The products, inactive ones included, one page at a time in the site’s order',
      get: 'One product with its variants (stock per variant) and images',
      create: 'Add a product with its variants and images (recorded in the activity log); the store shows it at once',
      replace: 'Change a product; its variants and images become those sent, in one transaction',
      erase: 'Delete a product (recorded in the activity log); past orders keep their lines',
      deleted: 'Deleted; the product leaves the store at once (no body)',
    },
  });
}
