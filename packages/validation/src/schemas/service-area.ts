// Service area of a mobile business (spec §3 "zip code, country, city, radius in miles"; §9 default
// radius 50 miles). The zip code centres the radius check, so it and the country are required; the
// radius must be a positive number of miles (spec §5 gives no bounds). The editor's location popup edits
// the client's own home zip and radius with it.
//
// `ownerServiceAreaSchema` is a row of the back office's service areas (service_areas table): the same
// fields, the radius at most 500 miles (the table's check constraint).
import { object } from 'yup';
import type { InferType } from 'yup';
import type { Defaulted, WithField } from './sent.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { radiusField } from './client-settings.js';
import { countryField, postalCodeField, text } from './fields.js';

export const serviceAreaSchema = object({
  zipCode: postalCodeField({ required: true }),
  country: countryField({ required: true }),
  city: text(),
  radiusMiles: radiusField(),
});

export type ServiceAreaValues = InferType<typeof serviceAreaSchema>;

/** The widest service area in miles (service_areas_radius check). */
export const SERVICE_AREA_MAX_RADIUS_MILES = 500;

export const ownerServiceAreaSchema = serviceAreaSchema.shape({
  radiusMiles: radiusField().max(SERVICE_AREA_MAX_RADIUS_MILES, M.invalid.areaRadius),
});

export type OwnerServiceAreaValues = InferType<typeof ownerServiceAreaSchema>;

/** A service area as the back office sends it (contract OwnerServiceAreaInput): miles as typed; '', null or absent is the default. */
export type OwnerServiceAreaInput = Defaulted<
  WithField<OwnerServiceAreaValues, 'radiusMiles', OwnerServiceAreaValues['radiusMiles'] | string | null>,
  'radiusMiles'
>;
