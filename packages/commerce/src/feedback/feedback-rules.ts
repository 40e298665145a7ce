// Order feedback (spec §2 /commerce/order/{uuid}/feedback; issue 15 design "Feedback"): once per order, and
// not for an order that came to nothing — canceled, rejected or whose payment failed.

/** Order states that take no feedback. */
export const FEEDBACK_CLOSED_STATES = ['canceled', 'rejected', 'payment_failed'] as const;

/** Whether an order in `state` may still receive its (one) feedback. */
export function acceptsFeedback(state: string): boolean {
  return !(FEEDBACK_CLOSED_STATES as readonly string[]).includes(state);
}
