// Service area of a mobile business (spec §3 "zip code, country, city, radius in miles"; §9 default
// radius 50 miles). The zip code centres the radius check, so it and the country are required; the
// radius must be a positive number of miles (spec §5 gives no bounds).
import { DEFAULT_SERVICE_RADIUS_MILES } from '@vitrina/core-model';
import { number, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { countryField, postalCodeField, text } from './fields.js';

export const serviceAreaSchema = object({
  zipCode: postalCodeField({ required: true }),
  country: countryField({ required: true }),
  city: text(),
  radiusMiles: number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(M.invalid.radius)
    .default(DEFAULT_SERVICE_RADIUS_MILES)
    .moreThan(0, M.invalid.radius)
    .required(M.invalid.radius),
});

export type ServiceAreaValues = InferType<typeof serviceAreaSchema>;
