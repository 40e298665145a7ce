// Location popup (spec §3 "Location: name, country, address1, address2, city, state or province, postal
// code, phone"). One `state` field holds the state or province: a US location is asked for its state,
// others for their province. The phone is optional (a location may share the business number) but must be valid if given,
// by the one phone rule (phone-by-country.ts) of the location's own country.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { countryField, isUnitedStates, phoneField, postalCodeField, requiredText, requiredWhen, text } from './fields.js';

export const locationSchema = object({
  name: requiredText(M.required.locationName),
  country: countryField({ required: true }),
  address1: requiredText(M.required.address),
  address2: text(),
  city: requiredText(M.required.city),
  state: requiredWhen((form) => (isUnitedStates(form.country) ? M.required.state : M.required.province)),
  postalCode: postalCodeField({ required: true }),
  phone: phoneField({ required: false, country: { sibling: 'country' } }),
});

export type LocationValues = InferType<typeof locationSchema>;
/** A location as the back office sends it (contract OwnerLocationInput). Sent as the schema yields it. */
export type LocationInput = LocationValues;
