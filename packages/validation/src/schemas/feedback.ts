// Order feedback (spec §2 /commerce/order/{uuid}/feedback; §5 "Feedback comment … This information is
// required"): a star rating of 1 to 5 and a required comment. The site's form and the API use this schema.
import { number, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './fields.js';

/** Longest comment kept (after tags are stripped), as long as a contact-us message. */
export const FEEDBACK_COMMENT_MAX = 5000;

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

export const feedbackSchema = object({
  // A radio group sends '' before a choice: that is "no rating", not a type error.
  rating: number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(M.feedback.rating)
    .integer(M.feedback.rating)
    .min(1, M.feedback.rating)
    .max(5, M.feedback.rating)
    .required(M.feedback.rating),
  comment: requiredText(M.informationRequired).max(FEEDBACK_COMMENT_MAX, M.invalid.tooLong),
});

export type FeedbackValues = InferType<typeof feedbackSchema>;
/** A customer's order feedback (contract OrderFeedbackBody). Sent as the schema yields it. */
export type FeedbackInput = FeedbackValues;
