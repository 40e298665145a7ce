// The back office's Products screen (owner and manager, bearer token): the client's products a page per
// cursor (contracts OwnerProductPage, OwnerProductListQuery), one product with its variants and images
// (OwnerProductEntry), and the changes (OwnerProductInput; delete). Every change refetches the loaded list,
// the changed product, the public store's list of the client and the Activity screen.
import type { OwnerProductFilter, OwnerProductInput, OwnerProductListQuery } from '../contracts/owner-products.js';
import { ownerProductCalls } from '../contracts/calls/catalog.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientTag, ownerResource, searchWords } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export interface OwnerProductListArgs {
  clientId: number;
  status: OwnerProductFilter;
  /** Search words; empty for none. */
  q: string;
}

export type OwnerProductArgs = ItemArgs<'productId'>;

export type SaveOwnerProductArgs = ClientArgs & OwnerProductInput;
export type UpdateOwnerProductArgs = OwnerProductArgs & OwnerProductInput;

/** The body of POST/PUT: the form's fields and nothing else. */
const inputOf = (args: OwnerProductInput): OwnerProductInput => ({
  name: args.name,
  slug: args.slug,
  description: args.description,
  sku: args.sku,
  price: args.price,
  active: args.active,
  featured: args.featured,
  sold_out: args.sold_out,
  ...(args.low_stock_threshold === undefined ? {} : { low_stock_threshold: args.low_stock_threshold }),
  images: args.images,
  variant_type: args.variant_type,
  variants: args.variants.map((v) => ({
    id: v.id,
    name: v.name,
    swatch: v.swatch,
    price: v.price,
    stock: v.stock,
    ...(v.stock_was === undefined ? {} : { stock_was: v.stock_was }),
    image: v.image,
  })),
});

// 'Products' tags: the owner's list and one product (owner-kit); a change also drops the public store's list
// of the client (its bare id), so a site preview in the same store refetches.
const products = ownerResource({
  calls: ownerProductCalls,
  idKey: 'productId',
  type: 'Products',
  alsoChanged: (clientId) => [clientTag('Products', clientId)],
});

export const ownerProductsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-products?status=&q=&cursor= → pages of products; `fetchNextPage` loads more. */
    ownerProducts: products.answerPages<OwnerProductListArgs>(
      build,
      ({ status, q }) => ({ status, ...searchWords(q) }) satisfies OwnerProductListQuery,
    ),
    /** GET …/owner-products/{productId} → the product with its variants and images. */
    ownerProduct: products.one<OwnerProductArgs>(build),
    /** POST …/owner-products → 201, the new product as stored. */
    createOwnerProduct: products.create<SaveOwnerProductArgs>(build, inputOf),
    /** PUT …/owner-products/{productId} → the product as stored. */
    updateOwnerProduct: products.update<UpdateOwnerProductArgs>(build, inputOf),
    /** DELETE …/owner-products/{productId} → 204. */
    deleteOwnerProduct: products.destroy<OwnerProductArgs>(build),
  }),
});

export const {
  useOwnerProductsInfiniteQuery,
  useOwnerProductQuery,
  useCreateOwnerProductMutation,
  useUpdateOwnerProductMutation,
  useDeleteOwnerProductMutation,
} = ownerProductsApi;
