// Order feedback (spec §2 /commerce/order/{uuid}/feedback; §5 "Feedback comment … This information is
// required").
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './fields.js';

export const feedbackSchema = object({
  comment: requiredText(M.informationRequired),
});

export type FeedbackValues = InferType<typeof feedbackSchema>;
