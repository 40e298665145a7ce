// Sending a customer form to a customer (issue 15; contract FormRequestBody): the customer's e-mail (the
// customer is found by it, or made) and, optionally, their name. The back office's dialog and the API's
// POST …/owner-forms/{formId}/requests judge it with this one schema.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, text } from './fields.js';

export const FORM_REQUEST_EMAIL_MAX_LENGTH = 254;
export const FORM_REQUEST_NAME_MAX_LENGTH = 100;

export const formRequestSchema = object({
  email: emailField({ required: true })
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
    .max(FORM_REQUEST_EMAIL_MAX_LENGTH, M.invalid.tooLong),
  first_name: text().max(FORM_REQUEST_NAME_MAX_LENGTH, M.invalid.tooLong),
  last_name: text().max(FORM_REQUEST_NAME_MAX_LENGTH, M.invalid.tooLong),
});

export type FormRequestValues = InferType<typeof formRequestSchema>;
