// The back office's Orders screen (owner and manager, bearer token; contracts/owner-orders.ts): pages of
// the client's orders newest first, one order with its display fields, and the owner's actions on it. A
// change refetches the order, the loaded list pages and the Activity screen. Refund and cancel carry an
// `Idempotency-Key` the screen makes once per confirmation, so a retried click never moves money twice.
import type {
  OrderFulfillmentFilter,
  OrderStatusFilter,
  OwnerOrder,
  OwnerOrderAction,
  OwnerOrderPage as OwnerOrderPageAnswer,
  OwnerOrderSummary,
} from '../contracts/owner-orders.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { ownerOrderCalls } from '../contracts/calls/orders.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerResource, searchWords } from './owner-kit.js';
import type { ItemArgs } from './owner-kit.js';

export type { OrderFulfillmentFilter, OrderStatusFilter, OwnerOrder, OwnerOrderAction, OwnerOrderSummary };

export interface OwnerOrderPage {
  orders: OwnerOrderSummary[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export interface OwnerOrderListArgs {
  clientId: number;
  status: OrderStatusFilter;
  fulfillment: OrderFulfillmentFilter;
  /** Search text; empty for none. */
  q: string;
}

export type OwnerOrderArgs = ItemArgs<'orderId'>;

export type FulfillOrderArgs = OwnerOrderArgs & { action: 'fulfill' | 'ship'; note: string };
export type RefundOrderArgs = OwnerOrderArgs & { amount?: string; idempotencyKey: string };
export type CancelOrderArgs = OwnerOrderArgs & { idempotencyKey: string };

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: OwnerOrderPageAnswer): OwnerOrderPage => ({ orders: page.orders, nextCursor: page.next_cursor });

const orders = ownerResource({ calls: ownerOrderCalls, idKey: 'orderId', type: 'Orders' });

export const ownerOrdersApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-orders?status=&fulfillment=&q=&cursor= → pages of orders, newest first. */
    ownerOrders: orders.pages<OwnerOrderPage, OwnerOrderListArgs>(
      build,
      ({ status, fulfillment, q }) => ({ status, fulfillment, ...searchWords(q) }),
      pageOf,
    ),
    /** GET …/owner-orders/{orderId} → the order with its display fields. */
    ownerOrder: orders.one<OwnerOrderArgs>(build),
    /** POST …/fulfill or …/ship {note} → the order. */
    fulfillOrder: build.mutation<AnswerOf<(typeof ownerOrderCalls)['fulfill' | 'ship']>, FulfillOrderArgs>({
      query: ({ action, note, ...args }) => requestOf(ownerOrderCalls[action], orders.itemParams(args), { body: { note } }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => orders.itemChanged(args),
    }),
    /** POST …/refund {amount?} (no amount: everything still refundable) → the order. */
    refundOrder: build.mutation<AnswerOf<typeof ownerOrderCalls.refund>, RefundOrderArgs>({
      query: ({ amount, idempotencyKey, ...args }) => ({
        ...requestOf(ownerOrderCalls.refund, orders.itemParams(args), { body: amount === undefined ? {} : { amount } }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => orders.itemChanged(args),
    }),
    /** POST …/cancel → the order (canceled; a paid one refunded in full first). */
    cancelOrder: build.mutation<AnswerOf<typeof ownerOrderCalls.cancel>, CancelOrderArgs>({
      query: ({ idempotencyKey, ...args }) => ({
        ...requestOf(ownerOrderCalls.cancel, orders.itemParams(args), { body: {} }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => orders.itemChanged(args),
    }),
    /** POST …/subscription/cancel → the order (its subscription canceled: no more renewals). */
    cancelOrderSubscription: orders.action(build, ownerOrderCalls.cancelSubscription, () => ({})),
  }),
});

export const {
  useOwnerOrdersInfiniteQuery,
  useOwnerOrderQuery,
  useFulfillOrderMutation,
  useRefundOrderMutation,
  useCancelOrderMutation,
  useCancelOrderSubscriptionMutation,
} = ownerOrdersApi;
