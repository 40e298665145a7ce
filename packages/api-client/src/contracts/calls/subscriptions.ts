// The calls of a customer's subscription, reached by its uuid (contracts/subscriptions.ts).
import { call } from '../call.js';
import type { SubscriptionAnswer, SubscriptionCardBody, SubscriptionCharges } from '../subscriptions.js';

export const subscriptionCalls = {
  /** Frequency, state, next charge and card (404 subscription_not_found). */
  read: call<{ answer: SubscriptionAnswer }>()('GET', '/api/client/:id/subscriptions/:uuid'),
  /** A new card for the subscription (a past-due renewal is paid with it first). */
  updateCard: call<{ body: SubscriptionCardBody; answer: SubscriptionAnswer }>()(
    'POST',
    '/api/client/:id/subscriptions/:uuid/payment-method',
  ),
  /** The customer cancels: at the end of the paid period (a past-due one at once); no renewal after (issue 30). */
  cancel: call<{ answer: SubscriptionAnswer }>()('POST', '/api/client/:id/subscriptions/:uuid/cancel'),
  /** The history of its charges, newest first (issue 30). */
  charges: call<{ answer: SubscriptionCharges }>()('GET', '/api/client/:id/subscriptions/:uuid/charges'),
};
