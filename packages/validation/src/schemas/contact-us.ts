// Contact-us modal (spec §3 "Contact-us form: name, e-mail, phone, message"). The phone is optional: a
// visitor may want an answer by e-mail only; when given it must be a valid contact number by the business's
// country (the one phone rule, phone-by-country.ts).
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, phoneField, requiredText } from './fields.js';

export interface ContactUsOptions {
  /** The business's country (two-letter code): whose phone rule applies. */
  country: string | undefined;
}

export const createContactUsSchema = ({ country }: ContactUsOptions) =>
  object({
    name: requiredText(M.required.name),
    email: emailField({ required: true }),
    phone: phoneField({ required: false, country }),
    message: requiredText(M.required.message),
  });

export type ContactUsValues = InferType<ReturnType<typeof createContactUsSchema>>;
/** A visitor's contact message (contract ContactMessageBody). Sent as the schema yields it. */
export type ContactUsInput = ContactUsValues;
