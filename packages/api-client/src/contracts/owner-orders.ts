// The back office's Orders screen (issue 13 "Orders"; spec §3 "Order display fields"): the owner (1) and
// managers (3) list the business's orders newest first (search by number, customer or e-mail; filter by
// status and fulfillment; keyset pages), read one with every display field that applies, mark it fulfilled
// or shipped with a note, cancel it (its units go back on stock; a paid one is refunded in full first) and
// refund it in full or in part through the payment gateway. A subscription's order shows the subscription,
// which the owner can cancel: POST …/owner-orders/{orderId}/subscription/cancel → the order (409
// subscription_already_canceled, 404 subscription_not_found).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, CursorPaging, DbId, EnteredText, Nullable, SearchWords, StringEnum } from './shared.js';
import { OrderFeedback } from './order-feedback.js';
import { FULFILLMENT_STATES, Money, ORDER_STATES, OrderTotals, PublicTransaction, ShippingBody, SubscriptionView } from './store.js';

/** Largest page one call returns (`limit`). */
export const ORDER_PAGE_MAX = 50;

/** `all` (the default) or one order state. */
export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATES] as const;
export const OrderStatusFilter = StringEnum(ORDER_STATUS_FILTERS, { description: 'all (default) or one order state' });
export type OrderStatusFilter = Static<typeof OrderStatusFilter>;

export const ORDER_FULFILLMENT_FILTERS = ['all', ...FULFILLMENT_STATES] as const;
export const OrderFulfillmentFilter = StringEnum(ORDER_FULFILLMENT_FILTERS, { description: 'all (default) or one fulfillment state' });
export type OrderFulfillmentFilter = Static<typeof OrderFulfillmentFilter>;

/** GET client/{id}/owner-orders. `cursor` and `limit` are checked as the digits they are sent as. */
export const OrderListQuery = Type.Object({
  status: Type.Optional(OrderStatusFilter),
  fulfillment: Type.Optional(OrderFulfillmentFilter),
  q: SearchWords('An order number, or words of the customer name or e-mail'),
  ...CursorPaging(`Orders per page, at most ${ORDER_PAGE_MAX}`),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

/** `{id}/owner-orders/{orderId}` (`orders/{uuid}` is the visitor's). */
export const OwnerOrderParams = Type.Object({ id: DbId, orderId: DbId });
export type OwnerOrderParams = Static<typeof OwnerOrderParams>;

/** One row of the list. */
export const OwnerOrderSummary = Type.Object({
  id: Type.Integer(),
  /**
   * Null while a checkout's payment is under way (confirming, or at its validation step): the order is
   * numbered when it is placed, i.e. paid (issue 26 item 4). Failed attempts are not listed.
   */
  order_number: Nullable(Type.String()),
  dated: Type.String({ format: 'date-time' }),
  customer_name: Type.String(),
  email: Type.String(),
  total: Money,
  /** ISO 4217 code the order was charged in; prices are formatted from it. */
  currency: Type.String(),
  state: StringEnum(ORDER_STATES),
  fulfillment: StringEnum(FULFILLMENT_STATES),
  /**
   * True while an `awaiting_payment` order's payment is being confirmed with the gateway (its outcome was
   * not known: a timeout or failure after a charge may have been made); it turns paid or failed on its own
   * and the customer is never charged twice (issue 32).
   */
  payment_check: Type.Boolean(),
});
export type OwnerOrderSummary = Static<typeof OwnerOrderSummary>;

/** A page of orders, newest first; `next_cursor` is null on the last page. */
export const OwnerOrderPage = CursorPage('orders', OwnerOrderSummary);
export type OwnerOrderPage = Static<typeof OwnerOrderPage>;

export const OwnerOrderLine = Type.Object({
  name: Type.String(),
  variant_label: Type.String(),
  sku: Type.String(),
  image: Nullable(Type.String()),
  quantity: Type.Integer(),
  each_price: Money,
  total: Money,
});
export type OwnerOrderLine = Static<typeof OwnerOrderLine>;

/**
 * What the owner can do to an order (POST …/owner-orders/{orderId}/{action}); the same list as commerce's
 * OWNER_ORDER_ACTIONS (the API's tests hold them equal). An action outside the order's `allowed_actions` is
 * refused: 409 `order_action_not_allowed` with `action` and `state` beside the error.
 */
export const OWNER_ORDER_ACTIONS = ['fulfill', 'ship', 'refund', 'cancel'] as const;
export const OwnerOrderAction = StringEnum(OWNER_ORDER_ACTIONS);
export type OwnerOrderAction = Static<typeof OwnerOrderAction>;

/** One order with the §3 display fields of a products order, its payments and the customer's link. */
export const OwnerOrder = Type.Object({
  ...OwnerOrderSummary.properties,
  uuid: Type.String({ format: 'uuid' }),
  lines: Type.Array(OwnerOrderLine),
  ...OrderTotals.properties,
  /** What the customer paid (spec §3 "prior payments"). */
  prior_payments: Money,
  refunded: Money,
  /** Paid and not refunded yet: the most a refund may be. */
  refundable: Money,
  total_outstanding: Money,
  note: Type.String(),
  fulfillment_note: Type.String(),
  /** e.g. "Visa •••• 4242"; '' before a payment. */
  payment_information: Type.String(),
  bill_to: Nullable(ShippingBody),
  ship_to: Nullable(ShippingBody),
  utm: Type.Record(Type.String(), Type.String()),
  payments: Type.Array(Type.Object({ ...PublicTransaction.properties, gateway: Type.String() })),
  /** The customer's page of the order on the business's site: https://{host}/commerce/order/{uuid}. */
  order_link: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
  /** The customer's rating and comment (spec §2 order feedback); null until they leave it. */
  feedback: Nullable(OrderFeedback),
  /** The subscription the order started or renews (issue 15); absent or null for other orders. */
  subscription: Type.Optional(Nullable(SubscriptionView)),
  /**
   * The actions the order's state allows now, by commerce's order table (issue 27), in the order the back
   * office shows them; it shows no other. A refund also needs something left to refund.
   */
  allowed_actions: Type.Array(OwnerOrderAction),
});
export type OwnerOrder = Static<typeof OwnerOrder>;

/** POST …/owner-orders/{orderId}/fulfill and …/ship: checked by validation's orderFulfillmentSchema. */
export const OrderFulfillmentBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 5000, ...EnteredText })) });
export type OrderFulfillmentBody = Static<typeof OrderFulfillmentBody>;

/** POST …/owner-orders/{orderId}/refund: no amount refunds everything still refundable; checked by createRefundSchema. */
export const OrderRefundBody = Type.Object({
  amount: Type.Optional(Type.String({ maxLength: 40, description: 'Decimal amount such as "12.50"; absent: the whole refundable amount' })),
});
export type OrderRefundBody = Static<typeof OrderRefundBody>;

/** `Idempotency-Key` of a refund or a cancel: the same key never moves money twice. */
export const OrderActionHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,200}$' })),
});
export type OrderActionHeaders = Static<typeof OrderActionHeaders>;
