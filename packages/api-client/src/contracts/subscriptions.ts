// A customer's subscription (issue 15; spec §2 /subscription-payment-update-successful, §3 order display
// "subscriptions with frequency daily, weekly, monthly or yearly"). Public calls, reached only by the
// subscription's uuid (shown on its order's page); another business's uuid is not found.
//   GET  client/{id}/subscriptions/{uuid}                                 → SubscriptionAnswer · 404 subscription_not_found
//   POST client/{id}/subscriptions/{uuid}/payment-method SubscriptionCardBody → SubscriptionAnswer
//        · 400 fields (the card form's keys) · 402 payment_declined {decline} (a past-due renewal charged with the
//        new card was declined: the card is not saved) · 404 subscription_not_found
//        · 409 subscription_not_active (canceled, or its first payment has not gone through) · 409 request_in_progress · 429
//   POST client/{id}/subscriptions/{uuid}/cancel                          → SubscriptionAnswer (issue 30)
//        an active one ends at its period's end (cancel_at = its next charge; no renewal), a past-due one at once;
//        again: the same answer · 404 · 409 subscription_not_active (not started yet) · 429
//   GET  client/{id}/subscriptions/{uuid}/charges                         → SubscriptionCharges (issue 30) · 404
// With a past-due subscription the new card pays the declined renewal at once, and the subscription is active again.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, Nullable, StringEnum } from './shared.js';
import { CheckoutPayment, Money, ORDER_STATES, SubscriptionView } from './store.js';

export const SubscriptionParams = Type.Object({ id: DbId, uuid: Type.String({ format: 'uuid' }) });
export type SubscriptionParams = Static<typeof SubscriptionParams>;

export const SubscriptionCardBody = Type.Object({ payment: CheckoutPayment });
export type SubscriptionCardBody = Static<typeof SubscriptionCardBody>;

/** The subscription, and the order that started it (the page's link back). */
export const SubscriptionAnswer = Type.Object({
  subscription: SubscriptionView,
  order_uuid: Type.String({ format: 'uuid' }),
  /** ISO 4217 code the subscription is charged in. */
  currency: Type.String(),
});
export type SubscriptionAnswer = Static<typeof SubscriptionAnswer>;

/** One charge of a subscription: its first order, then each renewal's order (issue 30 "the history of charges"). */
export const SubscriptionCharge = Type.Object({
  order_uuid: Type.String({ format: 'uuid' }),
  /** Null while the order has no number (a first payment that never went through). */
  order_number: Nullable(Type.String()),
  dated: Type.String({ format: 'date-time' }),
  total: Money,
  state: StringEnum(ORDER_STATES),
  /** The first order (the rest are renewals). */
  first: Type.Boolean(),
});
export type SubscriptionCharge = Static<typeof SubscriptionCharge>;

/** The subscription's charges, newest first. */
export const SubscriptionCharges = Type.Object({ currency: Type.String(), charges: Type.Array(SubscriptionCharge) });
export type SubscriptionCharges = Static<typeof SubscriptionCharges>;
