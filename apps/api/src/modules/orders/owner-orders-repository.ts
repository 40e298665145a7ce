// The back office's orders (issue 13 "Orders"; spec §3 "Order display fields"): the client's products
// orders newest first, a page at a time (keyset on created_at, id), searched by number, customer name or
// e-mail and filtered by state and fulfillment in the database; one order with every display field, its
// lines and payments; and the fulfilment changes (fulfilled / shipped with a note), each with its audit
// entry in the same transaction. Refunds and cancels, which move money, are in owner-order-payments.ts.
import type { OwnerOrderSummary } from '@vitrina/api-client/contracts';
import { allowedOwnerActions } from '@vitrina/commerce';
import type { OwnerOrderAction, PaymentStatus } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';
import type { ShippingFields } from '@vitrina/core-model';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { afterCursor, keysetPage, pageLimit } from '../../db/paging.js';
import { searchWords, wordsInFields } from '../../db/search.js';
import { orderLines, orders, payments } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import { moveStoreOrder } from '../../db/repos/order-lifecycle.js';
import type { OrderMoveRefusal } from '../../db/repos/order-lifecycle.js';
import { orderNumberText } from './orders-repository.js';
import { findOrderFeedback } from './feedback-repository.js';
import type { OrderFeedbackRecord } from './feedback-repository.js';
import type { AuditActor } from '../../db/repos/audit.js';

/** Largest page one call returns. */
export const ORDER_PAGE_LIMIT = 50;

/** The audit entity of an order. */
export const ORDER_AUDIT_ENTITY = 'order';

export type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface OwnerOrderSummaryRecord {
  id: number;
  /** Null while its payment is under way (issue 26 item 4). */
  order_number: string | null;
  dated: string;
  customer_name: string;
  email: string;
  total: string;
  /** ISO 4217 code the order was charged in. */
  currency: string;
  state: OwnerOrderSummary['state'];
  fulfillment: OwnerOrderSummary['fulfillment'];
  /** Awaiting payment while its payment's outcome is being confirmed with the gateway (issue 32). */
  payment_check: boolean;
}

export interface OwnerOrderPageRecord {
  orders: OwnerOrderSummaryRecord[];
  next_cursor: string | null;
}

export interface OwnerOrderQuery {
  status?: string;
  fulfillment?: string;
  q?: string;
  cursor?: number;
  limit?: number;
}

export interface OwnerPaymentRecord {
  transaction_id: string;
  gateway: string;
  status: PaymentStatus;
  amount: string;
  refunded: string;
  /** ISO 4217 code the payment was charged in. */
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  created_at: string;
}

export interface OwnerOrderRecord extends OwnerOrderSummaryRecord {
  uuid: string;
  lines: { name: string; variant_label: string; sku: string; image: string | null; quantity: number; each_price: string; total: string }[];
  subtotal: string;
  discount: string;
  total_before_tax: string;
  estimated_tax: string;
  shipping: string;
  prior_payments: string;
  refunded: string;
  refundable: string;
  total_outstanding: string;
  note: string;
  fulfillment_note: string;
  payment_information: string;
  bill_to: ShippingFields | null;
  ship_to: ShippingFields | null;
  utm: Record<string, string>;
  payments: OwnerPaymentRecord[];
  updated_at: string;
  /** The customer's feedback (spec §2 order feedback); null until left. */
  feedback: OrderFeedbackRecord | null;
  /** What the owner may do now, by commerce's order table (issue 27): the back office shows only these. */
  allowed_actions: OwnerOrderAction[];
}

const money = (cents: number) => fromMinorUnits(cents);

/** A line's price each and in total, as the owner's order and quote screens show them. */
export const linePrices = (line: { unit_price_cents: number; total_cents: number }) => ({
  each_price: money(line.unit_price_cents),
  total: money(line.total_cents),
});

/** An order's subtotal, discount and what tax is reckoned on, as the owner's order and quote screens show them. */
export const amountsBeforeTax = (row: Pick<OrderRow, 'subtotal_cents' | 'discount_cents'>) => ({
  subtotal: money(row.subtotal_cents),
  discount: money(row.discount_cents),
  total_before_tax: money(Math.max(0, row.subtotal_cents - row.discount_cents)),
});

/** An order's payments, oldest first (a store order's, or a quote's or invoice's: both are orders rows). */
export function orderPaymentRows(db: AppDb, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.order_id, orderId)).orderBy(asc(payments.created_at), asc(payments.id));
}

