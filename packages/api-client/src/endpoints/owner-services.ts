// The back office's Services screen (owner and manager, bearer token; issue 14): the client's services as
// bookable (contracts OwnerServiceList, OwnerService) and the changes (OwnerServiceInput; remove answers
// whether it deleted or deactivated). Every change refetches the list, the service, the public booking
// info and the Activity screen; the staff list too (who performs what is shown there).
import type { OwnerRemoval, OwnerService, OwnerServiceInput, OwnerServiceList } from '../contracts/owner-services.js';
import { RECURRENCE_VALUES } from '../contracts/services-store.js';
import { unchecked } from '../unchecked.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { OwnerRemoval, OwnerService, OwnerServiceInput };

export interface OwnerServiceArgs {
  clientId: number;
  serviceId: number;
}
export type SaveOwnerServiceArgs = { clientId: number } & OwnerServiceInput;
export type UpdateOwnerServiceArgs = OwnerServiceArgs & OwnerServiceInput;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const minutes = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const recurrenceOf = (value: unknown): OwnerService['recurrence'] => RECURRENCE_VALUES.find((r) => r === value) ?? null;

export function readOwnerService(raw: unknown): OwnerService | null {
  const s = unchecked<OwnerService>(raw);
  if (!s || typeof s.id !== 'number' || typeof s.name !== 'string') return null;
  return {
    id: s.id,
    name: s.name,
    slug: text(s.slug),
    description: text(s.description),
    price: text(s.price) || '0.00',
    duration_minutes: minutes(s.duration_minutes, 60),
    buffer_before_minutes: minutes(s.buffer_before_minutes, 0),
    buffer_after_minutes: minutes(s.buffer_after_minutes, 0),
    storefront: s.storefront === true,
    mobile: s.mobile === true,
    virtual: s.virtual === true,
    meeting_url: text(s.meeting_url),
    bookable: s.bookable !== false,
    active: s.active !== false,
    staff_ids: ids(s.staff_ids),
    upcoming_appointments: minutes(s.upcoming_appointments, 0),
    sold_online: s.sold_online !== false,
    requires_quote: s.requires_quote === true,
    is_subscription: s.is_subscription === true && recurrenceOf(s.recurrence) !== null,
    recurrence: s.is_subscription === true ? recurrenceOf(s.recurrence) : null,
    images: texts(s.images),
  };
}

function readEntry(raw: unknown): OwnerService {
  const service = readOwnerService(raw);
  if (!service) throw new Error('The API answered without the service');
  return service;
}

function readList(raw: unknown): OwnerService[] {
  const list = unchecked<OwnerServiceList>(raw)?.services;
  return Array.isArray(list) ? list.map(readOwnerService).filter((s): s is OwnerService => s !== null) : [];
}

const readRemoval = (raw: unknown): OwnerRemoval => ({
  outcome: unchecked<OwnerRemoval>(raw)?.outcome === 'deactivated' ? 'deactivated' : 'deleted',
});

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
      transformResponse: readList,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    /** GET …/owner-services/{serviceId}. */
    ownerService: build.query<OwnerService, OwnerServiceArgs>({
      query: (args) => ({ url: serviceUrl(args) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readEntry,
      providesTags: (_result, _error, { clientId, serviceId }) => [serviceTag(clientId, serviceId)],
    }),
    createOwnerService: build.mutation<OwnerService, SaveOwnerServiceArgs>({
      query: ({ clientId, ...input }) => ({ url: servicesUrl(clientId), method: 'POST', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readEntry,
      invalidatesTags: (_result, _error, { clientId }) => changedTags(clientId),
    }),
    updateOwnerService: build.mutation<OwnerService, UpdateOwnerServiceArgs>({
      query: ({ clientId, serviceId, ...input }) => ({ url: serviceUrl({ clientId, serviceId }), method: 'PUT', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readEntry,
      invalidatesTags: (_result, _error, { clientId, serviceId }) => [...changedTags(clientId), serviceTag(clientId, serviceId)],
    }),
    /** DELETE …/owner-services/{serviceId} → deleted, or deactivated when appointments name it. */
    removeOwnerService: build.mutation<OwnerRemoval, OwnerServiceArgs>({
      query: (args) => ({ url: serviceUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readRemoval,
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
