// Quotes and invoices (spec §4): "pending, then approved, paid or rejected. Rejection needs a reason."
// The states are core-model's ORDER_STATUSES. A quote request (a requires-quote service ordered in the
// services store, issue 15) is `requested` until the business prices it and sends it (owner event `send`);
// only then can the customer approve, reject or pay it.
import type { OrderStatus } from '@vitrina/core-model';

type QuoteState = OrderStatus;

export type QuoteEvent =
  /** The owner priced a requested quote and sends it to the customer. */
  | { type: 'send' }
  | { type: 'approve' }
  | { type: 'reject'; reason: string }
  /** A payment was confirmed; `outstandingCents` is what is still owed after it. */
  | { type: 'pay'; outstandingCents: number };

export type QuoteTransitionError =
  /** Spec §5 "reject reason: This information is required". */
  | 'reason-required'
  /** The event is not allowed from this state (e.g. paying a rejected quote). */
  | 'illegal-transition';

export type QuoteTransition = { ok: true; state: QuoteState; reason?: string } | { ok: false; error: QuoteTransitionError };

/** Which events each state accepts. Paid and rejected are final. */
const ALLOWED: Record<QuoteState, readonly QuoteEvent['type'][]> = {
  requested: ['send'],
  pending: ['approve', 'reject', 'pay'],
  approved: ['pay'],
  paid: [],
  rejected: [],
};

export function allowedQuoteEvents(state: QuoteState): readonly QuoteEvent['type'][] {
  return ALLOWED[state];
}

export function isFinalQuoteState(state: QuoteState): boolean {
  return ALLOWED[state].length === 0;
}

export function transitionQuote(state: QuoteState, event: QuoteEvent): QuoteTransition {
  if (!ALLOWED[state].includes(event.type)) return { ok: false, error: 'illegal-transition' };
  switch (event.type) {
    case 'send':
      return { ok: true, state: 'pending' };
    case 'approve':
      return { ok: true, state: 'approved' };
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
