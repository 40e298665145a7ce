// Appointment details (spec §3: firstName, lastName, email, country, address1, address2, city, state,
// province, postal code, phoneNumber, note). Name, e-mail and phone are always required so the business
// can reach the customer; the address only when the service comes to the customer (mobile service type),
// and then a US address needs its state and any other country its province. The appointment form says
// "enter a valid phone number" (spec §5 "Appointment phone"); the phone follows the business's country (the
// one phone rule, phone-by-country.ts).
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, phoneField, postalAddressFields, requiredText, text } from './fields.js';

export interface AppointmentDetailsOptions {
  /** True when the service is delivered at the customer's address (mobile). */
  addressRequired: boolean;
  /** The business's country (two-letter code): whose phone rule applies. */
  country: string | undefined;
}

export function createAppointmentDetailsSchema({ addressRequired, country: businessCountry }: AppointmentDetailsOptions) {
  return object({
    firstName: requiredText(M.required.firstName),
    lastName: requiredText(M.required.lastName),
    email: emailField({ required: true }),
    phoneNumber: phoneField({ required: true, invalid: M.appointment.invalidPhone, country: businessCountry }),
    ...postalAddressFields(addressRequired),
    note: text(),
  });
}

export type AppointmentDetailsValues = InferType<ReturnType<typeof createAppointmentDetailsSchema>>;
