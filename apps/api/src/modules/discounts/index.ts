// The discounts module (issue 30 "Discount codes"): the owner's codes and their uses, the carts' check of a
// typed code, and what the checkouts (modules/orders) call inside their transaction.
export { registerDiscountOwnerRoutes, registerDiscountPublicRoutes } from './discounts-routes.js';
export {
  DiscountRefused,
  DISCOUNT_REFUSAL_STATUS,
  countCheckoutUse,
  releaseOrderDiscount,
  takeDiscountInCheckout,
} from './discounts-service.js';
export type { AppliedDiscount } from './discounts-service.js';
