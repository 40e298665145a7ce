// The public products store (contract store.ts; spec §2 store, shop, product, cart; §3 product, variant,
// ecommerce settings, cart). Visitor calls: no credentials.
//   GET  {api}/client/{id}/products[?featured=true] → Product[]   (the store, the home store section)
//   GET  {api}/client/{id}/products/{slug}          → Product      (404 → the page goes to /not-found)
//   GET  {api}/client/{id}/store                    → StoreInfo    (tax, shipping, currency, gateway)
//   POST {api}/client/{id}/cart/check { lines }     → CartCheck    (live price and stock of the cart's lines)
// Answers are read defensively: a product of another shape is dropped, not shown half.
import type { Product } from '@vitrina/core-model';
import type { CartCheck, CartCheckBody, ProductAnswer, ProductList, StoreInfo } from '../contracts/store.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

export interface StoreProductsArgs {
  clientId: number;
  /** Only the products featured on the home store section. */
  featured?: boolean;
}

export interface StoreProductArgs {
  clientId: number;
  slug: string;
}

export interface CartCheckArgs extends CartCheckBody {
  clientId: number;
}

export const storeApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeProducts: build.query<Product[], StoreProductsArgs>({
      query: ({ clientId, featured }) => `${clientPath(clientId)}/products${featured ? '?featured=true' : ''}`,
      transformResponse: (answer: ProductList): Product[] => answer.products,
      providesTags: (_result, _error, { clientId }) => [{ type: 'Products', id: clientId }],
    }),
    storeProduct: build.query<Product | null, StoreProductArgs>({
      query: ({ clientId, slug }) => `${clientPath(clientId)}/products/${encodeURIComponent(slug)}`,
      transformResponse: (answer: ProductAnswer): Product => answer.product,
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Products', id: `${clientId}/${slug}` }],
    }),
    storeInfo: build.query<StoreInfo | null, number>({
      query: (clientId) => `${clientPath(clientId)}/store`,
    }),
    // A query, not a mutation: the same lines give the same answer, and the cart page shows its latest.
    cartCheck: build.query<CartCheck | null, CartCheckArgs>({
      query: ({ clientId, lines }) => ({ url: `${clientPath(clientId)}/cart/check`, method: 'POST', body: { lines } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStoreProductsQuery, useStoreProductQuery, useStoreInfoQuery, useCartCheckQuery } = storeApi;
export type { CartCheck, CheckedLine, CheckoutLine, StoreInfo } from '../contracts/store.js';
