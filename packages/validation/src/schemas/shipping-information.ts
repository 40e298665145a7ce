// Shipping information (spec §3 "Shipping fields": email, first and last name, address1, address2, city,
// state, postal code, phone). All are required but address 2. The products store ships to a country
// (issue 13: "state or province by country"): a US address needs its state, any other its province, and
// the postal code is checked by the country. The phone follows the business's country (the one phone rule,
// phone-by-country.ts): the schema is made for it.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, phoneField, postalAddressFields, requiredText } from './fields.js';

export interface ShippingInformationOptions {
  /** The business's country (two-letter code): whose phone rule applies. */
  country: string | undefined;
}

export const createShippingInformationSchema = ({ country }: ShippingInformationOptions) =>
  object({
    email: emailField({ required: true }),
    firstName: requiredText(M.required.firstName),
    lastName: requiredText(M.required.lastName),
    ...postalAddressFields(true),
    phone: phoneField({ required: true, country }),
  });

export type ShippingInformationValues = InferType<ReturnType<typeof createShippingInformationSchema>>;
