// Rejecting a quote or invoice (spec §4 "Rejection needs a reason"; §5 "reject reason: This information
// is required").
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './fields.js';

export const rejectReasonSchema = object({
  reason: requiredText(M.informationRequired),
});

export type RejectReasonValues = InferType<typeof rejectReasonSchema>;
