// The public services store (issue 15; spec §2 services-store, service/{slug}, store/service/{slug},
// services-cart, services-finalize, services-success/{id}; §3 service: requires-quote, subscription with
// frequency; §5 "Services store: select one or more services", "only one subscription service per order;
// one-time services and a subscription cannot be mixed"). The visitor's calls: no credentials.
//
//   GET  client/{id}/services-store                         → PublicServiceList (active services sold online)
//   GET  client/{id}/services-store/{slug}                  → PublicServiceAnswer (404 not_found)
//   POST client/{id}/services-cart/check  ServicesCartCheckBody → ServicesCartCheck (live prices + rule violations)
//   POST client/{id}/services-checkout    ServicesCheckoutBody, header Idempotency-Key
//        → 201 ServicesCheckoutAnswer · 400 fields · 402 payment_declined {decline}
//        · 409 order_rule {violations} (commerce checkServiceOrder, re-run on the server) · 409 unavailable {line_keys}
//        · 422 idempotency_mismatch · 429
// The success page reads the order with GET client/{id}/orders/{uuid} (contracts/store.ts PublicOrder).
//
// An order with a requires-quote service is a quote request (kind quote, state requested): no payment; the
// owner prices it in the back office and the customer then approves and pays it at /commerce/order/{uuid}.
// A subscription order (one subscription line) charges the first period now and saves the card for renewals.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, Nullable, StringEnum } from './shared.js';
import { CheckoutPayment, Money, OrderTotals, ShippingBody } from './store.js';

export const RECURRENCE_VALUES = ['daily', 'weekly', 'monthly', 'yearly'] as const;

/** Spec §3 service as the store sells it. */
export const PublicService = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** The listed price; a requires-quote service's is a starting point ("0.00": price on request). */
  price: Money,
  images: Type.Array(Type.String()),
  requires_quote: Type.Boolean(),
  is_subscription: Type.Boolean(),
  /** Set when is_subscription. */
  recurrence: Nullable(StringEnum(RECURRENCE_VALUES)),
  duration_minutes: Type.Integer(),
  /** Also offered in the appointment wizard (/appointment). */
  bookable: Type.Boolean(),
});
export type PublicService = Static<typeof PublicService>;

export const PublicServiceList = Type.Object({ services: Type.Array(PublicService) });
export type PublicServiceList = Static<typeof PublicServiceList>;

export const PublicServiceParams = Type.Object({ id: DbId, slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type PublicServiceParams = Static<typeof PublicServiceParams>;

export const PublicServiceAnswer = Type.Object({ service: PublicService });
export type PublicServiceAnswer = Static<typeof PublicServiceAnswer>;

/** A services-cart line as posted: the service and a quantity, never a price. */
export const ServicesCheckoutLine = Type.Object({
  service_id: DbId,
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type ServicesCheckoutLine = Static<typeof ServicesCheckoutLine>;

export const ServicesCartCheckBody = Type.Object({ lines: Type.Array(ServicesCheckoutLine, { maxItems: 50 }) });
export type ServicesCartCheckBody = Static<typeof ServicesCartCheckBody>;

export const SERVICE_ORDER_RULES = ['empty-order', 'one-subscription-per-order', 'subscription-mixed-with-one-time'] as const;

/** commerce OrderRuleViolation on the wire. */
export const ServiceRuleViolation = Type.Object({
  code: StringEnum(SERVICE_ORDER_RULES),
  /** commerce serviceLineKey (the service id as a string) of each line at fault. */
  line_keys: Type.Array(Type.String()),
});
export type ServiceRuleViolation = Static<typeof ServiceRuleViolation>;

export const CheckedServiceLine = Type.Object({
  service_id: Type.Integer(),
  key: Type.String(),
  quantity: Type.Integer(),
  /** The live service (null when it is no longer sold: deleted, inactive or not sold online). */
  service: Nullable(PublicService),
  problem: Nullable(StringEnum(['unavailable'] as const)),
});
export type CheckedServiceLine = Static<typeof CheckedServiceLine>;

export const ServicesCartCheck = Type.Object({
  lines: Type.Array(CheckedServiceLine),
  totals: OrderTotals,
  violations: Type.Array(ServiceRuleViolation),
  /** A requires-quote line makes the whole order a quote request (no payment step). */
  quote_request: Type.Boolean(),
});
export type ServicesCartCheck = Static<typeof ServicesCartCheck>;

export const ServicesCheckoutBody = Type.Object({
  lines: Type.Array(ServicesCheckoutLine, { minItems: 1, maxItems: 50 }),
  /** Customer information and service address (spec §2 services-finalize): validation shippingInformationSchema. */
  customer: ShippingBody,
  /** Required unless the order is a quote request (then null). */
  payment: Nullable(CheckoutPayment),
  /** What the customer wants the business to know (entered text, tags stripped). */
  note: Type.String({ maxLength: 2000 }),
  /** The `utm_params` cookie (spec §9); unknown names dropped. */
  utm: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }))),
  /** A discount code as typed (issue 30): re-judged and counted in the checkout's transaction (422 discount_*). */
  discount_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type ServicesCheckoutBody = Static<typeof ServicesCheckoutBody>;

/**
 * 201. `next`: `success` → /services-success/{order_uuid}; `validation` →
 * /commerce/order/{order_uuid}/payment_validation/{transaction_id}. A quote request has no transaction.
 */
export const ServicesCheckoutAnswer = Type.Object({
  order_uuid: Type.String({ format: 'uuid' }),
  /** Null until the order is placed: a quote request has its number, an order to pay takes it when paid (issue 26 item 4). */
  order_number: Nullable(Type.String()),
  kind: StringEnum(['order', 'quote'] as const),
  transaction_id: Nullable(Type.String()),
  next: StringEnum(['success', 'validation'] as const),
  client_secret: Nullable(Type.String()),
  totals: OrderTotals,
});
export type ServicesCheckoutAnswer = Static<typeof ServicesCheckoutAnswer>;
