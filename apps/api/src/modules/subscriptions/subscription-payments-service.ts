// What an order's payment answer means for its subscriptions (issue 15): the first order paid → its
// subscriptions start (next charge one period after the payment); its payment failed or expired → they never
// start. A renewal order paid → a past-due subscription is active again; declined → past_due. Called inside
// the transaction that moves the order, so the two never disagree; every move is conditional (replays are no-ops).
import type { AppDb } from '../../db/database.js';
import type { OrderRow } from '../orders/orders-repository.js';
import { activateOrderSubscriptions, cancelIncompleteSubscriptions, moveSubscription } from './subscriptions-repository.js';

export async function settleOrderSubscriptions(
  tx: AppDb,
  order: Pick<OrderRow, 'id' | 'subscription_id' | 'status' | 'paid_at'>,
): Promise<void> {
  if (order.status === 'paid') {
    await activateOrderSubscriptions(tx, order.id, order.paid_at ?? new Date());
    if (order.subscription_id !== null) await moveSubscription(tx, order.subscription_id, 'resume');
  } else if (order.status === 'payment_failed') {
    await cancelIncompleteSubscriptions(tx, order.id);
    if (order.subscription_id !== null) await moveSubscription(tx, order.subscription_id, 'lapse');
  }
}
