// The back office's Orders screen (owner and manager, bearer token; contracts/owner-orders.ts): pages of
// the client's orders newest first, one order with its display fields, and the owner's actions on it. A
// change refetches the order, the loaded list pages and the Activity screen. Refund and cancel carry an
// `Idempotency-Key` the screen makes once per confirmation, so a retried click never moves money twice.
import type {
  OrderFulfillmentBody,
  OrderFulfillmentFilter,
  OrderListQuery,
  OrderRefundBody,
  OrderStatusFilter,
  OwnerOrder,
  OwnerOrderAction,
  OwnerOrderPage as OwnerOrderPageAnswer,
  OwnerOrderSummary,
} from '../contracts/owner-orders.js';
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

const orders = ownerResource({ segment: 'owner-orders', idKey: 'orderId', type: 'Orders' });

export const ownerOrdersApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-orders?status=&fulfillment=&q=&cursor= → pages of orders, newest first. */
    ownerOrders: orders.pages<OwnerOrderPage, OwnerOrderListArgs, OwnerOrderPageAnswer>(
      build,
      ({ status, fulfillment, q }) => ({ status, fulfillment, ...searchWords(q) }) satisfies OrderListQuery,
      pageOf,
    ),
    /** GET …/owner-orders/{orderId} → the order with its display fields. */
    ownerOrder: orders.one<OwnerOrder, OwnerOrderArgs>(build),
    /** POST …/fulfill or …/ship {note} → the order. */
    fulfillOrder: build.mutation<OwnerOrder, FulfillOrderArgs>({
      query: ({ action, note, ...args }) => ({
        url: orders.itemUrl(args, action),
        method: 'POST',
        body: { note } satisfies OrderFulfillmentBody,
      }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => orders.itemChanged(args),
    }),
    /** POST …/refund {amount?} (no amount: everything still refundable) → the order. */
    refundOrder: build.mutation<OwnerOrder, RefundOrderArgs>({
      query: ({ amount, idempotencyKey, ...args }) => ({
        url: orders.itemUrl(args, 'refund'),
        method: 'POST',
        body: (amount === undefined ? {} : { amount }) satisfies OrderRefundBody,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => orders.itemChanged(args),
    }),
    /** POST …/cancel → the order (canceled; a paid one refunded in full first). */
    cancelOrder: build.mutation<OwnerOrder, CancelOrderArgs>({
      query: ({ idempotencyKey, ...args }) => ({
        url: orders.itemUrl(args, 'cancel'),
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => orders.itemChanged(args),
    }),
    /** POST …/subscription/cancel → the order (its subscription canceled: no more renewals). */
    cancelOrderSubscription: orders.action<OwnerOrder, OwnerOrderArgs>(build, ['subscription', 'cancel'], () => ({})),
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
