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
import { activityTag, vitrinaApi } from '../vitrina-api.js';

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

export interface OwnerOrderArgs {
  clientId: number;
  orderId: number;
}

export type FulfillOrderArgs = OwnerOrderArgs & { action: 'fulfill' | 'ship'; note: string };
export type RefundOrderArgs = OwnerOrderArgs & { amount?: string; idempotencyKey: string };
export type CancelOrderArgs = OwnerOrderArgs & { idempotencyKey: string };

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: OwnerOrderPageAnswer): OwnerOrderPage => ({ orders: page.orders, nextCursor: page.next_cursor });

const ordersUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/owner-orders`;
const orderUrl = ({ clientId, orderId }: OwnerOrderArgs) => `${ordersUrl(clientId)}/${encodeURIComponent(String(orderId))}`;

/** The list pages of a client, and one order of it. */
export const ordersListTag = (clientId: number) => ({ type: 'Orders' as const, id: `list-${clientId}` });
export const orderTag = ({ clientId, orderId }: OwnerOrderArgs) => ({ type: 'Orders' as const, id: `${clientId}-${orderId}` });

const changed = (args: OwnerOrderArgs) => [orderTag(args), ordersListTag(args.clientId), activityTag(args.clientId)];

/** The first page's cursor: none. */
const FIRST_PAGE = '';

export const ownerOrdersApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-orders?status=&fulfillment=&q=&cursor= → pages of orders, newest first. */
    ownerOrders: build.infiniteQuery<OwnerOrderPage, OwnerOrderListArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: { clientId, status, fulfillment, q }, pageParam }) => {
        const params: OrderListQuery = { status, fulfillment };
        if (q.trim()) params.q = q.trim();
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: ordersUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [ordersListTag(clientId)],
    }),
    /** GET …/owner-orders/{orderId} → the order with its display fields. */
    ownerOrder: build.query<OwnerOrder, OwnerOrderArgs>({
      query: (args) => ({ url: orderUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, args) => [orderTag(args)],
    }),
    /** POST …/fulfill or …/ship {note} → the order. */
    fulfillOrder: build.mutation<OwnerOrder, FulfillOrderArgs>({
      query: ({ action, note, ...args }) => ({
        url: `${orderUrl(args)}/${action}`,
        method: 'POST',
        body: { note } satisfies OrderFulfillmentBody,
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
    /** POST …/refund {amount?} (no amount: everything still refundable) → the order. */
    refundOrder: build.mutation<OwnerOrder, RefundOrderArgs>({
      query: ({ amount, idempotencyKey, ...args }) => ({
        url: `${orderUrl(args)}/refund`,
        method: 'POST',
        body: (amount === undefined ? {} : { amount }) satisfies OrderRefundBody,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
    /** POST …/cancel → the order (canceled; a paid one refunded in full first). */
    cancelOrder: build.mutation<OwnerOrder, CancelOrderArgs>({
      query: ({ idempotencyKey, ...args }) => ({
        url: `${orderUrl(args)}/cancel`,
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
    /** POST …/subscription/cancel → the order (its subscription canceled: no more renewals). */
    cancelOrderSubscription: build.mutation<OwnerOrder, OwnerOrderArgs>({
      query: (args) => ({ url: `${orderUrl(args)}/subscription/cancel`, method: 'POST', body: {} }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => changed(args),
    }),
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
