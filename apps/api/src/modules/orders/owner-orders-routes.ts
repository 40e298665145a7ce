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
// so these routes take no freemium check. Each route calls one function of owner-orders-service.ts.
import {
  OrderActionHeaders,
  OrderFulfillmentBody,
  OrderListQuery,
  OrderRefundBody,
  OwnerOrder,
  OwnerOrderPage,
  OwnerOrderParams,
  ownerOrderCalls,
} from '@vitrina/api-client/contracts';
import { orderFulfillmentSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { ScreenSchema } from '../../routes/route-kit.js';
import {
  ORDER_MESSAGES,
  cancelOrderOf,
  cancelOrderSubscription,
  getOrder,
  listOrders,
  refundOwnerOrder,
  setFulfillment,
} from './owner-orders-service.js';
import type { OrderOwner } from './owner-orders-service.js';

export function registerOrderOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'orders', tags: ['owner', 'orders'], freemiumWrites: true });
  /** An order's route: its path params and its answer, the order (and a body or headers of its own). */
  const contract = <E extends Pick<ScreenSchema, 'body' | 'headers'>>(summary: string, extra?: E) => ({
    ...extra,
    summary,
    params: OwnerOrderParams,
    response: { 200: OwnerOrder },
  });

  /** The business and the user acting on its orders. */
  const ownerOf = (req: FastifyRequest): OrderOwner => ({
    clientId: req.owner!.clientId,
    client: req.owner!.client,
    actor: { sub: req.owner!.user.sub, email: req.owner!.user.email },
  });

  routes.page<OrderListQuery>(
    ownerOrderCalls.list,
    {
      summary: 'The products orders, newest first, one page at a time',
      query: OrderListQuery,
      page: OwnerOrderPage,
      pastLastId: { orders: [], next_cursor: null },
    },
    (clientId, query) => listOrders(ctx, clientId, query),
  );

  routes.read(ownerOrderCalls.get, contract('One order with every display field'), (req) =>
    getOrder(ctx, ownerOf(req), req.params.orderId),
  );

  for (const [action, fulfillment] of [
    ['fulfill', 'fulfilled'],
    ['ship', 'shipped'],
  ] as const) {
    routes.act(
      ownerOrderCalls[action],
      contract(`Mark a paid order ${fulfillment}, with a note`, { body: OrderFulfillmentBody }),
      async (req) => {
        const { note } = validOr400(validatePayload(orderFulfillmentSchema, req.body ?? {}), ORDER_MESSAGES.invalid);
        return setFulfillment(ctx, ownerOf(req), req.params.orderId, { fulfillment, note });
      },
    );
  }

  routes.act(
    ownerOrderCalls.refund,
    contract('Refund a paid order in full or in part through the payment gateway', { body: OrderRefundBody, headers: OrderActionHeaders }),
    // The amount is checked by the service with the form's own rule (createRefundSchema), against what
    // is refundable now, after the order's state allows a refund at all.
    (req) => refundOwnerOrder(ctx, ownerOf(req), req.params.orderId, req.body?.amount, req.headers['idempotency-key']),
  );

  routes.act(
    ownerOrderCalls.cancelSubscription,
    contract('Cancel the subscription the order started or renews: no renewal is charged any more'),
    (req) => cancelOrderSubscription(ctx, ownerOf(req), req.params.orderId),
  );

  routes.act(
    ownerOrderCalls.cancel,
    contract('Cancel an order: its units go back on stock; a paid order is refunded in full first', { headers: OrderActionHeaders }),
    (req) => cancelOrderOf(ctx, ownerOf(req), req.params.orderId, req.headers['idempotency-key']),
  );
}
