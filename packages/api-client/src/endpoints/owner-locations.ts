// The back office's Locations screen (owner and manager, bearer token; spec §3 "Location", "Service
// area"): the client's locations (contracts OwnerLocationList) and mobile service areas
// (OwnerServiceAreaList), and their changes. Every change refetches its list, the public booking info of
// the client (locations are offered there) and the Activity screen.
import type { AnswerOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { locationCalls, serviceAreaCalls } from '../contracts/calls/booking.js';
import type {
  OwnerLocation,
  OwnerLocationInput,
  OwnerLocationList,
  OwnerServiceArea,
  OwnerServiceAreaInput,
  OwnerServiceAreaList,
} from '../contracts/owner-locations.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerResource } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { OwnerLocation, OwnerLocationInput, OwnerServiceArea, OwnerServiceAreaInput };

export type SaveOwnerLocationArgs = ClientArgs & OwnerLocationInput;
export type UpdateOwnerLocationArgs = SaveOwnerLocationArgs & { locationId: number };
export type OwnerLocationArgs = ItemArgs<'locationId'>;
export type SaveServiceAreaArgs = ClientArgs & OwnerServiceAreaInput;
export type UpdateServiceAreaArgs = SaveServiceAreaArgs & { areaId: number };
export type ServiceAreaArgs = ItemArgs<'areaId'>;

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

/** The public booking info (endpoints/booking.ts) lists the active locations. */
const bookingTag = (clientId: number) => ({ type: 'Services' as const, id: `booking/${clientId}` });
// Neither has a query of one item: a change refetches the list.
const locations = ownerResource({
  calls: locationCalls,
  idKey: 'locationId',
  type: 'Locations',
  scope: 'locations',
  itemQuery: false,
  alsoChanged: (clientId) => [bookingTag(clientId)],
});
const areas = ownerResource({ calls: serviceAreaCalls, idKey: 'areaId', type: 'Locations', scope: 'areas', itemQuery: false });

export const ownerLocationsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-locations → the locations, inactive ones included. */
    ownerLocations: locations.all(build, (answer: OwnerLocationList): OwnerLocation[] => answer.locations),
    /** POST …/owner-locations → 201, the new location. */
    createOwnerLocation: locations.create<SaveOwnerLocationArgs>(build, locationBody),
    /** PUT …/owner-locations/{locationId} → the location as stored. */
    updateOwnerLocation: locations.update<UpdateOwnerLocationArgs>(build, locationBody),
    /** DELETE …/owner-locations/{locationId} → deleted, or deactivated when appointments name it. */
    removeOwnerLocation: build.mutation<AnswerOf<typeof locationCalls.remove>['outcome'], OwnerLocationArgs>({
      query: ({ clientId, locationId }) => requestOf(locationCalls.remove, { id: clientId, locationId }),
      extraOptions: BEARER,
      transformResponse: (answer: AnswerOf<typeof locationCalls.remove>) => answer.outcome,
      invalidatesTags: (_r, _e, args) => locations.itemChanged(args),
    }),
    /** GET …/owner-service-areas → the mobile service areas. */
    ownerServiceAreas: areas.all(build, (answer: OwnerServiceAreaList): OwnerServiceArea[] => answer.areas),
    createServiceArea: areas.create<SaveServiceAreaArgs>(build, areaBody),
    updateServiceArea: areas.update<UpdateServiceAreaArgs>(build, areaBody),
    deleteServiceArea: areas.destroy<ServiceAreaArgs>(build),
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
