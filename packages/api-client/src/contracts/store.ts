// The public products store (spec §2 store, shop, product, cart, shipping-information, order-successful,
// commerce/order/{uuid}, transaction, payment_validation; §3 product, variant, ecommerce settings, cart,
// shipping fields, order display fields, card fields). Every call is the visitor's: no credentials, the
// client is the site's own, and an order is reached only by its uuid (a uuid of another client answers 404).
//
//   GET  client/{id}/products?featured=true                  → ProductList      (active products, site order)
//   GET  client/{id}/products/{slug}                         → ProductAnswer    (404 not_found)
//   GET  client/{id}/store                                   → StoreInfo        (settings the cart and checkout need)
//   POST client/{id}/cart/check          CartCheckBody       → CartCheck        (live price and stock of cart lines)
//   POST client/{id}/checkout            CheckoutBody        → 201 CheckoutAnswer
//        header Idempotency-Key                                402 payment_declined · 409 out_of_stock
//                                                             422 idempotency_mismatch · 400 fields · 429
//   GET  client/{id}/orders/{uuid}                           → PublicOrder      (404 order_not_found)
//   GET  client/{id}/orders/{uuid}/transactions/{transactionId}       → PublicTransaction (404 order_not_found | transaction_not_found)
//   GET  client/{id}/orders/{uuid}/payment-validation/{transactionId} → PaymentValidation (always 200: the outcome says)
//   POST client/{id}/orders/{uuid}/payment-validation/{transactionId} PaymentValidationBody → PaymentValidation
//
// Money on the wire is a decimal string of the client's currency ("1234.50"): core-model MoneyAmount,
// read into integer cents by core-model's money module on both sides.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { VARIANT_TYPES } from '@vitrina/core-model';
import { DbId, Nullable, StringEnum } from './shared.js';

/** A decimal amount, e.g. "12.50" (core-model MoneyAmount). */
export const Money = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'Decimal amount with two decimals, e.g. "12.50"' });

export const VARIANT_TYPE_VALUES = VARIANT_TYPES;

/** core-model Variant. A product without choices has no variants here (its stock is `availableQuantity`). */
export const PublicVariant = Type.Object({
  id: Type.Integer(),
  type: StringEnum(VARIANT_TYPE_VALUES),
  /** Spec §3 variant type ids: color 1, size 2; null for custom ones. */
  type_id: Nullable(Type.Integer()),
  name: Type.String(),
  slug: Type.String(),
  /** `#rrggbb` of a colour swatch. */
  swatch: Nullable(Type.String()),
  availableQuantity: Type.Integer({ minimum: 0 }),
  /** Always 0 from the server; the picker's own count. */
  selectedQuantity: Type.Integer({ minimum: 0 }),
  variantImages: Type.Array(Type.String()),
  price: Nullable(Money),
});
export type PublicVariant = Static<typeof PublicVariant>;

/** core-model Product: what the store, the product page and the home store section show. */
export const PublicProduct = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  sku: Type.String(),
  price: Money,
  /** No unit can be bought: the owner's flag, or no stock in any variant. */
  soldOut: Type.Boolean(),
  /** Units in stock over every variant. */
  availableQuantity: Type.Integer({ minimum: 0 }),
  /** The owner's low-stock threshold ("Only 2 left" at or below it; core-model isLowStock); null: the default. */
  lowStockThreshold: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  images: Type.Array(Type.String()),
  variants: Type.Array(PublicVariant),
});
export type PublicProduct = Static<typeof PublicProduct>;

