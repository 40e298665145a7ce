// Discount codes (issue 30 "Discount codes"; spec §3 order display fields: the discount line).
// The back office's Discount codes screen (owner 1 and manager 3):
//   GET  client/{id}/owner-discount-codes                               → OwnerDiscountCodeList
//   GET  client/{id}/owner-discount-codes/{codeId}                      → OwnerDiscountCode
//   POST client/{id}/owner-discount-codes   OwnerDiscountCodeInput      → 201 OwnerDiscountCode (409 code_taken)
//   PUT  client/{id}/owner-discount-codes/{codeId} OwnerDiscountCodeInput → OwnerDiscountCode (409 code_taken)
//   POST client/{id}/owner-discount-codes/{codeId}/pause  DiscountPauseBody → OwnerDiscountCode
//   GET  client/{id}/owner-discount-codes/{codeId}/uses                 → OwnerDiscountUses
// The visitor's carts (no credentials): what a typed code takes off the cart now.
//   POST client/{id}/cart/discount          ProductsDiscountBody        → DiscountCheck
//   POST client/{id}/services-cart/discount ServicesDiscountBody        → DiscountCheck
//   422 discount_unknown | discount_paused | discount_not_started | discount_expired | discount_used_up |
//       discount_below_minimum {discount: {minimum}} | discount_not_applicable (commerce DISCOUNT_REFUSALS);
//   the checkouts answer the same, and discount_customer_limit once the buyer's e-mail is known.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { DiscountCodeInput } from '@vitrina/validation';
import { DbId, Nullable, StringEnum, ValidatedBody } from './shared.js';
import { ServicesCheckoutLine } from './services-store.js';
import { CheckoutLine, Money, OrderTotals } from './store.js';

export const DISCOUNT_CODE_STATES = ['active', 'paused', 'scheduled', 'ended', 'used_up'] as const;

export const OwnerDiscountCodeParams = Type.Object({ id: DbId, codeId: DbId });
export type OwnerDiscountCodeParams = Static<typeof OwnerDiscountCodeParams>;

export const OwnerDiscountCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: StringEnum(['percent', 'fixed'] as const),
  /** The percent as digits ("10"), or the amount ("5.00") in the business's currency. */
  value: Type.String(),
  minimum: Money,
  /** Calendar days of the business's time zone, '' for none; the end day is included. */
  starts_on: Type.String(),
  ends_on: Type.String(),
  usage_limit: Nullable(Type.Integer()),
  per_customer_limit: Nullable(Type.Integer()),
  used_count: Type.Integer({ minimum: 0 }),
  product_ids: Type.Array(Type.Integer()),
  service_ids: Type.Array(Type.Integer()),
  paused: Type.Boolean(),
  /** Whether a customer can use it now (paused, not started, ended, used up). */
  state: StringEnum(DISCOUNT_CODE_STATES),
});
export type OwnerDiscountCode = Static<typeof OwnerDiscountCode>;

export const OwnerDiscountCodeList = Type.Object({ codes: Type.Array(OwnerDiscountCode) });
export type OwnerDiscountCodeList = Static<typeof OwnerDiscountCodeList>;

export type OwnerDiscountCodeInput = DiscountCodeInput;
export const OwnerDiscountCodeInput = ValidatedBody<OwnerDiscountCodeInput>(
  `code (3–40 letters, digits, - or _; unique per business without case), kind (percent|fixed), value (percent 1–100 or an amount above 0), minimum (amount, '' = 0), starts_on and ends_on (YYYY-MM-DD of the business's time zone or ''), usage_limit and per_customer_limit (≥ 1 or null), product_ids and service_ids (empty: the whole cart), paused`,
  'discountCodeSchema',
);

export const DiscountPauseBody = Type.Object({ paused: Type.Boolean() });
export type DiscountPauseBody = Static<typeof DiscountPauseBody>;

export const OwnerDiscountUse = Type.Object({
  order_uuid: Type.String({ format: 'uuid' }),
  /** Null while the order waits for its payment (issue 26 item 4). */
  order_number: Nullable(Type.String()),
  order_status: Type.String(),
  customer_name: Type.String(),
  customer_email: Type.String(),
  discount: Money,
  currency: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type OwnerDiscountUse = Static<typeof OwnerDiscountUse>;

/** The code's uses, newest first (its latest 50), and how many there are in all. */
export const OwnerDiscountUses = Type.Object({ count: Type.Integer({ minimum: 0 }), uses: Type.Array(OwnerDiscountUse) });
export type OwnerDiscountUses = Static<typeof OwnerDiscountUses>;

/** The code as typed (any case; surrounding spaces dropped). */
export const TypedDiscountCode = Type.String({ minLength: 1, maxLength: 100 });

export const ProductsDiscountBody = Type.Object({
  code: TypedDiscountCode,
  lines: Type.Array(CheckoutLine, { minItems: 1, maxItems: 50 }),
});
export type ProductsDiscountBody = Static<typeof ProductsDiscountBody>;

export const ServicesDiscountBody = Type.Object({
  code: TypedDiscountCode,
  lines: Type.Array(ServicesCheckoutLine, { minItems: 1, maxItems: 50 }),
});
export type ServicesDiscountBody = Static<typeof ServicesDiscountBody>;

/** What the code takes off the cart now: the code as the business wrote it, the discount and the totals with it. */
export const DiscountCheck = Type.Object({ code: Type.String(), discount: Money, totals: OrderTotals });
export type DiscountCheck = Static<typeof DiscountCheck>;

/** Extra field of a refusal: `discount.refusal` and, for below_minimum, the `minimum` to reach. */
export const DiscountRefusalExtra = Type.Object({
  discount: Type.Optional(Type.Object({ refusal: Type.String(), minimum: Type.Optional(Money) })),
});
export type DiscountRefusalExtra = Static<typeof DiscountRefusalExtra>;
