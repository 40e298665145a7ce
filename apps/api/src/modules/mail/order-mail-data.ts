// What the order messages need, read once: the paid order with its lines, the business (name, logo, brand
// colour, language, where its site is) and its owners who get new-order alerts (mail-people.ts). Reads only.
// An order's lines and totals as a message shows them (mailOrderOf) are the quotes' and invoices' too.
import type { MailOrder } from '@vitrina/mail-templates';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index.js';
import { orderLines, orders } from '../../db/schema.js';
import { mailBusinessOf, staffRecipients } from './mail-people.js';
import type { MailConfig, MailSender, StaffRecipient } from './mail-people.js';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderMailData {
  order: MailOrder & { id: number; uuid: string; kind: string; subscriptionId: number | null };
  /** The order's row (what the messages show beyond the receipt: the owner's note, the number as stored). */
  row: OrderRow;
  business: MailSender;
  owners: StaffRecipient[];
}

/** An order, quote or invoice as a message shows it: its lines (in their order), totals and shipping. */
export async function mailOrderOf(db: AppDb, row: OrderRow, timeZone: string): Promise<MailOrder> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, row.id))
    .orderBy(asc(orderLines.ordering), asc(orderLines.id));
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

export async function loadOrderMailData(db: AppDb, config: MailConfig, clientId: number, orderId: number): Promise<OrderMailData | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.client_id, clientId)));
  if (!order) return null;
  const business = await mailBusinessOf(db, config, clientId);
  if (!business) return null;
  const mailOrder = await mailOrderOf(db, order, business.timeZone);
  const owners = await staffRecipients(db, clientId, 'new_order');
  return {
    order: { ...mailOrder, id: order.id, uuid: order.uuid, kind: order.kind, subscriptionId: order.subscription_id },
    row: order,
    business,
    owners,
  };
}
