// Discount codes (issue 30 "Discount codes"; spec §3 order display fields: the discount line). A client's
// codes, and one use per order that took money off with one. `used_count` is the code's uses kept beside
// it: a checkout locks the code's row, judges it and adds its use in its own transaction, so a limit is
// never overrun however many buyers race (modules/discounts/discount-uses-repository.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { orders } from './commerce.js';
import { customers } from './customers.js';
import { clientId, clientRowColumns, timestampColumns, ts } from './columns.js';

export const discountCodes = pgTable(
  'discount_codes',
  {
    ...clientRowColumns(),
    /** As the owner typed it (shown); `code_key` is it lower-cased, unique per client. */
    code: text('code').notNull(),
    code_key: text('code_key').notNull(),
    /** commerce DISCOUNT_KINDS: percent (value 1–100) or fixed (value in minor units of the client's currency). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** The cart's subtotal must reach it (minor units); 0: none. */
    minimum_cents: integer('minimum_cents').notNull().default(0),
    /** Valid from this instant (the start of the owner's day in the business's time zone); null: at once. */
    starts_at: ts('starts_at'),
    /** Valid until this instant, excluded (the end of the owner's last day); null: no end. */
    ends_at: ts('ends_at'),
    /** Uses in all; null: no limit. */
    usage_limit: integer('usage_limit'),
    /** Uses per customer (their e-mail); null: no limit. */
    per_customer_limit: integer('per_customer_limit'),
    used_count: integer('used_count').notNull().default(0),
    /** The products / services it applies to; both empty: the whole cart. */
    product_ids: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    service_ids: integer('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    paused: boolean('paused').notNull().default(false),
    ...timestampColumns(),
  },
  (t) => [
    unique('discount_codes_client_code_key').on(t.client_id, t.code_key),
    check('discount_codes_code_key_lower', sql`${t.code_key} = lower(${t.code})`),
    check('discount_codes_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('discount_codes_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('discount_codes_minimum', sql`${t.minimum_cents} >= 0`),
    check('discount_codes_used_count', sql`${t.used_count} >= 0`),
    check(
      'discount_codes_limits',
      sql`(${t.usage_limit} is null or ${t.usage_limit} >= 1) and (${t.per_customer_limit} is null or ${t.per_customer_limit} >= 1)`,
    ),
  ],
);

/** One order's use of a code, written in the transaction that placed the order; gone when its payment fails. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    client_id: clientId(),
    code_id: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** What it took off the order (minor units). */
    discount_cents: integer('discount_cents').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('discount_uses_order_key').on(t.order_id),
    index('discount_uses_code_customer_idx').on(t.code_id, t.customer_id),
    index('discount_uses_code_created_idx').on(t.code_id, t.created_at, t.id),
  ],
);
