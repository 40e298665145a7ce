// The back office's Locations screen (owner 1 and manager 3; spec §3 "Location" and "Service area", issue
// 14): where storefront appointments happen, and the areas mobile appointments may be held in.
//   GET    client/{id}/owner-locations                         → OwnerLocationList
//   POST   client/{id}/owner-locations     OwnerLocationInput  → 201 OwnerLocation
//   PUT    client/{id}/owner-locations/{locationId} OwnerLocationInput → OwnerLocation
//   DELETE client/{id}/owner-locations/{locationId}            → OwnerRemoval (deactivated when it has appointments)
//   GET    client/{id}/owner-service-areas                     → OwnerServiceAreaList
//   POST   client/{id}/owner-service-areas  OwnerServiceAreaInput → 201 OwnerServiceArea
//   PUT    client/{id}/owner-service-areas/{areaId} OwnerServiceAreaInput → OwnerServiceArea
//   DELETE client/{id}/owner-service-areas/{areaId}            → 204
// Field names are the forms' own (validation's locationSchema / serviceAreaSchema), so an entry is the
// form's initial values. A location's `state` holds its state (US) or its province (elsewhere).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, ValidatedBody } from './shared.js';
import type { LocationInput, OwnerServiceAreaInput as ServiceAreaInput } from '@vitrina/validation';

export const OwnerLocationParams = Type.Object({ id: DbId, locationId: DbId });
export type OwnerLocationParams = Static<typeof OwnerLocationParams>;

export const OwnerLocation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Two-letter country code of the §3 country list. */
  country: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  /** The state (US) or province (other countries). */
  state: Type.String(),
  postalCode: Type.String(),
  phone: Type.String(),
  /** Inactive locations are not offered to visitors; they keep their appointments. */
  active: Type.Boolean(),
  /** Held and booked appointments at this location that are not over yet. */
  upcoming_appointments: Type.Integer({ minimum: 0 }),
});
export type OwnerLocation = Static<typeof OwnerLocation>;

export const OwnerLocationList = Type.Object({ locations: Type.Array(OwnerLocation) });
export type OwnerLocationList = Static<typeof OwnerLocationList>;

/**
 * The body of POST and PUT: what the form edits (validation's locationSchema). `active` is no field of the
 * form, so the schema does not judge it: omitted, a new location is active and a changed one keeps its flag.
 */
export type OwnerLocationInput = LocationInput & { active?: boolean };

export const OwnerLocationInput = ValidatedBody<OwnerLocationInput>(
  'name, country, address1, address2, city, state (state for US, province elsewhere), postalCode, phone (optional), active',
  'locationSchema',
);

export const OwnerServiceAreaParams = Type.Object({ id: DbId, areaId: DbId });
export type OwnerServiceAreaParams = Static<typeof OwnerServiceAreaParams>;

export const OwnerServiceArea = Type.Object({
  id: Type.Integer(),
  zipCode: Type.String(),
  country: Type.String(),
  city: Type.String(),
  radiusMiles: Type.Number({ exclusiveMinimum: 0, maximum: 500 }),
  /** Whether the zip code is in the geodata (US): then the radius is measured; else the city must match. */
  located: Type.Boolean(),
});
export type OwnerServiceArea = Static<typeof OwnerServiceArea>;

export const OwnerServiceAreaList = Type.Object({ areas: Type.Array(OwnerServiceArea) });
export type OwnerServiceAreaList = Static<typeof OwnerServiceAreaList>;

/** Typed by validation's ownerServiceAreaSchema: miles > 0 and ≤ 500; '' or missing is the §9 default of 50. */
export type OwnerServiceAreaInput = ServiceAreaInput;

export const OwnerServiceAreaInput = ValidatedBody<OwnerServiceAreaInput>(
  'zipCode, country, city (needed to match addresses outside the US geodata), radiusMiles (> 0, ≤ 500, default 50)',
  'ownerServiceAreaSchema',
);
