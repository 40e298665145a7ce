// The customer's feedback on an order (spec §2 /commerce/order/{uuid}/feedback; §5 "Feedback comment … This
// information is required"). Public calls, reached only by the order's uuid:
//   GET  client/{id}/orders/{uuid}/feedback  → OrderFeedback, or null while none is left (404 order_not_found)
//   POST client/{id}/orders/{uuid}/feedback  OrderFeedbackBody → 201 OrderFeedback
//        (400 fields, 409 feedback_exists | feedback_not_allowed (commerce acceptsFeedback), 429)
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { EnteredText } from './shared.js';
import type { FeedbackInput } from '@vitrina/validation';

/** What the form sends, typed by validation's feedbackSchema. */
export type OrderFeedbackForm = FeedbackInput;

/**
 * Judged by validation's feedbackSchema (so a refusal names each field with the form's own i18n key:
 * validation:feedback.rating, validation:informationRequired), hence "an object" at run time.
 */
export const OrderFeedbackBody = Type.Unsafe<OrderFeedbackForm>({
  type: 'object',
  properties: {
    rating: { description: 'Stars, 1 to 5' },
    comment: { type: 'string', ...EnteredText },
  },
});
export type OrderFeedbackBody = Static<typeof OrderFeedbackBody>;

/** The feedback as left, once per order. */
export const OrderFeedback = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type OrderFeedback = Static<typeof OrderFeedback>;

/** What GET answers: the feedback, or null while none is left (a 200 either way; issue 26). */
export const OrderFeedbackOrNone = Type.Union([OrderFeedback, Type.Null()]);
export type OrderFeedbackOrNone = Static<typeof OrderFeedbackOrNone>;
