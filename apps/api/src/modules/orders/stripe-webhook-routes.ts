// POST /api/payments/stripe/webhook — Stripe's events about our PaymentIntents (issue 13 "webhooks verified
// by signature and applied exactly once"). Only there when the gateway is Stripe and STRIPE_WEBHOOK_SECRET
// is set. The body is read raw (Stripe signs its exact bytes), in a plugin of its own so every other route
// keeps its JSON parser. Then:
//   400 invalid_signature   the Stripe-Signature header does not verify (or is too old)
//   200 { applied: true }   first delivery of an event about one of our payments: applied
//   200 { applied: false }  a redelivery (the event id is in payment_events), or nothing of ours
//   5xx                     applying failed: the event is forgotten again and Stripe's retry applies it
// The event only says which payment moved; the payment is read back from Stripe (its current state, card
// brand and last four), so events arriving out of order still leave the latest state.
import { StripeWebhookAnswer, StripeWebhookHeaders, stripeWebhookCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { StripeGateway } from '../../payments/stripe-gateway.js';
import { receiveStripeEvent } from './stripe-webhook-service.js';
import { onCall } from '../../routes/call-route.js';
import { publicRoute } from '../../routes/public/route-helpers.js';

export function registerStripeWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gateway = ctx.gateway;
  const secret = ctx.config.stripeWebhookSecret;
  if (!(gateway instanceof StripeGateway) || !secret) return;

  void app.register(async (scope) => {
    // Stripe signs the exact bytes it sends: keep them as a Buffer (this scope only).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    onCall(
      scope,
      stripeWebhookCalls.event,
      publicRoute({
        summary: "Stripe's signed payment events (only with the stripe gateway)",
        headers: StripeWebhookHeaders,
        response: { 200: StripeWebhookAnswer },
      }),
      async (req) => {
        // The scope's only parser hands every body over as its bytes.
        const payload = req.body;
        if (!Buffer.isBuffer(payload)) throw new ApiError(400, 'invalid_signature', 'The Stripe-Signature header does not verify');
        let event: Stripe.Event;
        try {
          event = (await gateway.client()).webhooks.constructEvent(payload, req.headers['stripe-signature'], secret);
        } catch {
          throw new ApiError(400, 'invalid_signature', 'The Stripe-Signature header does not verify');
        }
        return { received: true, applied: await receiveStripeEvent(ctx, gateway, event) } satisfies StripeWebhookAnswer;
      },
    );
  });
}
