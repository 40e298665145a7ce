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
} from '@vitrina/api-client/contracts';
import { parseMoneyInput } from '@vitrina/core-model';
import { productSchema, validatePayload, variantSlug } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import type { ProductFields } from './products-repository.js';
import { PRODUCT_MESSAGES, createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products-service.js';

/** The checked fields of a POST/PUT body, prices in cents. */
function productFieldsOf(body: unknown): ProductFields {
  const checked = validatePayload(productSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', PRODUCT_MESSAGES.invalid, checked.fields);
  const v = checked.value;
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
  const read = clientGuard(ctx, { write: false, screen: 'products' });
  const write = clientGuard(ctx, { write: true, screen: 'products' });

  app.get<{ Params: { id: number }; Querystring: OwnerProductListQuery }>(
    '/api/client/:id/owner-products',
    ownerRoute(read, {
      tags: ['owner', 'products'],
      summary: 'The products, inactive ones included, one page at a time in the site’s order',
      params: clientParams,
      querystring: OwnerProductListQuery,
      response: { 200: OwnerProductPage },
    }),
    async (req, reply) => {
      const { status, q, cursor, limit } = req.query;
      const page = await listProducts(ctx, req.owner!.clientId, {
        status,
        q,
        cursor: cursor === undefined ? undefined : Number(cursor),
        limit: limit === undefined ? undefined : Number(limit),
      });
      return noCache(reply).send(page satisfies OwnerProductPage);
    },
  );

  app.get<{ Params: OwnerProductParams }>(
    '/api/client/:id/owner-products/:productId',
    ownerRoute(read, {
      tags: ['owner', 'products'],
      summary: 'One product with its variants (stock per variant) and images',
      params: OwnerProductParams,
      response: { 200: OwnerProductEntry },
    }),
    async (req, reply) => {
      const product = await getProduct(ctx, req.owner!.clientId, req.params.productId);
      return noCache(reply).send(product satisfies OwnerProductEntry);
    },
  );

  app.post<{ Params: { id: number }; Body: OwnerProductInput }>(
    '/api/client/:id/owner-products',
    ownerRoute(write, {
      tags: ['owner', 'products'],
      summary: 'Add a product with its variants and images (recorded in the activity log); the store shows it at once',
      params: clientParams,
      body: OwnerProductInput,
      response: { 201: OwnerProductEntry },
    }),
    async (req, reply) => {
      const product = await createProduct(ctx, changerOf(req), productFieldsOf(req.body));
      return noCache(reply)
        .status(201)
        .send(product satisfies OwnerProductEntry);
    },
  );

  app.put<{ Params: OwnerProductParams; Body: OwnerProductInput }>(
    '/api/client/:id/owner-products/:productId',
    ownerRoute(write, {
      tags: ['owner', 'products'],
      summary: 'Change a product; its variants and images become those sent, in one transaction',
      params: OwnerProductParams,
      body: OwnerProductInput,
      response: { 200: OwnerProductEntry },
    }),
    async (req, reply) => {
      const product = await updateProduct(ctx, changerOf(req), req.params.productId, productFieldsOf(req.body));
      return noCache(reply).send(product satisfies OwnerProductEntry);
    },
  );

  app.delete<{ Params: OwnerProductParams }>(
    '/api/client/:id/owner-products/:productId',
    ownerRoute(write, {
      tags: ['owner', 'products'],
      summary: 'Delete a product (recorded in the activity log); past orders keep their lines',
      params: OwnerProductParams,
      response: { 204: { type: 'null', description: 'Deleted; the product leaves the store at once (no body)' } },
    }),
    async (req, reply) => {
      await deleteProduct(ctx, changerOf(req), req.params.productId);
      return noCache(reply).status(204).send();
    },
  );
}
