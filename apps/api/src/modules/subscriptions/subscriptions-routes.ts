// A customer's subscription, reached by its uuid (contracts/subscriptions.ts; issue 15 "updating a
// subscription's card → /subscription-payment-update-successful"):
//   GET  /api/client/{id}/subscriptions/{uuid}                → SubscriptionAnswer (404 subscription_not_found)
//   POST /api/client/{id}/subscriptions/{uuid}/payment-method {payment} → SubscriptionAnswer
//        400 card fields · 402 payment_declined {decline} · 404 · 409 subscription_not_active | request_in_progress · 429
//   POST /api/client/{id}/subscriptions/{uuid}/cancel          → SubscriptionAnswer (issue 30: at period end; past due at once)
//        404 · 409 subscription_not_active · 429
//   GET  /api/client/{id}/subscriptions/{uuid}/charges         → SubscriptionCharges (issue 30) · 404
// Another client's uuid is no subscription (404).
import {
  SubscriptionAnswer,
  SubscriptionCardBody,
  SubscriptionCharges,
  SubscriptionParams,
  subscriptionCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { perMinute } from '../../routes/route-kit.js';
import { readSubscription, updateSubscriptionCard } from './subscriptions-service.js';
import { cancelSubscriptionByCustomer, subscriptionCharges } from './subscription-self-service.js';
import { clientCall, publicRoute } from '../../routes/public/route-helpers.js';

/** A card entry can charge a card: bounded per address like the other payment calls. */
export const SUBSCRIPTION_CARD_RATE_LIMIT = perMinute(10, 'subscription-card');

/** The customer's cancel: a few tries per address at most. */
export const SUBSCRIPTION_CANCEL_RATE_LIMIT = perMinute(10, 'subscription-cancel');

export function registerSubscriptionPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    subscriptionCalls.read,
    publicRoute({
      summary: 'A customer’s subscription: frequency, state, next charge and card',
      params: SubscriptionParams,
      response: { 200: SubscriptionAnswer },
    }),
    clientCall(ctx, ({ params }: { params: SubscriptionParams }): Promise<SubscriptionAnswer> =>
      readSubscription(ctx.database.db, params.id, params.uuid),
    ),
  );

  onCall(
    app,
    subscriptionCalls.updateCard,
    publicRoute({
      rateLimit: SUBSCRIPTION_CARD_RATE_LIMIT,
      summary: 'The customer saves a new card for the subscription (a past-due renewal is paid with it first)',
      params: SubscriptionParams,
      body: SubscriptionCardBody,
      response: { 200: SubscriptionAnswer },
    }),
    clientCall(ctx, ({ params, body }: { params: SubscriptionParams; body: SubscriptionCardBody }): Promise<SubscriptionAnswer> =>
      updateSubscriptionCard(ctx, params.id, params.uuid, body.payment),
    ),
  );

  onCall(
    app,
    subscriptionCalls.cancel,
    publicRoute({
      rateLimit: SUBSCRIPTION_CANCEL_RATE_LIMIT,
      summary: 'The customer cancels the subscription at the end of its paid period (a past-due one at once); no renewal after',
      params: SubscriptionParams,
      response: { 200: SubscriptionAnswer },
    }),
    clientCall(ctx, ({ params }: { params: SubscriptionParams }): Promise<SubscriptionAnswer> =>
      cancelSubscriptionByCustomer(ctx.database.db, params.id, params.uuid),
    ),
  );

  onCall(
    app,
    subscriptionCalls.charges,
    publicRoute({
      summary: 'The history of the subscription’s charges: its first order and its renewals, newest first',
      params: SubscriptionParams,
      response: { 200: SubscriptionCharges },
    }),
    clientCall(ctx, ({ params }: { params: SubscriptionParams }): Promise<SubscriptionCharges> =>
      subscriptionCharges(ctx.database.db, params.id, params.uuid),
    ),
  );
}