export const ProductListQuery = Type.Object({
  featured: Type.Optional(StringEnum(['true', 'false'] as const, { description: 'true: only products featured on the home page' })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductList = Type.Object({ products: Type.Array(PublicProduct) });
export type ProductList = Static<typeof ProductList>;

export const ProductParams = Type.Object({ id: DbId, slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type ProductParams = Static<typeof ProductParams>;

export const ProductAnswer = Type.Object({ product: PublicProduct });
export type ProductAnswer = Static<typeof ProductAnswer>;

export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Spec §3 ecommerce settings and what checkout needs to show the payment step. */
export const StoreInfo = Type.Object({
  tax_rate: Type.String({ description: 'Percent, e.g. "8.25" (default "0")' }),
  shipping_rate: Money,
  /** ISO 4217 code the gateway charges; prices show its symbol and format (core-model formatMoney). */
  currency: Type.String(),
  /** Countries the store ships to (spec §9 list or the owner's choice of it), two-letter codes. */
  payment_countries: Type.Array(Type.String()),
  gateway: StringEnum(PAYMENT_GATEWAYS),
  /** Stripe's publishable key when the gateway is stripe; null for the sandbox. */
  publishable_key: Nullable(Type.String()),
});
export type StoreInfo = Static<typeof StoreInfo>;

/** One cart line as the browser posts it: ids and a quantity only, never a price. */
export const CheckoutLine = Type.Object({
  product_id: DbId,
  /** null: the product's own (default) variant. */
  variant_id: Nullable(DbId),
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
});
export type CheckoutLine = Static<typeof CheckoutLine>;

export const CartCheckBody = Type.Object({ lines: Type.Array(CheckoutLine, { maxItems: 50 }) });
export type CartCheckBody = Static<typeof CartCheckBody>;

export const LINE_PROBLEMS = ['unavailable', 'out-of-stock', 'insufficient-stock'] as const;

/** A cart line priced and stocked by the server now. */
export const CheckedLine = Type.Object({
  product_id: Type.Integer(),
  variant_id: Nullable(Type.Integer()),
  /** commerce cartLineKey: `${product_id}:${variant_id ?? ''}`. */
  key: Type.String(),
  quantity: Type.Integer(),
  unit_price: Money,
  available: Type.Integer({ minimum: 0 }),
  /** unavailable: no longer sold (deleted or inactive); out-of-stock: none left; insufficient-stock: fewer than asked. */
  problem: Nullable(StringEnum(LINE_PROBLEMS)),
});
export type CheckedLine = Static<typeof CheckedLine>;

/** Spec §3 order display totals. */
export const OrderTotals = Type.Object({
  subtotal: Money,
  discount: Money,
  total_before_tax: Money,
  estimated_tax: Money,
  shipping: Money,
  total: Money,
});
export type OrderTotals = Static<typeof OrderTotals>;

export const CartCheck = Type.Object({ lines: Type.Array(CheckedLine), totals: OrderTotals });
export type CartCheck = Static<typeof CartCheck>;

/**
 * Spec §3 shipping fields (+ country and province): checked by validation's shippingInformationSchema on
 * both sides; the route schema only says it is an object of strings.
 */
export const ShippingBody = Type.Object(
  {
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    country: Type.String(),
    address1: Type.String(),
    address2: Type.Optional(Type.String()),
    city: Type.String(),
    state: Type.Optional(Type.String()),
    province: Type.Optional(Type.String()),
    postalCode: Type.String(),
    phone: Type.String(),
  },
  { description: 'validation shippingInformationSchema' },
);
export type ShippingBody = Static<typeof ShippingBody>;

/** Spec §3 card fields: only to the sandbox gateway, which keeps the brand and last four and nothing else. */
export const CardBody = Type.Object(
  {
    holderName: Type.String({ maxLength: 200 }),
    cardNumber: Type.String({ maxLength: 40 }),
    expiryDate: Type.String({ maxLength: 10 }),
    cvv: Type.String({ maxLength: 10 }),
  },
  { description: 'validation cardSchema' },
);
export type CardBody = Static<typeof CardBody>;

/** How the order is paid: card fields (sandbox) or a Stripe PaymentMethod id made by Stripe Elements. */
export const CheckoutPayment = Type.Union([
  Type.Object({ method: Type.Literal('card'), card: CardBody }),
  Type.Object({ method: Type.Literal('stripe'), payment_method_id: Type.String({ minLength: 3, maxLength: 255 }) }),
]);
export type CheckoutPayment = Static<typeof CheckoutPayment>;

export const CheckoutBody = Type.Object({
  lines: Type.Array(CheckoutLine, { minItems: 1, maxItems: 50 }),
  shipping: ShippingBody,
  payment: CheckoutPayment,
  /** The visitor's tracked campaign parameters (the `utm_params` cookie, spec §9); unknown names dropped. */
  utm: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }))),
  /** A discount code as typed (issue 30): re-judged and counted in the checkout's transaction (422 discount_*). */
  discount_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

/** `Idempotency-Key`: one per attempt; the browser makes a new one after a decline. */
export const CheckoutHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[A-Za-z0-9_-]{8,200}$' }),
});
export type CheckoutHeaders = Static<typeof CheckoutHeaders>;

/**
 * 201: the order exists. `next` says where the browser goes: `success` → /order-successful/{order_uuid};
 * `validation` → /commerce/order/{order_uuid}/payment_validation/{transaction_id} (the card needs the
 * validation step; with Stripe, `client_secret` lets stripe.js run it first).
 */
export const CheckoutAnswer = Type.Object({
  order_uuid: Type.String({ format: 'uuid' }),
  /**
   * The order's number, null until it is placed (issue 26 item 4): a checkout's order takes it when its
   * payment succeeds, so one still at its validation step, or whose payment failed, has none.
   */
  order_number: Nullable(Type.String()),
  transaction_id: Type.String(),
  next: StringEnum(['success', 'validation'] as const),
  client_secret: Nullable(Type.String()),
  totals: OrderTotals,
});
export type CheckoutAnswer = Static<typeof CheckoutAnswer>;

/**
 * Extra fields of the checkout's error answers (beside `error: { code, message, fields? }`):
 * 409 out_of_stock: `line_keys` (cartLineKey of every line at fault) and `stock` (key → units left);
 * 402 payment_declined: `decline` (commerce PaymentFailureCode).
 */
export const CheckoutErrorExtra = Type.Object({
  line_keys: Type.Optional(Type.Array(Type.String())),
  stock: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  decline: Type.Optional(Type.String()),
});
export type CheckoutErrorExtra = Static<typeof CheckoutErrorExtra>;

export const OrderParams = Type.Object({ id: DbId, uuid: Type.String({ format: 'uuid' }) });
export type OrderParams = Static<typeof OrderParams>;

export const TransactionParams = Type.Object({
  id: DbId,
  uuid: Type.String({ format: 'uuid' }),
  transactionId: Type.String({ minLength: 1, maxLength: 255 }),
});
export type TransactionParams = Static<typeof TransactionParams>;

export const ORDER_STATES = [
  'awaiting_payment',
  'paid',
  'payment_failed',
  'canceled',
  'refunded',
  /** A quote request (a requires-quote service): the business has not priced it yet. */
  'requested',
  'pending',
  'approved',
  'rejected',
] as const;
export const FULFILLMENT_STATES = ['unfulfilled', 'fulfilled', 'shipped'] as const;
export const TRANSACTION_STATUSES = ['requires_confirmation', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;

export const PublicTransaction = Type.Object({
  transaction_id: Type.String(),
  status: StringEnum(TRANSACTION_STATUSES),
  amount: Money,
  refunded: Money,
  /** ISO 4217 code the payment was charged in. */
  currency: Type.String(),
  /** e.g. "Visa"; null when the gateway did not say. */
  card_brand: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
export type PublicTransaction = Static<typeof PublicTransaction>;

const OrderLineView = Type.Object({
  name: Type.String(),
  variant_label: Type.String(),
  image: Nullable(Type.String()),
  quantity: Type.Integer(),
  each_price: Money,
  total: Money,
  /** Quotes and invoices: free text under the line's name ('' for none). */
  description: Type.String(),
  /** A subscription service's line: its frequency (core-model RECURRENCES); null for any other line. */
  recurrence: Nullable(StringEnum(['daily', 'weekly', 'monthly', 'yearly'] as const)),
});

export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'canceled'] as const;

/** Spec §3 order display "subscriptions with frequency": a subscription this order started. */
export const SubscriptionView = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  amount: Money,
  recurrence: StringEnum(['daily', 'weekly', 'monthly', 'yearly'] as const),
  state: StringEnum(SUBSCRIPTION_STATES),
  /** When the next renewal is charged; null before the first payment and once canceled. */
  next_charge_at: Nullable(Type.String({ format: 'date-time' })),
  /**
   * The customer cancelled it at the end of its paid period (issue 30): it ends at this instant and is not
   * renewed; null (or absent in older answers) while it renews.
   */
  cancel_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  card_brand: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
});
export type SubscriptionView = Static<typeof SubscriptionView>;

/** A deposit (partial invoice) asked of a quote or invoice, as its page lists it. */
export const PartialInvoiceView = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  order_number: Type.String(),
  state: StringEnum(ORDER_STATES),
  total: Money,
  total_outstanding: Money,
});
export type PartialInvoiceView = Static<typeof PartialInvoiceView>;

