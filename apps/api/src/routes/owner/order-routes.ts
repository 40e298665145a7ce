// The back office's Orders screen (issue 13 "Orders"; spec §3 "Order display fields"): the owner (1) and
// managers (3) read the business's products orders and act on them.
//   GET  /api/client/:id/owner-orders?status=&fulfillment=&q=&cursor=&limit= → { orders, next_cursor }
//   GET  /api/client/:id/owner-orders/:orderId                               → the order
//   POST /api/client/:id/owner-orders/:orderId/fulfill | /ship  {note?}      → the order
//   POST /api/client/:id/owner-orders/:orderId/cancel                        → the order (stock back; paid: refunded first)
//   POST /api/client/:id/owner-orders/:orderId/refund           {amount?}    → the order (no amount: all that is left)
//   POST /api/client/:id/owner-orders/:orderId/subscription/cancel          → the order (its subscription canceled)
// Refund and cancel take an optional `Idempotency-Key`: the same key never moves money twice. Bodies are
// checked with the forms' own yup schemas. The shop is on every plan, freemium too (spec §4 "Plan gating"),
// so these routes take no freemium check.
import {
  OrderActionHeaders,
  OrderFulfillmentBody,
  OrderListQuery,
  OrderRefundBody,
  OwnerOrder,
  OwnerOrderPage,
  OwnerOrderParams,
} from '@vitrina/api-client/contracts';
import type { PaymentGateway, StoreOrderEventType } from '@vitrina/commerce';
import { canonicalHost, fromMinorUnits, parseMoneyInput, toMinorUnits } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { createRefundSchema, orderFulfillmentSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getOwnerOrder, listOwnerOrders, moveStoreOrder, refundOrder, setOrderFulfillment } from '../../db/index.js';
import type { OrderMoneyResult, OrderMoveRefusal, OwnerOrderRecord } from '../../db/index.js';
import { cancelSubscriptionByOwner, findOrderSubscription, toSubscriptionView } from '../../db/repos/subscriptions.js';
import { ApiError } from '../../http/errors.js';
import { cancelOwnerOrder } from '../../services/order-cancel.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

