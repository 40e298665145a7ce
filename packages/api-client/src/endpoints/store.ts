// The public products store (contract store.ts; spec §2 store, shop, product, cart; §3 product, variant,
// ecommerce settings, cart). Visitor calls: no credentials.
//   GET  {api}/client/{id}/products[?featured=true] → Product[]   (the store, the home store section)
//   GET  {api}/client/{id}/products/{slug}          → Product      (404 → the page goes to /not-found)
//   GET  {api}/client/{id}/store                    → StoreInfo    (tax, shipping, currency, gateway)
//   POST {api}/client/{id}/cart/check { lines }     → CartCheck    (live price and stock of the cart's lines)
// Answers are read defensively: a product of another shape is dropped, not shown half.
import type { Product } from '@vitrina/core-model';
import type { CartCheckBody } from '../contracts/store.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { storeCalls } from '../contracts/calls/catalog.js';
import { vitrinaApi } from '../vitrina-api.js';

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
      query: ({ clientId, featured }) => requestOf(storeCalls.products, { id: clientId }, featured ? { params: { featured: 'true' } } : {}),
      transformResponse: (answer: AnswerOf<typeof storeCalls.products>): Product[] => answer.products,
      providesTags: (_result, _error, { clientId }) => [{ type: 'Products', id: clientId }],
    }),
    storeProduct: build.query<Product | null, StoreProductArgs>({
      query: ({ clientId, slug }) => requestOf(storeCalls.product, { id: clientId, slug }),
      transformResponse: (answer: AnswerOf<typeof storeCalls.product>): Product => answer.product,
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Products', id: `${clientId}/${slug}` }],
    }),
    storeInfo: build.query<AnswerOf<typeof storeCalls.info> | null, number>({
      query: (clientId) => requestOf(storeCalls.info, { id: clientId }),
    }),
    // A query, not a mutation: the same lines give the same answer, and the cart page shows its latest.
    cartCheck: build.query<AnswerOf<typeof storeCalls.cartCheck> | null, CartCheckArgs>({
      query: ({ clientId, lines }) => requestOf(storeCalls.cartCheck, { id: clientId }, { body: { lines } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStoreProductsQuery, useStoreProductQuery, useStoreInfoQuery, useCartCheckQuery } = storeApi;
export type { CartCheck, CheckedLine, CheckoutLine, StoreInfo } from '../contracts/store.js';