/** A payment as the back office shows it under an order, a quote or an invoice. */
export function paymentEntryOf(p: PaymentRow): OwnerPaymentRecord {
  return {
    transaction_id: p.transaction_id,
    gateway: p.gateway,
    // The column is text; its CHECK (payments_status) keeps it to commerce's statuses.
    status: p.status as PaymentStatus,
    amount: money(p.amount_cents),
    refunded: money(p.refunded_cents),
    currency: p.currency,
    card_brand: p.card_brand,
    card_last4: p.card_last4,
    created_at: p.created_at.toISOString(),
  };
}

const customerName = (row: Pick<OrderRow, 'shipping'>) =>
  [row.shipping?.firstName ?? '', row.shipping?.lastName ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The order awaits a payment whose outcome is unknown (the gateway failed after a charge may have been
 * made, or a process died mid-charge): the recovery sweeper settles it from the gateway's record (issue 32).
 */
export const isPaymentCheck = (row: Pick<OrderRow, 'status' | 'payment_check_at'>): boolean =>
  row.status === 'awaiting_payment' && row.payment_check_at !== null;

/**
 * The rows that are orders (issue 26 item 4): a checkout's attempt whose payment failed was never placed and
 * has no number; it is no order of the business's, in its list, search or counts.
 */
export const notFailedAttempt = sql`(${orders.number} is not null or ${orders.status} <> 'payment_failed')`;

function toSummary(row: OrderRow): OwnerOrderSummaryRecord {
  return {
    id: row.id,
    order_number: orderNumberText(row),
    dated: row.created_at.toISOString(),
    customer_name: customerName(row),
    email: row.email,
    total: money(row.total_cents),
    currency: row.currency,
    // The orders table's text, written only by the order lifecycle (commerce) with the contract's values.
    state: row.status as OwnerOrderSummaryRecord['state'],
    fulfillment: row.fulfillment as OwnerOrderSummaryRecord['fulfillment'],
    payment_check: isPaymentCheck(row),
  };
}

/** "Visa •••• 4242" (spec §3 "payment information"), from the latest payment that names a card. */
export function paymentInformation(rows: readonly Pick<PaymentRow, 'card_brand' | 'card_last4' | 'status'>[]): string {
  const paid = [...rows].reverse().find((p) => p.status === 'succeeded' && p.card_last4) ?? [...rows].reverse().find((p) => p.card_last4);
  if (!paid) return '';
  const brand = paid.card_brand ? paid.card_brand.charAt(0).toUpperCase() + paid.card_brand.slice(1) : '';
  return [brand, `•••• ${paid.card_last4}`].filter(Boolean).join(' ');
}

/** `#12` or `12` finds order 12; other words must each be in the customer's name or e-mail (orders, quotes and invoices). */
export function orderSearchFilter(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  if (!text) return undefined;
  const number = /^#?\s*([1-9][0-9]{0,9})$/.exec(text)?.[1];
  if (number !== undefined && Number(number) <= 2_147_483_647) return eq(orders.number, Number(number));
  const fields = [orders.email, sql`coalesce(${orders.shipping}->>'firstName', '')`, sql`coalesce(${orders.shipping}->>'lastName', '')`];
  return wordsInFields(searchWords(text), fields);
}

/**
 * A page of the client's order rows (products orders, quotes, invoices) matching `filters` and the search
 * `query.q`, newest first, `query.limit` at most (`largest` when not asked); keyset after the cursor's row in
 * (created_at, id). Each row is answered as `toItem` makes it, with the cursor of the next page.
 */
export async function orderRowsPage<Item extends { id: number }>(
  db: AppDb,
  clientId: number,
  query: { q?: string; cursor?: number; limit?: number },
  largest: number,
  toItem: (row: OrderRow) => Item,
  filters: readonly (SQL | undefined)[],
): Promise<{ page: Item[]; next_cursor: string | null }> {
  const limit = pageLimit(query.limit, largest);
  const after = afterCursor(orders.created_at, orders.id, 'desc', query.cursor, clientId);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.client_id, clientId), ...filters, orderSearchFilter(query.q), after))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toItem);
}

