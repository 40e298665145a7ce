// The products store (spec §3 product, variant, ecommerce settings, order display fields): the catalog,
// customers, orders and their lines, payments, idempotency keys and applied gateway events.
// Money is integer minor units ("cents") everywhere; stock is an integer that can never go below 0.
import type { ShippingFields } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { services } from './booking.js';
import { clients } from './clients.js';
import { clientId, clientRowColumns, customerRecordColumns, timestampColumns, ts } from './columns.js';

export const products = pgTable(
  'products',
  {
    ...clientRowColumns(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull().default(''),
    price_cents: integer('price_cents').notNull(),
    /** The owner's "sold out" flag: not for sale whatever the stock says. */
    sold_out: boolean('sold_out').notNull().default(false),
    /** Inactive products are not on the site at all. */
    active: boolean('active').notNull().default(true),
    /** Shown in the home page's store section and the store container. */
    featured: boolean('featured').notNull().default(false),
    /** Units at or below which the back office calls it low on stock (issue 26); null: core-model's default. */
    low_stock_threshold: integer('low_stock_threshold'),
    /** Position in the owner's list and on the site (ascending), then id. */
    ordering: integer('ordering').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    unique('products_client_slug_key').on(t.client_id, t.slug),
    index('products_client_ordering_idx').on(t.client_id, t.ordering, t.id),
    index('products_client_updated_idx').on(t.client_id, t.updated_at, t.id),
    check('products_price_cents', sql`${t.price_cents} >= 0`),
    check('products_low_stock_threshold', sql`${t.low_stock_threshold} is null or ${t.low_stock_threshold} >= 0`),
  ],
);

/**
 * Every product has at least one variant: the stock lives here. A product without choices has one
 * `default` variant (named ''), which the site does not show as a choice.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    client_id: clientId(),
    /** core-model VARIANT_TYPES: color (type id 1), size (2), wurkzen_custom_variant, default. */
    type: text('type').notNull(),
    /** Shown value, e.g. `Red` or `XL`; '' for the default variant. */
    name: text('name').notNull().default(''),
    slug: text('slug').notNull(),
    /** `#rrggbb` of a colour variant's swatch. */
    swatch: text('swatch'),
    /** This variant's own price, when it differs from the product's. */
    price_cents: integer('price_cents'),
    stock: integer('stock').notNull().default(0),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [
    unique('product_variants_product_slug_key').on(t.product_id, t.slug),
    index('product_variants_product_idx').on(t.product_id, t.ordering),
    check('product_variants_stock', sql`${t.stock} >= 0`),
    check('product_variants_price_cents', sql`${t.price_cents} is null or ${t.price_cents} >= 0`),
    check('product_variants_type', sql`${t.type} in ('color', 'size', 'wurkzen_custom_variant', 'default')`),
  ],
);

/** A product's images in order; `variant_id` set for an image shown when that variant is chosen. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    client_id: clientId(),
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.ordering)],
);

/** The last order number given per client (order numbers count 1, 2, 3… per business). */
export const orderCounters = pgTable('order_counters', {
  client_id: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  last_number: integer('last_number').notNull().default(0),
});

export const ORDER_ROW_STATUSES = [
  // Products checkout:
  'awaiting_payment', // stock held, the gateway has not said yes yet (incl. the validation step)
  'paid',
  'payment_failed', // declined or expired: stock released
  'canceled', // by the owner: stock released
  'refunded', // in full (partial refunds keep `paid` and add to refunded_cents)
  // Quotes and invoices (spec §4), for the services issue:
  /** A quote request from the services store (a requires-quote service): waits for the owner's price. */
  'requested',
  'pending',
  'approved',
  'rejected',
] as const;
export type OrderRowStatus = (typeof ORDER_ROW_STATUSES)[number];

export const FULFILLMENTS = ['unfulfilled', 'fulfilled', 'shipped'] as const;
export type Fulfillment = (typeof FULFILLMENTS)[number];

