// Order feedback (spec §2 /commerce/order/{uuid}/feedback; issue 15 design "Feedback"; issue 25): once per
// order, and only about something the customer bought — an order that is paid (or was, and was refunded)
// or that the business fulfilled or shipped. An order still awaiting payment (a validation step not done,
// a quote not paid) takes none, nor one that came to nothing: canceled, rejected or whose payment failed.
// The server refuses the post with this rule and the site shows or hides its link with it.

/** Order states that never take feedback, whatever else is true of the order. */
export const FEEDBACK_CLOSED_STATES = ['canceled', 'rejected', 'payment_failed'] as const;

/** Order states in which the customer has paid: a refund follows a payment, and its reason is worth hearing. */
export const FEEDBACK_PAID_STATES = ['paid', 'refunded'] as const;

/** Fulfilment states in which the business delivered the order. */
export const FEEDBACK_DELIVERED_FULFILLMENTS = ['fulfilled', 'shipped'] as const;

export interface FeedbackSubject {
  /** The order's state (contracts ORDER_STATES: awaiting_payment, paid, payment_failed, canceled, …). */
  state: string;
  /** The order's fulfilment (unfulfilled, fulfilled, shipped); unknown reads as unfulfilled. */
  fulfillment?: string | undefined;
}

const includes = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value);

/** Whether an order may receive its (one) feedback now. */
export function acceptsFeedback({ state, fulfillment }: FeedbackSubject): boolean {
  if (includes(FEEDBACK_CLOSED_STATES, state)) return false;
  return includes(FEEDBACK_PAID_STATES, state) || includes(FEEDBACK_DELIVERED_FULFILLMENTS, fulfillment);
}
