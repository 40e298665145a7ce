// Subscriptions made straight in the database (issue 15), as the services checkout leaves them: a first order
// with one subscription line and its `subscriptions` row, for tests of activation, renewals and card updates.
import type { Recurrence } from '@vitrina/core-model';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { orderCounters, orderLines, orders, subscriptions } from '../db/schema.js';
import type { SubscriptionStatus } from '../db/schema/commerce.js';
import { shippingOf } from './order-builders.js';

export interface SubscriptionOptions {
  status?: SubscriptionStatus;
  recurrence?: Recurrence;
  amountCents?: number;
  /** The saved card: sandbox token (card-token.ts). Default Visa 4242 that succeeds. */
  paymentToken?: string;
  cardLast4?: string;
  nextChargeAt?: Date | null;
  /** The first order's status (default: paid when the subscription is not incomplete). */
  orderStatus?: 'awaiting_payment' | 'paid' | 'payment_failed';
  paidAt?: Date;
  email?: string;
  name?: string;
}

export interface BuiltSubscription {
  id: number;
  uuid: string;
  orderId: number;
  orderUuid: string;
}

export const SANDBOX_OK_TOKEN = 'sbxtok|succeed|Visa|4242';
export const SANDBOX_DECLINE_TOKEN = 'sbxtok|decline|Visa|0002';

export async function buildSubscription(db: AppDb, clientId: number, options: SubscriptionOptions = {}): Promise<BuiltSubscription> {
  const status = options.status ?? 'active';
  const amount = options.amountCents ?? 2500;
  const recurrence = options.recurrence ?? 'weekly';
  const email = options.email ?? 'sub@example.com';
  const name = options.name ?? 'Weekly bread box';
  const orderStatus = options.orderStatus ?? (status === 'incomplete' ? 'awaiting_payment' : 'paid');
  const paidAt = orderStatus === 'paid' ? (options.paidAt ?? new Date()) : null;
  const [counter] = await db
    .insert(orderCounters)
    .values({ client_id: clientId, last_number: 1 })
    .onConflictDoUpdate({ target: orderCounters.client_id, set: { last_number: sql`${orderCounters.last_number} + 1` } })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      client_id: clientId,
      number: counter!.last_number,
      status: orderStatus,
      email,
      shipping: shippingOf('Ana', 'Ruiz', email),
      subtotal_cents: amount,
      total_cents: amount,
      paid_cents: paidAt ? amount : 0,
      paid_at: paidAt,
    })
    .returning();
  await db.insert(orderLines).values({
    order_id: order!.id,
    name,
    recurrence,
    unit_price_cents: amount,
    quantity: 1,
    total_cents: amount,
  });
  const token = options.paymentToken ?? SANDBOX_OK_TOKEN;
  const [row] = await db
    .insert(subscriptions)
    .values({
      client_id: clientId,
      order_id: order!.id,
      name,
      amount_cents: amount,
      recurrence,
      status,
      payment_token: token,
      card_brand: 'Visa',
      card_last4: options.cardLast4 ?? token.slice(-4),
      next_charge_at:
        options.nextChargeAt === undefined ? (status === 'active' ? new Date(Date.now() + 7 * 86_400_000) : null) : options.nextChargeAt,
    })
    .returning();
  return { id: row!.id, uuid: row!.uuid, orderId: order!.id, orderUuid: order!.uuid };
}

export async function readSubscriptionRow(db: AppDb, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** The renewal orders of a subscription, oldest first. */
export async function renewalOrders(db: AppDb, subscriptionId: number) {
  return db.select().from(orders).where(eq(orders.subscription_id, subscriptionId)).orderBy(orders.id);
}
