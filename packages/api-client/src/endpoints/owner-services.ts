// The back office's Services screen (owner and manager, bearer token; issue 14): the client's services as
// bookable (contracts OwnerServiceList, OwnerService) and the changes (OwnerServiceInput; remove answers
// whether it deleted or deactivated). Every change refetches the list, the service, the public booking
// info and the Activity screen; the staff list too (who performs what is shown there).
import type { OwnerRemoval, OwnerService, OwnerServiceInput, OwnerServiceList } from '../contracts/owner-services.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { OwnerRemoval, OwnerService, OwnerServiceInput };

export interface OwnerServiceArgs {
  clientId: number;
  serviceId: number;
}
export type SaveOwnerServiceArgs = { clientId: number } & OwnerServiceInput;
export type UpdateOwnerServiceArgs = OwnerServiceArgs & OwnerServiceInput;

const servicesUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/owner-services`;
const serviceUrl = ({ clientId, serviceId }: OwnerServiceArgs) => `${servicesUrl(clientId)}/${encodeURIComponent(String(serviceId))}`;

/** The body of POST/PUT: the form's fields and nothing else. */
const inputOf = (a: OwnerServiceInput): OwnerServiceInput => ({
  name: a.name,
  slug: a.slug,
  description: a.description,
  price: a.price,
  duration_minutes: a.duration_minutes,
  buffer_before_minutes: a.buffer_before_minutes,
  buffer_after_minutes: a.buffer_after_minutes,
  storefront: a.storefront,
  mobile: a.mobile,
  virtual: a.virtual,
  meeting_url: a.meeting_url,
  bookable: a.bookable,
  active: a.active,
  staff_ids: a.staff_ids,
  sold_online: a.sold_online,
  requires_quote: a.requires_quote,
  is_subscription: a.is_subscription,
  recurrence: a.recurrence,
  images: a.images,
});

const listTag = (clientId: number) => ({ type: 'Services' as const, id: `owner/${clientId}` });
const serviceTag = (clientId: number, serviceId: number) => ({ type: 'Services' as const, id: `owner/${clientId}/${serviceId}` });
const publicTag = (clientId: number) => ({ type: 'Services' as const, id: clientId });
const staffTag = (clientId: number) => ({ type: 'Staff' as const, id: `owner/${clientId}` });
const changedTags = (clientId: number) => [listTag(clientId), publicTag(clientId), staffTag(clientId), activityTag(clientId)];

export const ownerServicesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-services → every service, inactive ones included. */
    ownerServices: build.query<OwnerService[], { clientId: number }>({
      query: ({ clientId }) => ({ url: servicesUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: OwnerServiceList) => answer.services,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    /** GET …/owner-services/{serviceId}. */
    ownerService: build.query<OwnerService, OwnerServiceArgs>({
      query: (args) => ({ url: serviceUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId, serviceId }) => [serviceTag(clientId, serviceId)],
    }),
    createOwnerService: build.mutation<OwnerService, SaveOwnerServiceArgs>({
      query: ({ clientId, ...input }) => ({ url: servicesUrl(clientId), method: 'POST', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => changedTags(clientId),
    }),
    updateOwnerService: build.mutation<OwnerService, UpdateOwnerServiceArgs>({
      query: ({ clientId, serviceId, ...input }) => ({ url: serviceUrl({ clientId, serviceId }), method: 'PUT', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, serviceId }) => [...changedTags(clientId), serviceTag(clientId, serviceId)],
    }),
    /** DELETE …/owner-services/{serviceId} → deleted, or deactivated when appointments name it. */
    removeOwnerService: build.mutation<OwnerRemoval, OwnerServiceArgs>({
      query: (args) => ({ url: serviceUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, serviceId }) => [...changedTags(clientId), serviceTag(clientId, serviceId)],
    }),
  }),
});

export const {
  useOwnerServicesQuery,
  useOwnerServiceQuery,
  useCreateOwnerServiceMutation,
  useUpdateOwnerServiceMutation,
  useRemoveOwnerServiceMutation,
} = ownerServicesApi;