export const orders = pgTable(
  'orders',
  {
    /** Its uuid is the only way a visitor reaches the order: /commerce/order/{uuid}. */
    ...customerRecordColumns('orders'),
    /**
     * Per client, from order_counters, taken when the order is placed (issue 26 item 4): a checkout's order
     * when its payment succeeds (in the transaction that marks it paid), a quote request, renewal or owner's
     * document when written. Null while a checkout's payment is under way, and for good once it failed:
     * a declined or expired attempt is no order of the customer's and uses no number.
     */
    number: integer('number'),
    /** core-model ORDER_KINDS: order, quote, invoice, partial_invoice. */
    kind: text('kind').notNull().default('order'),
    status: text('status').notNull(),
    fulfillment: text('fulfillment').notNull().default('unfulfilled'),
    fulfillment_note: text('fulfillment_note').notNull().default(''),
    /** True while the order's units are taken off stock; released (set false) exactly once. */
    stock_held: boolean('stock_held').notNull().default(false),
    email: text('email').notNull(),
    shipping: jsonb('shipping').$type<ShippingFields>(),
    /** The ISO 4217 code the order was priced and charged in (the client's when it was placed). */
    currency: text('currency').notNull().default('USD'),
    /** The rates in force when the order was placed (spec §3 ecommerce settings). */
    tax_rate: text('tax_rate').notNull().default('0'),
    shipping_rate: text('shipping_rate').notNull().default('0'),
    subtotal_cents: integer('subtotal_cents').notNull(),
    discount_cents: integer('discount_cents').notNull().default(0),
    tax_cents: integer('tax_cents').notNull().default(0),
    shipping_cents: integer('shipping_cents').notNull().default(0),
    total_cents: integer('total_cents').notNull(),
    paid_cents: integer('paid_cents').notNull().default(0),
    /**
     * Quotes and invoices: amounts of payments under way (asked of the gateway, not yet confirmed), so two
     * partial payments racing can never capture more than the total: paid + reserved ≤ total always.
     */
    reserved_cents: integer('reserved_cents').notNull().default(0),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    note: text('note').notNull().default(''),
    /** Quotes and invoices (spec §3 order display fields): due date (a calendar date) and terms. */
    due_date: date('due_date', { mode: 'string' }),
    terms: text('terms').notNull().default(''),
    /** Spec §4: a rejection needs a reason. */
    rejection_reason: text('rejection_reason').notNull().default(''),
    /** When the customer approved or rejected it. */
    decided_at: ts('decided_at'),
    /** Quotes and invoices: when it was put before the customer (written pending, or a request priced and sent). */
    sent_at: ts('sent_at'),
    /** A partial invoice (a deposit): the quote or invoice it asks part of. */
    parent_id: integer('parent_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** A subscription's renewal order: the subscription it charges (the first order is subscriptions.order_id). */
    subscription_id: integer('subscription_id').references((): AnyPgColumn => subscriptions.id, { onDelete: 'set null' }),
    /** The visitor's campaign parameters (the `utm_params` cookie, spec §9). */
    utm: jsonb('utm').$type<Record<string, string>>(),
    ...timestampColumns(),
    paid_at: ts('paid_at'),
    /**
     * The gateway idempotency key its charge is made under (`checkout:<client>:<Idempotency-Key>`,
     * `subscription:<uuid>:<period>`): a retry or the recovery sweeper finds the order, and the gateway
     * its charge, by it (issue 32). Null for orders never charged through a checkout (quotes, invoices).
     */
    payment_key: text('payment_key'),
    /**
     * Set when the payment's outcome is not known (the gateway failed after a charge may have been made, or
     * a process died mid-charge): the order is being reconciled with the gateway's record (payment-recovery.ts).
     */
    payment_check_at: ts('payment_check_at'),
  },
  (t) => [
    unique('orders_client_number_key').on(t.client_id, t.number),
    unique('orders_client_payment_key').on(t.client_id, t.payment_key),
    index('orders_awaiting_payment_idx')
      .on(t.updated_at)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('orders_client_created_idx').on(t.client_id, t.created_at, t.id),
    index('orders_client_status_idx').on(t.client_id, t.status),
    // The dashboard's paid orders and quotes by day (issue 31); sent and decided quotes are few per client.
    index('orders_client_paid_idx').on(t.client_id, t.paid_at),
    index('orders_client_sent_idx').on(t.client_id, t.sent_at),
    check('orders_kind', sql`${t.kind} in ('order', 'quote', 'invoice', 'partial_invoice')`),
    check(
      'orders_status',
      sql`${t.status} in ('awaiting_payment', 'paid', 'payment_failed', 'canceled', 'refunded', 'requested', 'pending', 'approved', 'rejected')`,
    ),
    check('orders_fulfillment', sql`${t.fulfillment} in ('unfulfilled', 'fulfilled', 'shipped')`),
    check(
      'orders_amounts',
      sql`${t.subtotal_cents} >= 0 and ${t.discount_cents} >= 0 and ${t.tax_cents} >= 0 and ${t.shipping_cents} >= 0 and ${t.total_cents} >= 0`,
    ),
    check('orders_refund_le_paid', sql`${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.paid_cents}`),
    check('orders_paid_le_total', sql`${t.reserved_cents} >= 0 and ${t.paid_cents} + ${t.reserved_cents} <= ${t.total_cents}`),
    index('orders_parent_idx').on(t.parent_id),
    // A customer's orders, quotes and invoices (issue 30: the Customers screen).
    index('orders_customer_idx').on(t.customer_id, t.created_at),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** A quote's or invoice's line of a service (null for products and free text). */
    service_id: integer('service_id').references((): AnyPgColumn => services.id, { onDelete: 'set null' }),
    /** A subscription service's frequency (core-model RECURRENCES) when the line is one; null otherwise. */
    recurrence: text('recurrence'),
    /** Free text under the line's name (quotes and invoices). */
    description: text('description').notNull().default(''),
    /** Copies at the time of the order: the catalog may change later. */
    name: text('name').notNull(),
    variant_label: text('variant_label').notNull().default(''),
    sku: text('sku').notNull().default(''),
    image: text('image'),
    unit_price_cents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    total_cents: integer('total_cents').notNull(),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.order_id, t.ordering),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
    check('order_lines_recurrence', sql`${t.recurrence} is null or ${t.recurrence} in ('daily', 'weekly', 'monthly', 'yearly')`),
    check('order_lines_amounts', sql`${t.unit_price_cents} >= 0 and ${t.total_cents} >= 0`),
  ],
);

