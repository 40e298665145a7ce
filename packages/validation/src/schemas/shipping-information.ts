// Shipping information (spec §3 "Shipping fields": email, first and last name, address1, address2, city,
// state, postal code, phone). All are required but address 2; the form has no country, so the postal code
// follows the lenient international rule.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, phoneField, postalCodeField, requiredText, text } from './fields.js';

export const shippingInformationSchema = object({
  email: emailField({ required: true }),
  firstName: requiredText(M.required.firstName),
  lastName: requiredText(M.required.lastName),
  address1: requiredText(M.required.address),
  address2: text(),
  city: requiredText(M.required.city),
  state: requiredText(M.required.state),
  postalCode: postalCodeField({ required: true }),
  phone: phoneField({ required: true }),
});

export type ShippingInformationValues = InferType<typeof shippingInformationSchema>;
