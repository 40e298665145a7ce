// The back office's Locations screen (owner and manager, bearer token; spec §3 "Location", "Service
// area"): the client's locations (contracts OwnerLocationList) and mobile service areas
// (OwnerServiceAreaList), and their changes. Every change refetches its list, the public booking info of
// the client (locations are offered there) and the Activity screen.
import type {
  OwnerLocation,
  OwnerLocationInput,
  OwnerLocationList,
  OwnerServiceArea,
  OwnerServiceAreaInput,
  OwnerServiceAreaList,
} from '../contracts/owner-locations.js';
import type { OwnerRemoval } from '../contracts/owner-services.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { OwnerLocation, OwnerLocationInput, OwnerServiceArea, OwnerServiceAreaInput };

export type SaveOwnerLocationArgs = { clientId: number } & OwnerLocationInput;
export type UpdateOwnerLocationArgs = SaveOwnerLocationArgs & { locationId: number };
export interface OwnerLocationArgs {
  clientId: number;
  locationId: number;
}
export type SaveServiceAreaArgs = { clientId: number } & OwnerServiceAreaInput;
export type UpdateServiceAreaArgs = SaveServiceAreaArgs & { areaId: number };
export interface ServiceAreaArgs {
  clientId: number;
  areaId: number;
}

const clientUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}`;
const locationsUrl = (clientId: number) => `${clientUrl(clientId)}/owner-locations`;
const areasUrl = (clientId: number) => `${clientUrl(clientId)}/owner-service-areas`;
const id = (n: number) => encodeURIComponent(String(n));

const locationBody = (a: OwnerLocationInput): OwnerLocationInput => ({
  name: a.name,
  country: a.country,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  phone: a.phone,
  ...(a.active === undefined ? {} : { active: a.active }),
});
const areaBody = (a: OwnerServiceAreaInput): OwnerServiceAreaInput => ({
  zipCode: a.zipCode,
  country: a.country,
  city: a.city,
  radiusMiles: a.radiusMiles ?? '',
});

const locationsTag = (clientId: number) => ({ type: 'Locations' as const, id: `locations/${clientId}` });
const areasTag = (clientId: number) => ({ type: 'Locations' as const, id: `areas/${clientId}` });
/** The public booking info (endpoints/booking.ts) lists the active locations. */
const bookingTag = (clientId: number) => ({ type: 'Services' as const, id: `booking/${clientId}` });

export const ownerLocationsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-locations → the locations, inactive ones included. */
    ownerLocations: build.query<OwnerLocation[], { clientId: number }>({
      query: ({ clientId }) => ({ url: locationsUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: OwnerLocationList) => answer.locations,
      providesTags: (_r, _e, { clientId }) => [locationsTag(clientId)],
    }),
    /** POST …/owner-locations → 201, the new location. */
    createOwnerLocation: build.mutation<OwnerLocation, SaveOwnerLocationArgs>({
      query: ({ clientId, ...input }) => ({ url: locationsUrl(clientId), method: 'POST', body: locationBody(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, _e, { clientId }) => [locationsTag(clientId), bookingTag(clientId), activityTag(clientId)],
    }),
    /** PUT …/owner-locations/{locationId} → the location as stored. */
    updateOwnerLocation: build.mutation<OwnerLocation, UpdateOwnerLocationArgs>({
      query: ({ clientId, locationId, ...input }) => ({
        url: `${locationsUrl(clientId)}/${id(locationId)}`,
        method: 'PUT',
        body: locationBody(input),
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, _e, { clientId }) => [locationsTag(clientId), bookingTag(clientId), activityTag(clientId)],
    }),
    /** DELETE …/owner-locations/{locationId} → deleted, or deactivated when appointments name it. */
    removeOwnerLocation: build.mutation<OwnerRemoval['outcome'], OwnerLocationArgs>({
      query: ({ clientId, locationId }) => ({ url: `${locationsUrl(clientId)}/${id(locationId)}`, method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: OwnerRemoval) => answer.outcome,
      invalidatesTags: (_r, _e, { clientId }) => [locationsTag(clientId), bookingTag(clientId), activityTag(clientId)],
    }),
    /** GET …/owner-service-areas → the mobile service areas. */
    ownerServiceAreas: build.query<OwnerServiceArea[], { clientId: number }>({
      query: ({ clientId }) => ({ url: areasUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: OwnerServiceAreaList) => answer.areas,
      providesTags: (_r, _e, { clientId }) => [areasTag(clientId)],
    }),
    createServiceArea: build.mutation<OwnerServiceArea, SaveServiceAreaArgs>({
      query: ({ clientId, ...input }) => ({ url: areasUrl(clientId), method: 'POST', body: areaBody(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, _e, { clientId }) => [areasTag(clientId), activityTag(clientId)],
    }),
    updateServiceArea: build.mutation<OwnerServiceArea, UpdateServiceAreaArgs>({
      query: ({ clientId, areaId, ...input }) => ({ url: `${areasUrl(clientId)}/${id(areaId)}`, method: 'PUT', body: areaBody(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, _e, { clientId }) => [areasTag(clientId), activityTag(clientId)],
    }),
    deleteServiceArea: build.mutation<null, ServiceAreaArgs>({
      query: ({ clientId, areaId }) => ({ url: `${areasUrl(clientId)}/${id(areaId)}`, method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      invalidatesTags: (_r, _e, { clientId }) => [areasTag(clientId), activityTag(clientId)],
    }),
  }),
});

export const {
  useOwnerLocationsQuery,
  useCreateOwnerLocationMutation,
  useUpdateOwnerLocationMutation,
  useRemoveOwnerLocationMutation,
  useOwnerServiceAreasQuery,
  useCreateServiceAreaMutation,
  useUpdateServiceAreaMutation,
  useDeleteServiceAreaMutation,
} = ownerLocationsApi;