/** Spec §3 order display fields of a products order. */
export const PublicOrder = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  /**
   * The order's number, null until it is placed (issue 26 item 4): a checkout's order takes it when its
   * payment succeeds, so one still at its validation step, or whose payment failed, has none.
   */
  order_number: Nullable(Type.String()),
  kind: StringEnum(['order', 'quote', 'invoice', 'partial_invoice'] as const),
  /**
   * What was bought (issue 26): `services` when a line is a service (the services store, a quote request),
   * else `products`; each success page shows only its own. Optional on the wire: older answers carry none.
   */
  source: Type.Optional(StringEnum(['products', 'services'] as const)),
  state: StringEnum(ORDER_STATES),
  fulfillment: StringEnum(FULFILLMENT_STATES),
  dated: Type.String({ format: 'date-time' }),
  lines: Type.Array(OrderLineView),
  ...OrderTotals.properties,
  prior_payments: Money,
  total_outstanding: Money,
  refunded: Money,
  note: Type.String(),
  /** ISO 4217 code the order was charged in. */
  currency: Type.String(),
  /** e.g. "Visa •••• 4242"; '' before a payment. */
  payment_information: Type.String(),
  bill_to: ShippingBody,
  transactions: Type.Array(PublicTransaction),
  // Quotes and invoices (issue 15; spec §3 due date, terms; §4 rejection reason). Every order carries them
  // (a products order: null, '' and '0.00'), so the page reads them as they come (issue 27).
  due_date: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  terms: Type.String(),
  rejection_reason: Type.String(),
  /** When the customer approved or rejected it. */
  decided_at: Nullable(Type.String({ format: 'date-time' })),
  /** Payments under way (asked of the gateway, not yet confirmed); outstanding already excludes them. */
  reserved: Money,
  /** A partial invoice's quote or invoice. */
  parent_uuid: Nullable(Type.String({ format: 'uuid' })),
  partial_invoices: Type.Array(PartialInvoiceView),
  /** Services orders (issue 15): the subscriptions it started, with their frequency. */
  subscriptions: Type.Optional(Type.Array(SubscriptionView)),
});
export type PublicOrder = Static<typeof PublicOrder>;