/** Larger than any database id: a cursor no order can have. */
const MAX_ID = 2_147_483_647;

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

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const guard = clientGuard(ctx, { write: false, screen: 'orders' });
  const orderParams = OwnerOrderParams;
  const route = (summary: string, extra: Record<string, unknown> = {}) =>
    ownerRoute(guard, { tags: ['owner', 'orders'], summary, params: orderParams, response: { 200: OwnerOrder }, ...extra });

  /** The order as the answer shows it, with the customer's link. */
  async function answer(req: FastifyRequest, reply: FastifyReply, orderId: number) {
    const { clientId, client } = req.owner!;
    const order: OwnerOrderRecord | null = await getOwnerOrder(db, clientId, orderId);
    if (!order) throw orderNotFound();
    const subscription = await findOrderSubscription(db, order.id);
    const body = {
      ...order,
      order_link: orderLink(client, order.uuid, ctx.config),
      subscription: subscription ? toSubscriptionView(subscription) : null,
    };
    return noCache(reply).send(body as OwnerOrder);
  }

  const actor = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });

  app.get<{ Params: { id: number }; Querystring: OrderListQuery }>(
    '/api/client/:id/owner-orders',
    ownerRoute(guard, {
      tags: ['owner', 'orders'],
      summary: 'The products orders, newest first, one page at a time',
      params: clientParams,
      querystring: OrderListQuery,
      response: { 200: OwnerOrderPage },
    }),
    async (req, reply) => {
      const { status, fulfillment, q, cursor, limit } = req.query;
      const after = cursor === undefined ? undefined : Number(cursor);
      const page =
        after !== undefined && after > MAX_ID
          ? { orders: [], next_cursor: null }
          : await listOwnerOrders(db, req.owner!.clientId, {
              status,
              fulfillment,
              q,
              cursor: after,
              limit: limit === undefined ? undefined : Number(limit),
            });
      return noCache(reply).send(page as OwnerOrderPage);
    },
  );

  app.get<{ Params: OwnerOrderParams }>(
    '/api/client/:id/owner-orders/:orderId',
    route('One order with every display field'),
    (req, reply) => answer(req, reply, req.params.orderId),
  );

  for (const [action, fulfillment] of [
    ['fulfill', 'fulfilled'],
    ['ship', 'shipped'],
  ] as const) {
    app.post<{ Params: OwnerOrderParams; Body: OrderFulfillmentBody }>(
      `/api/client/:id/owner-orders/:orderId/${action}`,
      route(`Mark a paid order ${fulfillment}, with a note`, { body: OrderFulfillmentBody }),
      async (req, reply) => {
        const checked = validatePayload(orderFulfillmentSchema, req.body ?? {});
        if (!checked.ok) throw new ApiError(400, 'invalid_request', ORDER_MESSAGES.invalid, checked.fields);
        const result = await setOrderFulfillment(
          db,
          req.owner!.clientId,
          req.params.orderId,
          { fulfillment, note: checked.value.note },
          actor(req),
        );
        if (!result.ok) throw result.error === 'not_found' ? orderNotFound() : moveRefused(result);
        return answer(req, reply, req.params.orderId);
      },
    );
  }

  app.post<{ Params: OwnerOrderParams; Body: OrderRefundBody; Headers: OrderActionHeaders }>(
    '/api/client/:id/owner-orders/:orderId/refund',
    route('Refund a paid order in full or in part through the payment gateway', { body: OrderRefundBody, headers: OrderActionHeaders }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const order = await getOwnerOrder(db, clientId, req.params.orderId);
      if (!order) throw orderNotFound();
      // Refused by the table before the amount is judged against what is refundable (nothing, unless paid).
      const move = moveStoreOrder({ status: order.state, fulfillment: order.fulfillment }, { type: 'refund', leftCents: 0 });
      if (!move.ok) throw moveRefused(move);
      let amountCents: number | undefined;
      if (req.body?.amount !== undefined) {
        // The form's own rule, against what is refundable now; the conditional update is the real guard.
        const checked = validatePayload(createRefundSchema(toMinorUnits(order.refundable) ?? 0), { amount: req.body.amount });
        if (!checked.ok) throw new ApiError(400, 'invalid_request', ORDER_MESSAGES.invalid, checked.fields);
        amountCents = parseMoneyInput(checked.value.amount) ?? undefined;
      }
      const result = await refundOrder(
        db,
        gatewayOf(ctx),
        clientId,
        order.id,
        { amountCents, idempotencyKey: req.headers['idempotency-key'] },
        actor(req),
      );
      if (!result.ok) throw moneyError(result);
      return answer(req, reply, order.id);
    },
  );

  app.post<{ Params: OwnerOrderParams }>(
    '/api/client/:id/owner-orders/:orderId/subscription/cancel',
    route('Cancel the subscription the order started or renews: no renewal is charged any more'),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const order = await getOwnerOrder(db, clientId, req.params.orderId);
      if (!order) throw orderNotFound();
      const subscription = await findOrderSubscription(db, order.id);
      if (!subscription) throw new ApiError(404, 'subscription_not_found', ORDER_MESSAGES.noSubscription);
      const result = await cancelSubscriptionByOwner(db, clientId, subscription.id, actor(req));
      if (!result.ok) throw new ApiError(409, 'subscription_already_canceled', ORDER_MESSAGES.subscriptionCanceled);
      return answer(req, reply, order.id);
    },
  );

  app.post<{ Params: OwnerOrderParams; Headers: OrderActionHeaders }>(
    '/api/client/:id/owner-orders/:orderId/cancel',
    route('Cancel an order: its units go back on stock; a paid order is refunded in full first', { headers: OrderActionHeaders }),
    async (req, reply) => {
      const result = await cancelOwnerOrder(
        ctx,
        gatewayOf(ctx),
        req.owner!.clientId,
        req.params.orderId,
        req.headers['idempotency-key'],
        actor(req),
      );
      if (!result.ok) throw moneyError(result);
      return answer(req, reply, req.params.orderId);
    },
  );
}
