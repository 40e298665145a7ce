// What the order messages need, read once: the paid order with its lines, the business (name, logo, brand
// colour, language, where its site is) and its owners who get new-order alerts (mail-people.ts). Reads only.
// An order's lines and totals as a message shows them (mailOrderOf) are the quotes' and invoices' too.
//
// Within a delivery (issue 29 "Checkout"), the orders of every order event of the batch are read with their lines
// in one statement, and their businesses with their owners in another (DeliveryBatch.memo): a checkout's
// OrderPlaced and OrderPaid, and the receipt's and the renewal's subscribers, share them, and so do the other
// checkouts' events claimed with them.
import type { MailOrder } from '@vitrina/mail-templates';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/index.js';
import { customers, orderLines, orders } from '../../db/schema.js';
import type { DeliveryBatch } from '../../events/delivery-batch.js';
import { mailBusinessesWithOwners, ownersWanting } from './mail-people.js';
import type { MailBusinessWithOwners, MailConfig, MailSender, OwnerRow, StaffRecipient } from './mail-people.js';

export type OrderRow = typeof orders.$inferSelect;

/** A line as a message shows it. */
export interface MailLineRow {
  name: string;
  variant_label: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
}

/** An order with its lines (in their order). */
export interface OrderWithLines {
  row: OrderRow;
  lines: MailLineRow[];
  /** The key of the buyer's page of bookings and orders (issue 30); null for an order without a customer. */
  portalKey: string | null;
}

export interface OrderMailData {
  order: MailOrder & { id: number; uuid: string; kind: string; subscriptionId: number | null };
  /** The order's row (what the messages show beyond the receipt: the owner's note, the number as stored). */
  row: OrderRow;
  business: MailSender;
  /** The owners who get new-order alerts. */
  owners: StaffRecipient[];
  /** Every owner of the business, before their choices (ownersWanting picks those of another kind). */
  allOwners: OwnerRow[];
  /** The key of the buyer's page of bookings and orders (issue 30); null for an order without a customer. */
  portalKey: string | null;
}

/** An order, quote or invoice as a message shows it: its lines (in their order), totals and shipping. */
export async function mailOrderOf(db: AppDb, row: OrderRow, timeZone: string): Promise<MailOrder> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, row.id))
    .orderBy(asc(orderLines.ordering), asc(orderLines.id));
  return mailOrderFrom(row, lines, timeZone);
}

/** mailOrderOf of lines already read. */
export function mailOrderFrom(row: OrderRow, lines: readonly MailLineRow[], timeZone: string): MailOrder {
  return {
    number: row.number ?? row.id,
    currency: row.currency,
    lines: lines.map((l) => ({
      name: l.name,
      variant: l.variant_label,
      quantity: l.quantity,
      unitCents: l.unit_price_cents,
      totalCents: l.total_cents,
    })),
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    taxCents: row.tax_cents,
    shippingCents: row.shipping_cents,
    totalCents: row.total_cents,
    paidAt: row.paid_at,
    timeZone,
    email: row.email,
    shipping: row.shipping ?? null,
  };
}

/** Orders with their lines, in one statement. */
export async function ordersWithLines(db: AppDb, orderIds: readonly number[]): Promise<Map<number, OrderWithLines>> {
  const found = new Map<number, OrderWithLines>();
  if (orderIds.length === 0) return found;
  const lines = sql<MailLineRow[]>`(select coalesce(json_agg(json_build_object('name', l.name, 'variant_label', l.variant_label,
    'quantity', l.quantity, 'unit_price_cents', l.unit_price_cents, 'total_cents', l.total_cents) order by l.ordering, l.id), '[]'::json)
    from ${orderLines} l where l.order_id = "orders"."id")`; // qualified: drizzle writes a lone table's columns bare
  const portalKey = sql<string | null>`(select c.portal_key from ${customers} c
    where c.id = "orders"."customer_id" and c.client_id = "orders"."client_id")`;
  const rows = await db
    .select({ row: orders, lines, portalKey })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  for (const r of rows) found.set(r.row.id, r);
  return found;
}

/** The events of the batch that name an order, as (client, order) pairs. */
function orderEventsOf(batch: DeliveryBatch): { clientId: number; orderId: number }[] {
  const named: { clientId: number; orderId: number }[] = [];
  for (const { event } of batch.events) {
    const { clientId, orderId } = event as { clientId?: unknown; orderId?: unknown };
    if (typeof clientId === 'number' && typeof orderId === 'number') named.push({ clientId, orderId });
  }
  return named;
}

/**
 * The client's order `orderId` with its lines; null when the client has no such order. With a batch: read with
 * the orders of every order event of the batch, once (an order no event names is read on its own, once).
 */
export async function orderWithLines(
  db: AppDb,
  clientId: number,
  orderId: number,
  batch: DeliveryBatch | null = null,
): Promise<OrderWithLines | null> {
  let found: OrderWithLines | undefined;
  if (!batch) found = (await ordersWithLines(db, [orderId])).get(orderId);
  else {
    const named = orderEventsOf(batch).map((e) => e.orderId);
    const ids = named.includes(orderId) ? named : [orderId];
    found = (await batch.memo(`mail:orders:${ids === named ? 'batch' : orderId}`, () => ordersWithLines(db, ids))).get(orderId);
  }
  return found && found.row.client_id === clientId ? found : null;
}

/**
 * The business `clientId` with its owners; null for an unknown client. With a batch: read with the businesses of
 * every order event of the batch, once (a client no order event names is read on its own, once).
 */
export async function mailBusinessWithOwners(
  db: AppDb,
  config: MailConfig,
  clientId: number,
  batch: DeliveryBatch | null = null,
): Promise<MailBusinessWithOwners | null> {
  if (!batch) return (await mailBusinessesWithOwners(db, config, [clientId])).get(clientId) ?? null;
  const named = orderEventsOf(batch).map((e) => e.clientId);
  const ids = named.includes(clientId) ? named : [clientId];
  const all = await batch.memo(`mail:businesses:${ids === named ? 'batch' : clientId}`, () => mailBusinessesWithOwners(db, config, ids));
  return all.get(clientId) ?? null;
}

export async function loadOrderMailData(
  db: AppDb,
  config: MailConfig,
  clientId: number,
  orderId: number,
  batch: DeliveryBatch | null = null,
): Promise<OrderMailData | null> {
  const order = await orderWithLines(db, clientId, orderId, batch);
  if (!order) return null;
  const found = await mailBusinessWithOwners(db, config, clientId, batch);
  if (!found) return null;
  const { row } = order;
  const { business, owners } = found;
  return {
    order: {
      ...mailOrderFrom(row, order.lines, business.timeZone),
      id: row.id,
      uuid: row.uuid,
      kind: row.kind,
      subscriptionId: row.subscription_id,
    },
    row,
    business,
    owners: ownersWanting(owners, 'new_order'),
    allOwners: owners,
    portalKey: order.portalKey,
  };
}
