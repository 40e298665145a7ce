// The back office's orders service (issue 13 "Orders"; issue 27): what the owner routes call. Reads pass
// through to owner-orders-repository.ts; the fulfilment change and the money moves (owner-order-payments-
// repository.ts: refunds and cancels, by commerce's order table, each with its audit entry) keep the
// transactions they open there. The cancel's last write and a StockChanged event commit together (issue
// 27): the store's cached pages (sold out, "only n left") are dropped after the commit by the event's
// subscriber, or by the event sweeper when this process dies first. Marking an order shipped records
// OrderShipped with the move, and a refund's recording write OrderRefunded (issue 28: the customer's messages).
// Refusals are thrown as the API's errors.
import type { PaymentGateway, StoreOrderEventType } from '@vitrina/commerce';
import { canonicalHost, fromMinorUnits, parseMoneyInput, toMinorUnits } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { createRefundSchema, validatePayload } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { moveStoreOrder } from '../../db/repos/order-lifecycle.js';
import type { OrderMoveRefusal } from '../../db/repos/order-lifecycle.js';
import { cancelSubscriptionByOwner } from '../subscriptions/subscription-changes-service.js';
import { findOrderSubscription, toSubscriptionView } from '../subscriptions/subscriptions-repository.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { ApiError } from '../../http/errors.js';
import { cancelOrder, refundOrder } from './owner-order-payments-repository.js';
import type { OrderMoneyResult, RefundUnitOfWork } from './owner-order-payments-repository.js';
import { getOwnerOrder, listOwnerOrders, setOrderFulfillment } from './owner-orders-repository.js';
import type { OwnerOrderPageRecord, OwnerOrderQuery, OwnerOrderRecord } from './owner-orders-repository.js';

export const ORDER_MESSAGES = {
  notFound: 'There is no such order',
  exceedsRefundable: 'The refund is more than what is left to refund',
  idempotencyMismatch: 'This Idempotency-Key was used for another request',
  inProgress: 'The same request is still running',
  gateway: 'The payment gateway did not answer; nothing was changed, please try again',
  noGateway: 'No payment gateway is set up',
  invalid: 'The request is not valid',
  noSubscription: 'This order has no subscription',
  subscriptionCanceled: 'The subscription is already canceled',
} as const;

const orderNotFound = () => new ApiError(404, 'order_not_found', ORDER_MESSAGES.notFound);

/** How a refused move reads: "A refunded order cannot be canceled". */
const ACTION_WORDS: Partial<Record<StoreOrderEventType, string>> = {
  cancel: 'canceled',
  refund: 'refunded',
  fulfill: 'marked fulfilled',
  ship: 'marked shipped',
};
const STATE_WORDS: Record<string, string> = {
  awaiting_payment: 'An order awaiting payment',
  paid: 'A paid order',
  payment_failed: 'An order whose payment failed',
  canceled: 'A canceled order',
  refunded: 'A refunded order',
};

/**
 * Commerce's order table has no such move from the order's state (issue 27): 409 with the action and the
 * state, which the back office words in its language (manage:orders.errors.notAllowed).
 */
export function moveRefused({ action, state }: OrderMoveRefusal): ApiError {
  const who = STATE_WORDS[state] ?? `An order in state ${state}`;
  const what = ACTION_WORDS[action] ?? action;
  const detail = state === 'paid' && (action === 'fulfill' || action === 'ship') ? ' again' : '';
  return new ApiError(409, 'order_action_not_allowed', `${who} cannot be ${what}${detail}`, undefined, { action, state });
}

/** The gateway of the context (CHK's sandbox by default; Stripe with its keys). */
function gatewayOf(ctx: AppContext): PaymentGateway {
  const gateway = ctx.gateway as PaymentGateway | undefined;
  if (!gateway) throw new ApiError(503, 'gateway_unavailable', ORDER_MESSAGES.noGateway);
  return gateway;
}

/** The customer's page of the order: the site's canonical host (plain http on localhost, with its port). */
export function orderLink(client: Client, uuid: string, config: AppContext['config']): string {
  const host = canonicalHost(client, config.siteDomain) ?? config.demoHost;
  const local = host === 'localhost' || host.endsWith('.localhost');
  const origin = local ? `http://${host}${config.port ? `:${config.port}` : ''}` : `https://${host}`;
  return `${origin}/commerce/order/${encodeURIComponent(uuid)}`;
}

function moneyError(result: OrderMoneyResult & { ok: false }): ApiError {
  switch (result.error) {
    case 'not_found':
      return orderNotFound();
    case 'not_allowed':
      return moveRefused(result);
    case 'exceeds_refundable':
      return new ApiError(409, 'refund_exceeds_paid', ORDER_MESSAGES.exceedsRefundable, undefined, {
        refundable: fromMinorUnits(result.refundableCents ?? 0),
      });
    case 'idempotency_mismatch':
      return new ApiError(422, 'idempotency_key_reused', ORDER_MESSAGES.idempotencyMismatch);
    case 'in_progress':
      return new ApiError(409, 'request_in_progress', ORDER_MESSAGES.inProgress);
    case 'gateway_error':
      return new ApiError(502, 'gateway_error', ORDER_MESSAGES.gateway);
  }
}

/** Who acts on the order: the business (its client for the customer's link) and the signed-in user. */
export interface OrderOwner {
  clientId: number;
  client: Client;
  actor: AuditActor;
}

/** The order as the answer shows it, with the customer's link and its subscription. */
export type OwnerOrderView = OwnerOrderRecord & { order_link: string; subscription: ReturnType<typeof toSubscriptionView> | null };

