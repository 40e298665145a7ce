// A customer's subscription (issue 15; spec §2 /subscription-payment-update-successful, §3 order display
// "subscriptions with frequency daily, weekly, monthly or yearly"). Public calls, reached only by the
// subscription's uuid (shown on its order's page); another business's uuid is not found.
//   GET  client/{id}/subscriptions/{uuid}                                 → SubscriptionAnswer · 404 subscription_not_found
//   POST client/{id}/subscriptions/{uuid}/payment-method SubscriptionCardBody → SubscriptionAnswer
//        · 400 fields (the card form's keys) · 402 payment_declined {decline} (a past-due renewal charged with the
//        new card was declined: the card is not saved) · 404 subscription_not_found
//        · 409 subscription_not_active (canceled, or its first payment has not gone through) · 409 request_in_progress · 429
// With a past-due subscription the new card pays the declined renewal at once, and the subscription is active again.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId } from './shared.js';
import { CheckoutPayment, SubscriptionView } from './store.js';

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
