// A store order's lifecycle (issue 13 "Orders", issue 15 renewals, issue 27 "commerce owns one lifecycle
// table each for store orders, quotes/invoices and subscriptions"): the one table of which action moves a
// products order from which state to which. The API refuses any move the table does not list, and answers
// the owner's `allowed_actions` from it, so the back office shows only what the server would accept.
// (Quotes and invoices have their own table: quote/quote-state.ts.)
//
// An order has two columns that move: its payment `status` and, once paid, its `fulfillment`.
//   awaiting_payment ─pay→ paid ─refund (all of it)→ refunded
//          │  ╰─cancel─╮     │ ╰─refund (part)→ paid       (partial refunds keep `paid`)
//         fail         ↓   cancel
//          ↓        canceled ←╯                           (a paid order is refunded in full first)
//   payment_failed ─cancel→ canceled
//          ╰─retry→ awaiting_payment                      (a declined subscription renewal, a new card)
//   paid: unfulfilled ─fulfill→ fulfilled ─ship→ shipped, or unfulfilled ─ship→ shipped.
// canceled and refunded are final.

/** The `status` of a products order (the orders table also holds quote/invoice states: not these). */
export const STORE_ORDER_STATES = ['awaiting_payment', 'paid', 'payment_failed', 'canceled', 'refunded'] as const;
export type StoreOrderState = (typeof STORE_ORDER_STATES)[number];

export const STORE_FULFILLMENTS = ['unfulfilled', 'fulfilled', 'shipped'] as const;
export type StoreFulfillment = (typeof STORE_FULFILLMENTS)[number];

/** The state a checkout's (or a renewal's) order is written in: its stock held, the gateway not answered yet. */
export const PLACED_ORDER_STATE: StoreOrderState = 'awaiting_payment';

export interface StoreOrderLifecycle {
  status: StoreOrderState;
  fulfillment: StoreFulfillment;
}

export type StoreOrderEvent =
  /** The gateway confirmed the payment. */
  | { type: 'pay' }
  /** The gateway declined it, it was canceled at the gateway or its validation step expired. */
  | { type: 'fail' }
  /** A declined subscription renewal is tried once more (a new card). */
  | { type: 'retry' }
  /** The owner cancels: the units go back on stock (a paid order is refunded in full first). */
  | { type: 'cancel' }
  /** The owner refunds; `leftCents` is what is still refundable after this refund (0: all of it went back). */
  | { type: 'refund'; leftCents: number }
  /** The owner marks it fulfilled. */
  | { type: 'fulfill' }
  /** The owner marks it shipped (from unfulfilled or fulfilled). */
  | { type: 'ship' };
export type StoreOrderEventType = StoreOrderEvent['type'];

/** What the owner can do to an order in the back office, in the order the screen shows them. */
export const OWNER_ORDER_ACTIONS = ['fulfill', 'ship', 'refund', 'cancel'] as const satisfies readonly StoreOrderEventType[];
export type OwnerOrderAction = (typeof OWNER_ORDER_ACTIONS)[number];

export type StoreOrderTransition =
  | { ok: true; state: StoreOrderLifecycle }
  /** The event is not in the table from this state (e.g. refunding an unpaid order, canceling a refunded one). */
  | { ok: false; error: 'illegal-transition' };

/** Status moves: from each status, the events it accepts and where each goes (refund: see `leftCents`). */
const STATUS_TABLE: Record<StoreOrderState, Partial<Record<StoreOrderEventType, StoreOrderState>>> = {
  awaiting_payment: { pay: 'paid', fail: 'payment_failed', cancel: 'canceled' },
  paid: { cancel: 'canceled', refund: 'refunded', fulfill: 'paid', ship: 'paid' },
  payment_failed: { retry: 'awaiting_payment', cancel: 'canceled' },
  canceled: {},
  refunded: {},
};

/** Fulfilment moves, all only while the order is paid (STATUS_TABLE). */
const FULFILLMENT_TABLE: Partial<Record<StoreOrderEventType, Partial<Record<StoreFulfillment, StoreFulfillment>>>> = {
  fulfill: { unfulfilled: 'fulfilled' },
  ship: { unfulfilled: 'shipped', fulfilled: 'shipped' },
};

export const isStoreOrderState = (value: string): value is StoreOrderState => (STORE_ORDER_STATES as readonly string[]).includes(value);
export const isStoreFulfillment = (value: string): value is StoreFulfillment => (STORE_FULFILLMENTS as readonly string[]).includes(value);

const REFUSED: StoreOrderTransition = { ok: false, error: 'illegal-transition' };

/** The order's next state after `event`, or a refusal when the table has no such move. */
export function transitionStoreOrder(state: StoreOrderLifecycle, event: StoreOrderEvent): StoreOrderTransition {
  const status = STATUS_TABLE[state.status]?.[event.type];
  if (status === undefined) return REFUSED;
  let fulfillment = state.fulfillment;
  const moves = FULFILLMENT_TABLE[event.type];
  if (moves) {
    const next = moves[state.fulfillment];
    if (next === undefined) return REFUSED;
    fulfillment = next;
  }
  if (event.type === 'refund') {
    // A partial refund keeps the order paid; the one that returns the rest makes it refunded.
    if (!Number.isInteger(event.leftCents) || event.leftCents < 0) return REFUSED;
    return { ok: true, state: { status: event.leftCents > 0 ? 'paid' : 'refunded', fulfillment } };
  }
  return { ok: true, state: { status, fulfillment } };
}

/**
 * The statuses from which `event` may move an order (whatever its fulfilment): the server's conditional
 * updates (`where status in (…)`) are written from this, so a race can only lose, never move outside the table.
 */
export function statusesAccepting(event: StoreOrderEventType): StoreOrderState[] {
  return STORE_ORDER_STATES.filter((s) => STATUS_TABLE[s][event] !== undefined);
}

/** The moves the gateway makes on its own (no owner, no fulfilment): one conditional update each. */
export type GatewayOrderEvent = 'pay' | 'fail' | 'retry';

/**
 * A gateway event's move for a conditional update: `update … set status = to where status in (from)`. Each
 * of these events leads to one status whichever status it leaves.
 */
export function gatewayMove(event: GatewayOrderEvent): { from: StoreOrderState[]; to: StoreOrderState } {
  const from = statusesAccepting(event);
  return { from, to: STATUS_TABLE[from[0]!][event]! };
}

/** An order as the owner's actions need it; strings are read as the table's (an unknown one allows nothing). */
export interface OwnerActionSubject {
  status: string;
  fulfillment: string;
  paidCents: number;
  refundedCents: number;
}

/**
 * What the owner may do to the order now: the table's moves, and a refund only while something is left to
 * refund. The API answers this as `allowed_actions`; the back office shows these buttons and no others.
 */
export function allowedOwnerActions(order: OwnerActionSubject): OwnerOrderAction[] {
  if (!isStoreOrderState(order.status)) return [];
  const state: StoreOrderLifecycle = {
    status: order.status,
    fulfillment: isStoreFulfillment(order.fulfillment) ? order.fulfillment : 'unfulfilled',
  };
  const refundable = Math.max(0, order.paidCents - order.refundedCents);
  return OWNER_ORDER_ACTIONS.filter((action) => {
    if (action === 'refund') return refundable > 0 && transitionStoreOrder(state, { type: 'refund', leftCents: 0 }).ok;
    return transitionStoreOrder(state, { type: action }).ok;
  });
}
