// The orders a subscription's renewals make (issue 15), written by the orders module, the owner of `orders`
// (issue 27), for the subscriptions module, which claims the period and charges the order
// (subscriptions/renewals-service.ts, subscriptions-service.ts). Both take the caller's transaction or handle:
// a renewal order is written in the same transaction as its claimed period and its OrderPlaced event.
import { PLACED_ORDER_STATE, gatewayMove } from '@vitrina/commerce';
import type { Recurrence } from '@vitrina/core-model';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import type { SubscriptionRow } from '../subscriptions/subscriptions-repository.js';
import { insertOrder, listOrderLines, nextOrderNumber } from './orders-repository.js';
import type { OrderRow } from './orders-repository.js';

/**
 * The claimed period's order, numbered now: the price the customer subscribed at, so the first order's
 * amounts (one subscription line, commerce's rule), its customer, e-mail and address.
 */
export async function placeRenewalOrder(
  tx: AppDb,
  claimed: Pick<SubscriptionRow, 'id' | 'client_id' | 'customer_id' | 'currency' | 'service_id' | 'name' | 'utm'>,
  first: OrderRow,
  recurrence: Recurrence,
  paymentKey: string,
): Promise<OrderRow> {
  const line = (await listOrderLines(tx, first.id)).find((l) => l.recurrence !== null);
  const number = await nextOrderNumber(tx, claimed.client_id);
  return insertOrder(
    tx,
    {
      client_id: claimed.client_id,
      customer_id: claimed.customer_id ?? first.customer_id,
      number,
      kind: 'order',
      status: PLACED_ORDER_STATE,
      subscription_id: claimed.id,
      payment_key: paymentKey,
      // The subscription's campaign (issue 31; its first order's when it predates the column).
      utm: claimed.utm ?? first.utm,
      email: first.email,
      shipping: first.shipping,
      currency: claimed.currency,
      tax_rate: first.tax_rate,
      shipping_rate: first.shipping_rate,
      subtotal_cents: first.subtotal_cents,
      discount_cents: first.discount_cents,
      tax_cents: first.tax_cents,
      shipping_cents: first.shipping_cents,
      total_cents: first.total_cents,
    },
    [
      {
        service_id: claimed.service_id,
        recurrence,
        name: line?.name ?? claimed.name,
        description: line?.description ?? '',
        image: line?.image ?? null,
        unit_price_cents: line?.unit_price_cents ?? first.subtotal_cents,
        quantity: 1,
        total_cents: line?.total_cents ?? first.subtotal_cents,
      },
    ],
  );
}

/** The subscription's declined renewal order (the one a new card pays), the newest if several. */
export async function findFailedRenewal(db: AppDb, subscriptionId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscription_id, subscriptionId), eq(orders.status, 'payment_failed')))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** A retried renewal's move, by commerce's order table (issue 27): payment_failed → awaiting_payment. */
const RETRY = gatewayMove('retry');

/**
 * A declined renewal order goes back to awaiting_payment for one more attempt (a new card); null when it is
 * not payment_failed any more — another attempt got it first.
 */
export async function reopenFailedRenewal(db: AppDb, orderId: number, paymentKey: string): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    // The new attempt's gateway key: the recovery sweeper asks the gateway about this attempt, not the failed one.
    .set({ status: RETRY.to, payment_key: paymentKey, payment_check_at: null, updated_at: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, RETRY.from), isNotNull(orders.subscription_id)))
    .returning();
  return row ?? null;
}
