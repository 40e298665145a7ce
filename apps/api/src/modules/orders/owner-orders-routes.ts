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
} from '@vitrina/api-client/contracts';
import { orderFulfillmentSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
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
  const guard = clientGuard(ctx, { write: false, screen: 'orders' });
  const orderParams = OwnerOrderParams;
  const route = (summary: string, extra: Record<string, unknown> = {}) =>
    ownerRoute(guard, { tags: ['owner', 'orders'], summary, params: orderParams, response: { 200: OwnerOrder }, ...extra });

  /** The business and the user acting on its orders. */
  const ownerOf = (req: FastifyRequest): OrderOwner => ({
    clientId: req.owner!.clientId,
    client: req.owner!.client,
    actor: { sub: req.owner!.user.sub, email: req.owner!.user.email },
  });

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
      const page = await listOrders(ctx, req.owner!.clientId, req.query);
      return noCache(reply).send(page as OwnerOrderPage);
    },
  );

  app.get<{ Params: OwnerOrderParams }>(
    '/api/client/:id/owner-orders/:orderId',
    route('One order with every display field'),
    async (req, reply) => noCache(reply).send((await getOrder(ctx, ownerOf(req), req.params.orderId)) as OwnerOrder),
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
        const order = await setFulfillment(ctx, ownerOf(req), req.params.orderId, { fulfillment, note: checked.value.note });
        return noCache(reply).send(order as OwnerOrder);
      },
    );
  }

  app.post<{ Params: OwnerOrderParams; Body: OrderRefundBody; Headers: OrderActionHeaders }>(
    '/api/client/:id/owner-orders/:orderId/refund',
    route('Refund a paid order in full or in part through the payment gateway', { body: OrderRefundBody, headers: OrderActionHeaders }),
    async (req, reply) => {
      // The amount is checked by the service with the form's own rule (createRefundSchema), against what
      // is refundable now, after the order's state allows a refund at all.
      const order = await refundOwnerOrder(ctx, ownerOf(req), req.params.orderId, req.body?.amount, req.headers['idempotency-key']);
      return noCache(reply).send(order as OwnerOrder);
    },
  );

  app.post<{ Params: OwnerOrderParams }>(
    '/api/client/:id/owner-orders/:orderId/subscription/cancel',
    route('Cancel the subscription the order started or renews: no renewal is charged any more'),
    async (req, reply) => noCache(reply).send((await cancelOrderSubscription(ctx, ownerOf(req), req.params.orderId)) as OwnerOrder),
  );

  app.post<{ Params: OwnerOrderParams; Headers: OrderActionHeaders }>(
    '/api/client/:id/owner-orders/:orderId/cancel',
    route('Cancel an order: its units go back on stock; a paid order is refunded in full first', { headers: OrderActionHeaders }),
    async (req, reply) => {
      const order = await cancelOrderOf(ctx, ownerOf(req), req.params.orderId, req.headers['idempotency-key']);
      return noCache(reply).send(order as OwnerOrder);
    },
  );
}
