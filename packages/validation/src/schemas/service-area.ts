// Service area of a mobile business (spec §3 "zip code, country, city, radius in miles"; §9 default
// radius 50 miles). The zip code centres the radius check, so it and the country are required; the
// radius must be a positive number of miles (spec §5 gives no bounds).
import { object } from 'yup';
import type { InferType } from 'yup';
import { radiusField } from './client-settings.js';
import { countryField, postalCodeField, text } from './fields.js';

export const serviceAreaSchema = object({
  zipCode: postalCodeField({ required: true }),
  country: countryField({ required: true }),
  city: text(),
  radiusMiles: radiusField(),
});

export type ServiceAreaValues = InferType<typeof serviceAreaSchema>;
