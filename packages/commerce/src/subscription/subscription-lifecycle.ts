// A subscription's lifecycle (issue 15 subscriptions; issue 27 "commerce owns one lifecycle table each for
// store orders, quotes/invoices and subscriptions"): the one table of which event moves a subscription from
// which status to which. The API's conditional updates take their `status in (…)` and their target from it
// (subscriptionMove), so no write can move a subscription outside it.
//   incomplete ─start (first order paid)→ active ─lapse (renewal declined)→ past_due ─resume→ active
//   incomplete ─abandon (first order's payment failed or expired)→ canceled
//   incomplete | active | past_due ─cancel (the owner)→ canceled            canceled is final.
// `card` (the customer saves a new card) moves nothing: it is accepted while active or past due.

export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export type SubscriptionEvent = 'start' | 'abandon' | 'lapse' | 'resume' | 'cancel' | 'card';

const TABLE: Record<SubscriptionState, Partial<Record<SubscriptionEvent, SubscriptionState>>> = {
  incomplete: { start: 'active', abandon: 'canceled', cancel: 'canceled' },
  active: { lapse: 'past_due', cancel: 'canceled', card: 'active' },
  past_due: { resume: 'active', cancel: 'canceled', card: 'past_due' },
  canceled: {},
};

export type SubscriptionTransition = { ok: true; state: SubscriptionState } | { ok: false; error: 'illegal-transition' };

export const isSubscriptionState = (value: string): value is SubscriptionState =>
  (SUBSCRIPTION_STATES as readonly string[]).includes(value);

/** The subscription's next status after `event`, or a refusal when the table has no such move. */
export function transitionSubscription(state: string, event: SubscriptionEvent): SubscriptionTransition {
  const next = isSubscriptionState(state) ? TABLE[state][event] : undefined;
  return next === undefined ? { ok: false, error: 'illegal-transition' } : { ok: true, state: next };
}

/** The statuses `event` moves from: the server's `where status in (…)`. */
export function subscriptionStatesAccepting(event: SubscriptionEvent): SubscriptionState[] {
  return SUBSCRIPTION_STATES.filter((s) => TABLE[s][event] !== undefined);
}

/** A status-changing event's move for one conditional update (each leads to one status from wherever it starts). */
export function subscriptionMove(event: Exclude<SubscriptionEvent, 'card'>): { from: SubscriptionState[]; to: SubscriptionState } {
  const from = subscriptionStatesAccepting(event);
  return { from, to: TABLE[from[0]!][event]! };
}