export async function listOwnerOrders(db: AppDb, clientId: number, query: OwnerOrderQuery = {}): Promise<OwnerOrderPageRecord> {
  const { page, next_cursor } = await orderRowsPage(db, clientId, query, ORDER_PAGE_LIMIT, toSummary, [
    eq(orders.kind, 'order'),
    notFailedAttempt,
    query.status && query.status !== 'all' ? eq(orders.status, query.status) : undefined,
    query.fulfillment && query.fulfillment !== 'all' ? eq(orders.fulfillment, query.fulfillment) : undefined,
  ]);
  return { orders: page, next_cursor };
}

/** The client's products order (not a failed attempt: notFailedAttempt), or undefined. */
export async function findOwnerOrderRow(db: AppDb, clientId: number, orderId: number, lock = false): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.client_id, clientId), eq(orders.kind, 'order'), notFailedAttempt));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One order with its lines and payments as the back office shows it; null when the client has no such order. */
export async function getOwnerOrder(db: AppDb, clientId: number, orderId: number): Promise<OwnerOrderRecord | null> {
  const row = await findOwnerOrderRow(db, clientId, orderId);
  if (!row) return null;
  const [lines, paymentRows, feedback] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.order_id, row.id)).orderBy(asc(orderLines.ordering), asc(orderLines.id)),
    orderPaymentRows(db, row.id),
    findOrderFeedback(db, row.id),
  ]);
  return {
    ...toSummary(row),
    uuid: row.uuid,
    lines: lines.map((l) => ({
      name: l.name,
      variant_label: l.variant_label,
      sku: l.sku,
      image: l.image,
      quantity: l.quantity,
      ...linePrices(l),
    })),
    ...amountsBeforeTax(row),
    estimated_tax: money(row.tax_cents),
    shipping: money(row.shipping_cents),
    prior_payments: money(row.paid_cents),
    refunded: money(row.refunded_cents),
    refundable: money(row.status === 'paid' ? row.paid_cents - row.refunded_cents : 0),
    total_outstanding: money(['paid', 'awaiting_payment'].includes(row.status) ? Math.max(0, row.total_cents - row.paid_cents) : 0),
    note: row.note,
    fulfillment_note: row.fulfillment_note,
    payment_information: paymentInformation(paymentRows),
    // Checkout takes one address: the customer is billed and shipped to it.
    bill_to: row.shipping ?? null,
    ship_to: row.shipping ?? null,
    utm: row.utm ?? {},
    payments: paymentRows.map(paymentEntryOf),
    updated_at: row.updated_at.toISOString(),
    feedback,
    allowed_actions: allowedOwnerActions({
      status: row.status,
      fulfillment: row.fulfillment,
      paidCents: row.paid_cents,
      refundedCents: row.refunded_cents,
    }),
  };
}

/** What an order's audit entries record before and after a change. */
export const orderAuditState = (row: OrderRow) => ({
  order_number: orderNumberText(row),
  status: row.status,
  fulfillment: row.fulfillment,
  fulfillment_note: row.fulfillment_note,
  refunded: money(row.refunded_cents),
});

export type FulfillmentResult = { ok: true } | { ok: false; error: 'not_found' } | OrderMoveRefusal;

/**
 * Marks a paid order fulfilled (from unfulfilled) or shipped (from unfulfilled or fulfilled) with a note, as
 * commerce's order table allows, and writes its audit entry, on the locked order row. `tx` is the caller's
 * transaction (the service's unit of work, which records OrderShipped beside it).
 */
export async function setOrderFulfillment(
  tx: AppDb,
  clientId: number,
  orderId: number,
  change: { fulfillment: 'fulfilled' | 'shipped'; note: string },
  actor: AuditActor,
): Promise<FulfillmentResult> {
  const before = await findOwnerOrderRow(tx, clientId, orderId, true);
  if (!before) return { ok: false, error: 'not_found' };
  const move = moveStoreOrder(before, { type: change.fulfillment === 'fulfilled' ? 'fulfill' : 'ship' });
  if (!move.ok) return move;
  const [after] = await tx
    .update(orders)
    .set({ status: move.state.status, fulfillment: move.state.fulfillment, fulfillment_note: change.note, updated_at: new Date() })
    .where(eq(orders.id, before.id))
    .returning();
  await recordAudit(tx, {
    clientId,
    actor,
    action: change.fulfillment === 'fulfilled' ? 'order.fulfill' : 'order.ship',
    entity: ORDER_AUDIT_ENTITY,
    entityId: before.id,
    before: orderAuditState(before),
    after: orderAuditState(after!),
  });
  return { ok: true };
}
