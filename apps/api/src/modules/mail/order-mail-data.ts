// What the order messages need, read once: the paid order with its lines, the business (name, logo, brand
// colour, language, where its site is) and its owners who get new-order alerts (mail-people.ts). Reads only.
import type { MailOrder } from '@vitrina/mail-templates';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index.js';
import { orderLines, orders } from '../../db/schema.js';
import { mailBusinessOf, staffRecipients } from './mail-people.js';
import type { MailConfig, MailSender, StaffRecipient } from './mail-people.js';

export interface OrderMailData {
  order: MailOrder & { id: number; uuid: string; kind: string; subscriptionId: number | null };
  business: MailSender;
  owners: StaffRecipient[];
}

export async function loadOrderMailData(db: AppDb, config: MailConfig, clientId: number, orderId: number): Promise<OrderMailData | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.client_id, clientId)));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(orderLines.ordering), asc(orderLines.id));
  const business = await mailBusinessOf(db, config, clientId);
  if (!business) return null;
  const owners = await staffRecipients(db, clientId, 'new_order');
  return {
    order: {
      id: order.id,
      uuid: order.uuid,
      kind: order.kind,
      subscriptionId: order.subscription_id,
      number: order.number ?? order.id,
      currency: order.currency,
      lines: lines.map((l) => ({
        name: l.name,
        variant: l.variant_label,
        quantity: l.quantity,
        unitCents: l.unit_price_cents,
        totalCents: l.total_cents,
      })),
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      taxCents: order.tax_cents,
      shippingCents: order.shipping_cents,
      totalCents: order.total_cents,
      paidAt: order.paid_at,
      timeZone: business.timeZone,
      email: order.email,
      shipping: order.shipping ?? null,
    },
    business,
    owners,
  };
}
