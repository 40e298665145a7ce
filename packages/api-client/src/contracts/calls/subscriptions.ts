// The calls of a customer's subscription, reached by its uuid (contracts/subscriptions.ts).
import { call } from '../call.js';
import type { SubscriptionAnswer, SubscriptionCardBody } from '../subscriptions.js';

export const subscriptionCalls = {
  /** Frequency, state, next charge and card (404 subscription_not_found). */
  read: call<{ answer: SubscriptionAnswer }>()('GET', '/api/client/:id/subscriptions/:uuid'),
  /** A new card for the subscription (a past-due renewal is paid with it first). */
  updateCard: call<{ body: SubscriptionCardBody; answer: SubscriptionAnswer }>()(
    'POST',
    '/api/client/:id/subscriptions/:uuid/payment-method',
  ),
};