export const VALIDATION_OUTCOMES = [
  'succeeded',
  'requires_action',
  'failed',
  'order_not_found',
  'transaction_not_found',
  'invalid_transaction',
  'expired_transaction',
] as const;
export type ValidationOutcome = (typeof VALIDATION_OUTCOMES)[number];

/**
 * The payment_validation page's answer. `requires_action`: the validation step is still to do (the
 * sandbox's page offers Complete / Fail; Stripe's runs in stripe.js with `client_secret`). The four §8
 * outcomes: order_not_found, transaction_not_found, invalid_transaction (not this order's, or already
 * failed/canceled), expired_transaction (the step was not done in time: the order is released).
 */
export const PaymentValidation = Type.Object({
  outcome: StringEnum(VALIDATION_OUTCOMES),
  order_uuid: Nullable(Type.String()),
  amount: Nullable(Money),
  /** ISO 4217 code of the amount (null with it). */
  currency: Nullable(Type.String()),
  client_secret: Nullable(Type.String()),
});
export type PaymentValidation = Static<typeof PaymentValidation>;

/** The customer's answer to the sandbox's validation step (`approve: false` = authentication failed). */
export const PaymentValidationBody = Type.Object({ approve: Type.Boolean() });
export type PaymentValidationBody = Static<typeof PaymentValidationBody>;

/**
 * POST /api/payments/stripe/webhook (only with the stripe gateway): Stripe's signed event, read raw.
 * 200 `applied: true` the first time an event moves a payment; `false` for a redelivery or an event that
 * concerns no order of ours. 400 on a missing or bad signature.
 */
export const StripeWebhookAnswer = Type.Object({ received: Type.Literal(true), applied: Type.Boolean() });
export type StripeWebhookAnswer = Static<typeof StripeWebhookAnswer>;

/** The header Stripe signs its webhook deliveries with (`t=…,v1=…`). */
export const StripeWebhookHeaders = Type.Object({ 'stripe-signature': Type.String({ minLength: 1, maxLength: 4000 }) });
export type StripeWebhookHeaders = Static<typeof StripeWebhookHeaders>;
