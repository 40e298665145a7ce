// Quotes and invoices (spec §4): "pending, then approved, paid or rejected. Rejection needs a reason."
// The states are core-model's ORDER_STATUSES. A quote request (a requires-quote service ordered in the
// services store, issue 15) is `requested` until the business prices it and sends it (owner event `send`);
// only then can the customer approve, reject or pay it. The owner may void one (`canceled`) while it is
// open. Issue 27: the server moves a quote, invoice or partial invoice only by this table (its conditional
// updates take their `status in (…)` from quoteStatesAccepting / quoteMove).
import { ORDER_STATUSES } from '@vitrina/core-model';
import type { OrderStatus } from '@vitrina/core-model';

/** The spec's states, and `canceled`: voided by the owner (nothing paid or under way: the server's money rule). */
export const QUOTE_STATES = [...ORDER_STATUSES, 'canceled'] as const;
export type QuoteState = OrderStatus | 'canceled';

export type QuoteEvent =
  /** The owner priced a requested quote and sends it to the customer. */
  | { type: 'send' }
  | { type: 'approve' }
  | { type: 'reject'; reason: string }
  /** A payment was confirmed; `outstandingCents` is what is still owed after it. */
  | { type: 'pay'; outstandingCents: number }
  /** The owner voids it (and its open deposits). */
  | { type: 'void' };
export type QuoteEventType = QuoteEvent['type'];

export type QuoteTransitionError =
  /** Spec §5 "reject reason: This information is required". */
  | 'reason-required'
  /** The event is not allowed from this state (e.g. paying a rejected quote). */
  | 'illegal-transition';

export type QuoteTransition = { ok: true; state: QuoteState; reason?: string } | { ok: false; error: QuoteTransitionError };

/** Which events each state accepts. Paid, rejected and canceled are final. */
const ALLOWED: Record<QuoteState, readonly QuoteEventType[]> = {
  requested: ['send', 'void'],
  pending: ['approve', 'reject', 'pay', 'void'],
  approved: ['pay', 'void'],
  paid: [],
  rejected: [],
  canceled: [],
};

/** Where each event other than `pay` (whose target depends on what is left) leads. */
const TARGET: Record<Exclude<QuoteEventType, 'pay'>, QuoteState> = {
  send: 'pending',
  approve: 'approved',
  reject: 'rejected',
  void: 'canceled',
};

/** The states from which `event` may move a quote: the server's `where status in (…)`. */
export function quoteStatesAccepting(event: QuoteEventType): QuoteState[] {
  return QUOTE_STATES.filter((state) => ALLOWED[state].includes(event));
}

/** An event's move for one conditional update (`pay` is not one: a partial payment keeps it open). */
export function quoteMove(event: Exclude<QuoteEventType, 'pay'>): { from: QuoteState[]; to: QuoteState } {
  return { from: quoteStatesAccepting(event), to: TARGET[event] };
}

export function allowedQuoteEvents(state: QuoteState): readonly QuoteEventType[] {
  return ALLOWED[state] ?? [];
}

export function isFinalQuoteState(state: QuoteState): boolean {
  return (ALLOWED[state] ?? []).length === 0;
}

export function transitionQuote(state: QuoteState, event: QuoteEvent): QuoteTransition {
  if (!ALLOWED[state]?.includes(event.type)) return { ok: false, error: 'illegal-transition' };
  switch (event.type) {
    case 'send':
    case 'approve':
    case 'void':
      return { ok: true, state: TARGET[event.type] };
    case 'reject': {
      // Callers strip tags first (validation's stripTags); here only blank text is refused.
      const reason = event.reason.trim();
      return reason ? { ok: true, state: 'rejected', reason } : { ok: false, error: 'reason-required' };
    }
    case 'pay':
      // A partial payment accepts the quote but leaves it open; paying the rest closes it.
      return { ok: true, state: event.outstandingCents > 0 ? 'approved' : 'paid' };
  }
}
