// The calls of discount codes (issue 30; contract discounts.ts): the back office's Discount codes screen and
// the visitor's carts.
import { call, resourceCalls } from '../call.js';
import type {
  DiscountCheck,
  DiscountPauseBody,
  OwnerDiscountCode,
  OwnerDiscountCodeInput,
  OwnerDiscountCodeList,
  OwnerDiscountUses,
  ProductsDiscountBody,
  ServicesDiscountBody,
} from '../discounts.js';

/** The Discount codes screen: the codes, one, the changes, pause/resume and the uses. */
export const ownerDiscountCodeCalls = {
  ...resourceCalls<{ list: { answer: OwnerDiscountCodeList }; entry: OwnerDiscountCode; input: OwnerDiscountCodeInput }>()(
    '/api/client/:id/owner-discount-codes',
    'codeId',
    ['list', 'get', 'create', 'replace'],
  ),
  pause: call<{ body: DiscountPauseBody; answer: OwnerDiscountCode }>()('POST', '/api/client/:id/owner-discount-codes/:codeId/pause'),
  uses: call<{ answer: OwnerDiscountUses }>()('GET', '/api/client/:id/owner-discount-codes/:codeId/uses'),
};

/** The visitor's carts: what a typed code takes off (422 discount_* when it takes nothing). */
export const discountCalls = {
  products: call<{ body: ProductsDiscountBody; answer: DiscountCheck }>()('POST', '/api/client/:id/cart/discount'),
  services: call<{ body: ServicesDiscountBody; answer: DiscountCheck }>()('POST', '/api/client/:id/services-cart/discount'),
};
