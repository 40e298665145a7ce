// The one gate every change of a products order's status or fulfilment passes (issue 27 "store orders move
// only by their commerce tables"): the caller reads the order (locked, inside its transaction), asks
// commerce's lifecycle table where the event takes it, and writes that state or nothing. The gateway's
// own moves (paid, failed, a renewal retried) are conditional updates whose `status in (…)` is the table's
// (statusesAccepting), so they too can only move along it. Quotes and invoices: moveQuote, below.
import { QUOTE_STATES, isStoreFulfillment, isStoreOrderState, transitionQuote, transitionStoreOrder } from '@vitrina/commerce';
import type { QuoteEvent, QuoteState, QuoteTransition, StoreOrderEvent, StoreOrderEventType, StoreOrderLifecycle } from '@vitrina/commerce';
import type { orders } from '../schema.js';

type OrderRow = typeof orders.$inferSelect;

/** A move the table does not list: answered 409 `order_action_not_allowed` with the action and the state. */
export interface OrderMoveRefusal {
  ok: false;
  error: 'not_allowed';
  action: StoreOrderEventType;
  /** The order's status when it was refused. */
  state: string;
}

export type OrderMove = { ok: true; state: StoreOrderLifecycle } | OrderMoveRefusal;

/** Where `event` takes the order by commerce's table, or the refusal (a quote's status is no store order's). */
export function moveStoreOrder(row: Pick<OrderRow, 'status' | 'fulfillment'>, event: StoreOrderEvent): OrderMove {
  const refused: OrderMoveRefusal = { ok: false, error: 'not_allowed', action: event.type, state: row.status };
  if (!isStoreOrderState(row.status) || !isStoreFulfillment(row.fulfillment)) return refused;
  const moved = transitionStoreOrder({ status: row.status, fulfillment: row.fulfillment }, event);
  return moved.ok ? moved : refused;
}

const isQuoteState = (value: string): value is QuoteState => (QUOTE_STATES as readonly string[]).includes(value);

/**
 * Quotes, invoices and partial invoices the same way, by commerce's quote table (quote-state.ts): where
 * `event` takes the row, or the table's refusal (a products order's status is no quote's).
 */
export function moveQuote(row: Pick<OrderRow, 'status'>, event: QuoteEvent): QuoteTransition {
  return isQuoteState(row.status) ? transitionQuote(row.status, event) : { ok: false, error: 'illegal-transition' };
}
