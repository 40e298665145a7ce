// The customer's feedback on an order (contracts/order-feedback.ts; spec §2 /commerce/order/{uuid}/feedback,
// §5 "Feedback comment … This information is required"):
//   GET  /api/client/{id}/orders/{uuid}/feedback → OrderFeedback, or null while none is left (404 order_not_found)
//   POST /api/client/{id}/orders/{uuid}/feedback {rating, comment} → 201 OrderFeedback
//        400 fields as validation keys; 409 feedback_exists (once per order) | feedback_not_allowed
//        (not paid nor fulfilled, or canceled, rejected, payment_failed: commerce acceptsFeedback);
//        429 past FEEDBACK_RATE_LIMIT.
// Another client's uuid is no order (404), as on the order page.
import { OrderFeedback, OrderFeedbackBody, OrderFeedbackOrNone, OrderParams, orderFeedbackCalls } from '@vitrina/api-client/contracts';
import { feedbackSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { ApiError } from '../../http/errors.js';
import { clientAnswer, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { safeTextFields } from '../../services/public-text.js';
import { feedbackOrder, getOrderFeedback, leaveFeedback } from './feedback-service.js';

/** Like the contact form: a visitor's write, bounded per address and client. */
export const FEEDBACK_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}|feedback`,
} as const;

export function registerFeedbackPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  onCall(
    app,
    orderFeedbackCalls.read,
    publicRoute({
      summary: 'The feedback left on the visitor’s order; null while none is left',
      params: OrderParams,
      response: { 200: OrderFeedbackOrNone },
    }),
    // No feedback yet is an answer, not an error: the order page asks on every load (issue 26).
    clientAnswer(ctx, ({ params }: { params: OrderParams }): Promise<OrderFeedbackOrNone> => getOrderFeedback(ctx, params.id, params.uuid)),
  );

  onCall(
    app,
    orderFeedbackCalls.leave,
    publicRoute({
      rateLimit: FEEDBACK_RATE_LIMIT,
      summary: 'The customer rates the order and comments on it, once (spec §2 order feedback, §5)',
      params: OrderParams,
      body: OrderFeedbackBody,
      response: { 201: OrderFeedback },
    }),
    async (req, reply) => {
      await requireClient(db, req.params.id);
      // The order first (404), then the body (400), as before.
      const order = await feedbackOrder(ctx, req.params.id, req.params.uuid);
      const form = validatePayload(feedbackSchema, safeTextFields(req.body, ['comment']));
      if (!form.ok) throw new ApiError(400, 'invalid_request', form.message, form.fields);
      const input: OrderFeedbackBody = form.value;
      const feedback = await leaveFeedback(ctx, req.params.id, order, input);
      return reply.status(201).send(feedback satisfies OrderFeedback);
    },
  );
}
