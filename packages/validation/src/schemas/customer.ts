// A business's customer as the back office edits and imports it (issue 30, Customers): names, the e-mail that
// identifies them at the business (stored lower-case, one per business), an optional phone by the business's
// country, and the owner's private note. The same schema checks the edit form, the API's body and each row of
// an imported CSV file, so a row is refused for exactly what the form would refuse.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, phoneField, requiredText, text } from './fields.js';

export const CUSTOMER_NAME_MAX_LENGTH = 100;
export const CUSTOMER_EMAIL_MAX_LENGTH = 254;
export const CUSTOMER_PHONE_MAX_LENGTH = 40;
export const CUSTOMER_NOTE_MAX_LENGTH = 5000;

export interface CustomerSchemaOptions {
  /** The business's country (two-letter code): whose phone rule applies. */
  country: string | undefined;
}

export const createCustomerSchema = ({ country }: CustomerSchemaOptions) =>
  object({
    first_name: requiredText(M.required.firstName).max(CUSTOMER_NAME_MAX_LENGTH, M.invalid.tooLong),
    last_name: text().max(CUSTOMER_NAME_MAX_LENGTH, M.invalid.tooLong),
    email: emailField({ required: true })
      .max(CUSTOMER_EMAIL_MAX_LENGTH, M.invalid.tooLong)
      .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
    phone: phoneField({ required: false, country }).max(CUSTOMER_PHONE_MAX_LENGTH, M.invalid.tooLong),
    note: text().max(CUSTOMER_NOTE_MAX_LENGTH, M.invalid.tooLong),
  });

export type CustomerValues = InferType<ReturnType<typeof createCustomerSchema>>;
/** The back office's edit of a customer (contract CustomerChangeBody). */
export type CustomerInput = CustomerValues;