/** The orders page (a cursor past every id is answered by the route kit: an empty page). */
export function listOrders(ctx: AppContext, clientId: number, query: OwnerOrderQuery): Promise<OwnerOrderPageRecord> {
  return listOwnerOrders(ctx.database.db, clientId, query);
}

/** One order with every display field; 404 `order_not_found`. */
export async function getOrder(ctx: AppContext, owner: Pick<OrderOwner, 'clientId' | 'client'>, orderId: number): Promise<OwnerOrderView> {
  const db = ctx.database.db;
  const order: OwnerOrderRecord | null = await getOwnerOrder(db, owner.clientId, orderId);
  if (!order) throw orderNotFound();
  const subscription = await findOrderSubscription(db, order.id);
  return {
    ...order,
    order_link: orderLink(owner.client, order.uuid, ctx.config),
    subscription: subscription ? toSubscriptionView(subscription) : null,
  };
}

/** Marks a paid order fulfilled or shipped with a note (its audit entry in the same transaction). */
export async function setFulfillment(
  ctx: AppContext,
  owner: OrderOwner,
  orderId: number,
  change: { fulfillment: 'fulfilled' | 'shipped'; note: string },
): Promise<OwnerOrderView> {
  // Shipped: OrderShipped commits with the move (the customer's "your order has shipped", issue 28).
  const { result } = await changeWithEvents(
    ctx,
    null,
    (tx) => setOrderFulfillment(tx, owner.clientId, orderId, change, owner.actor),
    (done) => (done.ok && change.fulfillment === 'shipped' ? [{ type: 'OrderShipped', clientId: owner.clientId, orderId }] : []),
  );
  if (!result.ok) throw result.error === 'not_found' ? orderNotFound() : moveRefused(result);
  return getOrder(ctx, owner, orderId);
}

/** A refund's recording write with its OrderRefunded event, in one transaction (the customer's refund message). */
function refundRecorded(ctx: Pick<AppContext, 'database' | 'events'>, clientId: number): RefundUnitOfWork {
  return async (write) =>
    (
      await changeWithEvents(ctx, null, write, (refund) => [
        { type: 'OrderRefunded', clientId, orderId: refund.orderId, amountCents: refund.amountCents, full: refund.full },
      ])
    ).result;
}

/** Refunds a paid order in full (no amount) or in part through the gateway; the same key never moves money twice. */
export async function refundOwnerOrder(
  ctx: AppContext,
  owner: OrderOwner,
  orderId: number,
  amount: string | number | undefined,
  idempotencyKey: string | undefined,
): Promise<OwnerOrderView> {
  const { clientId } = owner;
  const order = await getOwnerOrder(ctx.database.db, clientId, orderId);
  if (!order) throw orderNotFound();
  // Refused by the table before the amount is judged against what is refundable (nothing, unless paid).
  const move = moveStoreOrder({ status: order.state, fulfillment: order.fulfillment }, { type: 'refund', leftCents: 0 });
  if (!move.ok) throw moveRefused(move);
  let amountCents: number | undefined;
  if (amount !== undefined) {
    // The form's own rule, against what is refundable now; the conditional update is the real guard.
    const checked = validatePayload(createRefundSchema(toMinorUnits(order.refundable) ?? 0), { amount });
    if (!checked.ok) throw new ApiError(400, 'invalid_request', ORDER_MESSAGES.invalid, checked.fields);
    amountCents = parseMoneyInput(checked.value.amount) ?? undefined;
  }
  const result = await refundOrder(
    ctx.database.db,
    gatewayOf(ctx),
    clientId,
    order.id,
    { amountCents, idempotencyKey },
    owner.actor,
    refundRecorded(ctx, clientId),
  );
  if (!result.ok) throw moneyError(result);
  return getOrder(ctx, owner, order.id);
}

/** Cancels the subscription the order started or renews; 404 without one, 409 when already canceled. */
export async function cancelOrderSubscription(ctx: AppContext, owner: OrderOwner, orderId: number): Promise<OwnerOrderView> {
  const db = ctx.database.db;
  const { clientId } = owner;
  const order = await getOwnerOrder(db, clientId, orderId);
  if (!order) throw orderNotFound();
  const subscription = await findOrderSubscription(db, order.id);
  if (!subscription) throw new ApiError(404, 'subscription_not_found', ORDER_MESSAGES.noSubscription);
  const result = await cancelSubscriptionByOwner(db, clientId, subscription.id, owner.actor);
  if (!result.ok) throw new ApiError(409, 'subscription_already_canceled', ORDER_MESSAGES.subscriptionCanceled);
  return getOrder(ctx, owner, order.id);
}

/** Cancels an order: its units go back on stock; a paid order is refunded in full first. */
export async function cancelOwnerOrder(
  ctx: Pick<AppContext, 'database' | 'events'>,
  gateway: PaymentGateway,
  clientId: number,
  orderId: number,
  idempotencyKey: string | undefined,
  actor: AuditActor,
): Promise<OrderMoneyResult> {
  return cancelOrder(
    ctx.database.db,
    gateway,
    clientId,
    orderId,
    idempotencyKey,
    actor,
    async (write) => {
      const { result } = await changeWithEvents(ctx, null, write, (done) => (done.ok ? [{ type: 'StockChanged', clientId }] : []));
      return result;
    },
    refundRecorded(ctx, clientId),
  );
}

/** The route's cancel: the order's cancel with the context's gateway, answered with the order. */
export async function cancelOrderOf(
  ctx: AppContext,
  owner: OrderOwner,
  orderId: number,
  idempotencyKey: string | undefined,
): Promise<OwnerOrderView> {
  const result = await cancelOwnerOrder(ctx, gatewayOf(ctx), owner.clientId, orderId, idempotencyKey, owner.actor);
  if (!result.ok) throw moneyError(result);
  return getOrder(ctx, owner, orderId);
}
