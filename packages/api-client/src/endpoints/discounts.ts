// Discount codes for the visitor's carts (contract discounts.ts, issue 30). Visitor calls: no credentials.
//   POST {api}/client/{id}/cart/discount          { code, lines } → DiscountCheck
//   POST {api}/client/{id}/services-cart/discount { code, lines } → DiscountCheck
// A refusal (422 discount_*) is read with `discountRefusalOf`; the checkouts answer the same refusals.
import { apiFailureOf } from '../api-failure.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { discountCalls } from '../contracts/calls/discounts.js';
import type { DiscountRefusalExtra, ProductsDiscountBody, ServicesDiscountBody } from '../contracts/discounts.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { DiscountCheck } from '../contracts/discounts.js';

export interface ProductsDiscountArgs extends ProductsDiscountBody {
  clientId: number;
}
export interface ServicesDiscountArgs extends ServicesDiscountBody {
  clientId: number;
}

/** Why a code took nothing off: commerce's refusal (`expired`, `used_up`…), its message key and the minimum to reach. */
export interface DiscountRefusalRead {
  refusal: string;
  /** The i18n key of its message (`discounts:refused.…`). */
  message: string;
  /** below_minimum: the amount the cart must reach ("30.00"). */
  minimum: string | null;
}

/** The refusal in a failed call's answer (a cart's check or a checkout), or null when it failed otherwise. */
export function discountRefusalOf(error: unknown): DiscountRefusalRead | null {
  const failure = apiFailureOf<DiscountRefusalExtra>(error);
  if (!failure?.code?.startsWith('discount_') || !failure.message) return null;
  return { refusal: failure.code.slice('discount_'.length), message: failure.message, minimum: failure.extra.discount?.minimum ?? null };
}

export const discountsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    // Queries, not mutations: the same code and lines give the same answer, asked again when the lines change.
    productsDiscount: build.query<AnswerOf<typeof discountCalls.products>, ProductsDiscountArgs>({
      query: ({ clientId, ...body }) => requestOf(discountCalls.products, { id: clientId }, { body }),
      keepUnusedDataFor: 0,
    }),
    servicesDiscount: build.query<AnswerOf<typeof discountCalls.services>, ServicesDiscountArgs>({
      query: ({ clientId, ...body }) => requestOf(discountCalls.services, { id: clientId }, { body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProductsDiscountQuery, useServicesDiscountQuery } = discountsApi;
