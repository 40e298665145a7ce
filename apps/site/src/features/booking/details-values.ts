// What the details form (spec §3 "Appointment details") sends and what it does with each answer of
// POST client/{id}/appointments. Pure, so the rules are tested without a browser:
//   201                       → the appointment's uuid (onBooked)
//   409 slot_unavailable      → the slot went meanwhile (onSlotTaken: back to the time step)
//   400 outside_service_area  → the postal code's error "This address is outside our service area."
//   400 fields                → shown on their fields
//   429 / other / no answer   → a message above the button; every typed field stays
import type { AppointmentDetailsBody, BookBody } from '@vitrina/api-client';
import { emptyAppointmentDetails } from '@vitrina/core-model';
import type { AppointmentDetails } from '@vitrina/core-model';
import type { ApiFailure } from '../shared/api-error.js';

/** Spec §3 "Appointment details", as the form holds them (core-model's own shape). */
export type DetailsValues = AppointmentDetails;

export const emptyDetails = (country = ''): DetailsValues => ({ ...emptyAppointmentDetails(), country });

/** The API's details: the address only for a mobile appointment, a US one with its state, others their province. */
export function detailsBody(values: DetailsValues, mobile: boolean): AppointmentDetailsBody {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as DetailsValues;
  const { firstName, lastName, email, phoneNumber, note } = trimmed;
  const base: AppointmentDetailsBody = { firstName, lastName, email, phoneNumber, ...(note ? { note } : {}) };
  if (!mobile) return base;
  const us = trimmed.country.toUpperCase() === 'US';
  return {
    ...base,
    country: trimmed.country.toUpperCase(),
    address1: trimmed.address1,
    ...(trimmed.address2 ? { address2: trimmed.address2 } : {}),
    city: trimmed.city,
    ...(us ? { state: trimmed.state } : { province: trimmed.province }),
    postalCode: trimmed.postalCode,
  };
}

export function bookBody(
  body: Omit<BookBody, 'details' | 'utm'>,
  holdId: string | null,
  values: DetailsValues,
  utm: Record<string, string>,
): BookBody {
  const { holdId: _given, ...rest } = body;
  const hold = holdId ?? body.holdId;
  return {
    ...rest,
    ...(hold ? { holdId: hold } : {}),
    details: detailsBody(values, body.serviceType === 1),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

export const OUTSIDE_SERVICE_AREA = 'errors:booking.outsideServiceArea';

export type DetailsOutcome =
  | { kind: 'slotTaken' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'message'; message: 'booking:kit.rateLimited' | 'errors:network' | 'errors:generic' };

/** `details.postalCode` → `postalCode`: the form names its fields bare. */
const bare = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([path, key]) => [path.split('.').pop() ?? path, key]));

export function outcomeOfFailure(failure: ApiFailure): DetailsOutcome {
  if (failure.status === 409) return { kind: 'slotTaken' };
  const fields = bare(failure.fields);
  if (failure.status === 400 && failure.code === 'outside_service_area') {
    return { kind: 'fields', fields: { ...fields, postalCode: OUTSIDE_SERVICE_AREA } };
  }
  if (failure.status === 400 && Object.keys(fields).length > 0) return { kind: 'fields', fields };
  if (failure.status === 429) return { kind: 'message', message: 'booking:kit.rateLimited' };
  return { kind: 'message', message: failure.status === null ? 'errors:network' : 'errors:generic' };
}
