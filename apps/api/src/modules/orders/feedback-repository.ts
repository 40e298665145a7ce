// The customer's feedback on an order (spec §2 /commerce/order/{uuid}/feedback): one row per order (its
// primary key), so of two racing posts exactly one is stored and the other finds it there.
import { acceptsFeedback } from '@vitrina/commerce';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orderFeedback, orders } from '../../db/schema.js';

export interface OrderFeedbackRecord {
  rating: number;
  comment: string;
  created_at: string;
}

const toRecord = (row: typeof orderFeedback.$inferSelect): OrderFeedbackRecord => ({
  rating: row.rating,
  comment: row.comment,
  created_at: row.created_at.toISOString(),
});

export async function findOrderFeedback(db: AppDb, orderId: number): Promise<OrderFeedbackRecord | null> {
  const [row] = await db.select().from(orderFeedback).where(eq(orderFeedback.order_id, orderId));
  return row ? toRecord(row) : null;
}

export type LeaveFeedbackResult =
  { ok: true; feedback: OrderFeedbackRecord } | { ok: false; error: 'order_not_found' | 'feedback_exists' | 'feedback_not_allowed' };

/**
 * Stores the feedback of the client's order when commerce's acceptsFeedback allows it (paid or
 * fulfilled, never closed). The order row is read FOR SHARE, so a cancel cannot slip in between the state
 * check and the insert; the primary key decides between racing posts.
 */
export async function leaveOrderFeedback(
  db: AppDb,
  clientId: number,
  orderId: number,
  input: { rating: number; comment: string },
): Promise<LeaveFeedbackResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, fulfillment: orders.fulfillment })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.client_id, clientId)))
      .for('share');
    if (!order) return { ok: false, error: 'order_not_found' } as const;
    if (!acceptsFeedback({ state: order.status, fulfillment: order.fulfillment }))
      return { ok: false, error: 'feedback_not_allowed' } as const;
    const [row] = await tx
      .insert(orderFeedback)
      .values({ order_id: order.id, client_id: clientId, rating: input.rating, comment: input.comment })
      .onConflictDoNothing({ target: orderFeedback.order_id })
      .returning();
    if (!row) return { ok: false, error: 'feedback_exists' } as const;
    return { ok: true, feedback: toRecord(row) } as const;
  });
}
