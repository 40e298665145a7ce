// Gateway webhook events already applied (issue 13 "webhooks verified by signature and applied exactly
// once"). An event's id is recorded first, with a conditional insert: only the caller whose insert took
// applies the event; a redelivery (or the same event racing itself) finds the row and stops there.
import { isUuid } from '../../db/uuid.js';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orders, paymentEvents } from '../../db/schema.js';

/** True when this call recorded the event (it was not seen before). */
export async function recordPaymentEvent(db: AppDb, gateway: string, eventId: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ gateway, event_id: eventId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.event_id });
  return inserted.length > 0;
}

/** Forgets an event whose applying failed, so that the gateway's next delivery applies it. */
export async function forgetPaymentEvent(db: AppDb, gateway: string, eventId: string): Promise<void> {
  await db.delete(paymentEvents).where(and(eq(paymentEvents.gateway, gateway), eq(paymentEvents.event_id, eventId)));
}

/** The client an order belongs to, by the order's uuid (a gateway names the order by it). */
export async function findOrderClientId(db: AppDb, orderUuid: string): Promise<number | null> {
  if (!isUuid(orderUuid)) return null;
  const [row] = await db.select({ clientId: orders.client_id }).from(orders).where(eq(orders.uuid, orderUuid));
  return row?.clientId ?? null;
}
