// Payments of orders, quotes and invoices through a gateway (issue 13): each attempt, the idempotency keys of
// the money-moving calls, the gateway events applied once, and the sandbox gateway's own book of charges.
// Split from commerce.ts (the catalog, customers' orders and their lines), which they refer to one way.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

import { orders } from './commerce.js';
import { clientId, timestampColumns, ts } from './columns.js';

/**
 * A charge as the gateway and our payments row both keep it: its state, amounts, currency and card. Only the
 * brand and the last four digits are ever kept of a card; `failure_code` is commerce's PaymentFailureCode
 * when it failed; a charge waiting for the validation step expires at `expires_at` (spec §8 "Expired
 * transaction").
 */
const chargeColumns = () => ({
  status: text('status').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  refunded_cents: integer('refunded_cents').notNull().default(0),
  currency: text('currency').notNull(),
  card_brand: text('card_brand'),
  card_last4: text('card_last4'),
  failure_code: text('failure_code'),
  expires_at: ts('expires_at'),
});

export const PAYMENT_ROW_STATUSES = ['requires_confirmation', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;

/** One attempt to pay an order through a gateway (the `transactionId` of spec §2's routes). */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The gateway's id of the payment (sandbox `sbx_…`, Stripe `pi_…`); shown in the routes. */
    transaction_id: text('transaction_id').notNull(),
    gateway: text('gateway').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    client_id: clientId(),
    ...chargeColumns(),
    /**
     * A quote or invoice payment's gateway idempotency key (`quote:<client>:<Idempotency-Key>`): the recovery
     * sweeper asks the gateway for its charge by it when the process died before the answer was applied.
     */
    gateway_key: text('gateway_key'),
    /**
     * When the money was received: the moment the payment first became `succeeded` (issue 31: the dashboard's
     * sales count payments by this instant). Null while open, failed or canceled, and for payments that
     * succeeded before this column existed.
     */
    succeeded_at: ts('succeeded_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('payments_open_idx')
      .on(t.updated_at)
      .where(sql`${t.status} in ('requires_confirmation', 'requires_action', 'processing')`),
    unique('payments_gateway_transaction_key').on(t.gateway, t.transaction_id),
    index('payments_order_idx').on(t.order_id),
    // The dashboard's sales by day (issue 31).
    index('payments_client_succeeded_idx').on(t.client_id, t.succeeded_at),
    check(
      'payments_status',
      sql`${t.status} in ('requires_confirmation', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')`,
    ),
    check('payments_card_last4', sql`${t.card_last4} is null or ${t.card_last4} ~ '^[0-9]{4}$'`),
    check('payments_amounts', sql`${t.amount_cents} >= 0 and ${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.amount_cents}`),
  ],
);

/**
 * Idempotency keys of money-moving calls (checkout): the first answer is kept and replayed for the same
 * key and body; the same key with another body is refused. Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    client_id: clientId(),
    /** Which call the key belongs to, e.g. `checkout`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body. */
    request_hash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    response_status: integer('response_status'),
    response_body: jsonb('response_body'),
    /**
     * While the request runs: until when its holder's lease lasts (renewed while it works). A key without an
     * answer whose lease has run out (its process died) is taken over by the next request with it (issue 32).
     */
    lease_until: ts('lease_until'),
    /** Who holds the lease: a random id per request (or `sweeper:…` while the recovery sweeper settles it). */
    holder: text('holder'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

/** Gateway webhook events already applied (each is applied exactly once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway').notNull(),
    event_id: text('event_id').notNull(),
    received_at: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.event_id] })],
);

/**
 * The sandbox gateway's own book (the default gateway, issue 13): what a card processor would keep, so the
 * sandbox behaves like a real one across restarts and nodes: one charge per idempotency key, refunds
 * bounded by the charge, a validation step that expires. Never a card number: brand and last four only.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull().unique('sandbox_charges_idempotency_key'),
    order_ref: text('order_ref').notNull(),
    ...chargeColumns(),
    ...timestampColumns(),
  },
  (t) => [
    check('sandbox_charges_amounts', sql`${t.amount_cents} >= 0 and ${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.amount_cents}`),
    check('sandbox_charges_card_last4', sql`${t.card_last4} is null or ${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Each refund given back on an order (issue 31: the dashboard's sales are net of the refunds made in the
 * period): written with the refund's recording, so its instant and amount are kept (orders.refunded_cents and
 * payments.refunded_cents keep only the running total).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    client_id: clientId(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_client_created_idx').on(t.client_id, t.created_at),
    index('order_refunds_order_idx').on(t.order_id),
    check('order_refunds_amount', sql`${t.amount_cents} > 0`),
  ],
);