/** Spec §2 /commerce/order/{uuid}/feedback: one rating and comment per order, left by the customer. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    order_id: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    client_id: clientId(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_feedback_client_idx').on(t.client_id, t.created_at),
    check('order_feedback_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A subscription service bought in the services store (spec §3 "subscriptions with frequency daily, weekly,
 * monthly or yearly"): `incomplete` until the first order's payment succeeds, then `active` and charged again
 * every `recurrence` at `next_charge_at` with the saved payment method (each renewal is an order of its own,
 * `order_id` is the first one); `past_due` when a renewal is declined; `canceled` by the owner.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...customerRecordColumns('subscriptions'),
    /** The order that started it. */
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').references((): AnyPgColumn => services.id, { onDelete: 'set null' }),
    /** Copies at the time of the order. */
    name: text('name').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    recurrence: text('recurrence').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('incomplete'),
    /** The saved payment method: the sandbox's card token or Stripe's payment method id (never a card number). */
    payment_token: text('payment_token').notNull().default(''),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    /**
     * The campaign of the visit that led to it (issue 31): its first order's `utm`, copied to each renewal order,
     * so the renewals' money counts for that campaign.
     */
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** When the next renewal is charged; null until active and after cancellation. */
    next_charge_at: ts('next_charge_at'),
    /**
     * The customer cancelled it at the end of its paid period (issue 30): it stays active until this instant
     * (the next charge it will not make), then ends; no renewal is charged. Null while it renews.
     */
    cancel_at: ts('cancel_at'),
    canceled_at: ts('canceled_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('subscriptions_client_idx').on(t.client_id, t.created_at),
    index('subscriptions_order_idx').on(t.order_id),
    index('subscriptions_due_idx').on(t.status, t.next_charge_at),
    // A customer's subscriptions (issue 30: the Customers screen).
    index('subscriptions_customer_idx').on(t.customer_id),
    check('subscriptions_status', sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled')`),
    check('subscriptions_recurrence', sql`${t.recurrence} in ('daily', 'weekly', 'monthly', 'yearly')`),
    check('subscriptions_amount', sql`${t.amount_cents} >= 0`),
  ],
);
