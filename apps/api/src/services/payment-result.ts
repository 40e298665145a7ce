// The one place that moves an order by a payment gateway's answer (issue 13), used by checkout, the
// payment_validation page and the gateways' webhooks. It records the payment (upsert by the gateway's
// transaction id), then: succeeded → the order is paid (and its subscriptions start); failed or canceled →
// payment_failed (PaymentFailed recorded with the move) and its stock goes back; anything else only records
// the payment. Every move is a conditional update, so the same answer applied twice (a retried webhook, a
// replayed page) changes nothing the second time.
import type { Payment } from '@vitrina/commerce';
import type { AppContext } from '../app-context.js';
import type { AppDb } from '../db/index.js';
import { releaseOrderStock } from '../modules/orders/order-stock-repository.js';
import { releaseOrderDiscount } from '../modules/discounts/index.js';
import {
  findOrderById,
  findOrderByUuid,
  markCheckoutOrderPaid,
  markOrderPaid,
  markOrderPaymentFailed,
  upsertPayment,
} from '../modules/orders/orders-repository.js';
import type { OrderRow, PaymentRow } from '../modules/orders/orders-repository.js';
import { isDocument } from '../modules/quotes/quote-payments-repository.js';
import { applyDocumentPaymentResult } from './quote-payment-result.js';
import { changeDeliveredSoon, changeWithEvents } from '../events/recorded-change.js';
import { settleOrderSubscriptions } from '../modules/subscriptions/subscription-payments-service.js';

export type PaymentResultContext = Pick<AppContext, 'database' | 'gateway' | 'websiteData' | 'pages' | 'events'> &
  Partial<Pick<AppContext, 'bus'>>;

export interface AppliedPayment {
  payment: PaymentRow;
  order: OrderRow;
  /** The order moved to paid by this call. */
  paid: boolean;
  /** The order's stock went back by this call. */
  released: boolean;
}

export interface ApplyOptions {
  /** The caller's row of the order (a checkout that just wrote it): not read again. */
  order?: OrderRow | null;
  /** OrderPaid is delivered after the call returns (issue 29: a checkout answers without waiting for its receipt). */
  deliverSoon?: boolean;
  /** The caller wrote the order and started no subscription with it (a products checkout): none is looked for. */
  startsNoSubscription?: boolean;
}

/**
 * Applies `payment` (the gateway's current answer) to the order it pays, found by `payment.orderId` (the
 * order's uuid) within `clientId`. Null when there is no such order.
 */
export async function applyPaymentResult(
  ctx: PaymentResultContext,
  clientId: number,
  payment: Payment,
  gatewayName: string = ctx.gateway.name,
  options: ApplyOptions = {},
): Promise<AppliedPayment | null> {
  const { db } = ctx.database;
  const known = options.order;
  const order =
    known && known.uuid === payment.orderId && known.client_id === clientId ? known : await findOrderByUuid(db, clientId, payment.orderId);
  if (!order) return null;
  // Quotes, invoices and partial invoices settle their reserved amount (issue 15).
  if (isDocument(order)) return applyDocumentPaymentResult(ctx, order, payment, gatewayName);
  const row = await upsertPayment(db, {
    transaction_id: payment.transactionId,
    gateway: gatewayName,
    order_id: order.id,
    client_id: clientId,
    status: payment.status,
    amount_cents: payment.amountCents,
    refunded_cents: payment.refundedCents ?? 0,
    currency: payment.currency,
    card_brand: payment.card?.brand ?? null,
    card_last4: payment.card?.last4 ?? null,
    failure_code: payment.failureCode ?? null,
    expires_at: payment.expiresAt ?? null,
  });
  let paid = false;
  let released = false;
  let paidRow: OrderRow | null = null;
  const checkoutMove =
    row?.status === 'succeeded' && options.deliverSoon && options.startsNoSubscription
      ? await markCheckoutOrderPaid(db, order.id, row.amount_cents)
      : null;
  if (checkoutMove) {
    // A products checkout's move: the order, its number and OrderPaid in one statement (no subscription to
    // settle), delivered after the answer like changeDeliveredSoon's.
    ctx.events.deliverSoon([checkoutMove.eventId]);
    paid = true;
    paidRow = checkoutMove.order;
  } else if (row?.status === 'succeeded') {
    // The order and its subscriptions move together (issue 15: a paid first order starts its subscription),
    // and OrderPaid commits with them, once, for whatever follows a payment (the receipt, insights).
    const write = async (tx: AppDb) => {
      const paidNow = await markOrderPaid(tx, order.id, row.amount_cents);
      const current = paidNow ?? (await findOrderById(tx, order.id));
      if (current && !(options.startsNoSubscription && current.subscription_id === null)) await settleOrderSubscriptions(tx, current);
      return { moved: paidNow !== null, current };
    };
    const events = ({ moved }: { moved: boolean }) => (moved ? [{ type: 'OrderPaid' as const, clientId, orderId: order.id }] : []);
    const moved = options.deliverSoon
      ? await changeDeliveredSoon(ctx, write, events)
      : (await changeWithEvents(ctx, null, write, events)).result;
    paid = moved.moved;
    if (paid && moved.current) paidRow = moved.current;
  } else if (row?.status === 'failed' || row?.status === 'canceled') {
    released = await failOrder(ctx, order);
  }
  const current = paidRow ?? (paid || released ? ((await findOrderByUuid(db, clientId, order.uuid)) ?? order) : order);
  return { payment: row!, order: current, paid, released };
}

/**
 * The order's payment failed, was canceled or expired: payment_failed and its units back on stock, in one
 * transaction; true when this call released the stock (exactly once however many callers race).
 */
export async function failOrder(ctx: PaymentResultContext, order: Pick<OrderRow, 'id' | 'client_id'>): Promise<boolean> {
  // The units back on stock and a StockChanged event commit together: the store's cached pages are dropped
  // after the commit by the event's subscriber, or by the event sweeper when this process dies first. The
  // move to payment_failed records PaymentFailed with it, once (the owners' alert; a renewal's customer
  // message, issue 28).
  const { result } = await changeWithEvents(
    ctx,
    null,
    async (tx) => {
      const failed = await markOrderPaymentFailed(tx, order.id);
      // A paid (or owner-canceled) order keeps its stock whatever a stray failed attempt says.
      const current = await findOrderById(tx, order.id);
      if (current?.status !== 'payment_failed') return { failed: null, released: false };
      await settleOrderSubscriptions(tx, current);
      // Its discount code's use is given back with the units (issue 30): a failed payment is no use. An order
      // without a discount used no code: no statement.
      if (failed && current.discount_cents > 0) await releaseOrderDiscount(tx, order.id);
      return { failed: failed ? current : null, released: await releaseOrderStock(tx, order.id) };
    },
    ({ failed, released }) => [
      ...(failed
        ? [{ type: 'PaymentFailed' as const, clientId: order.client_id, orderId: order.id, subscriptionId: failed.subscription_id }]
        : []),
      ...(released ? [{ type: 'StockChanged' as const, clientId: order.client_id }] : []),
    ],
  );
  return result.released;
}
