// The back office's Services screen (owner and manager, bearer token; issue 14): the client's services as
// bookable (contracts OwnerServiceList, OwnerService) and the changes (OwnerServiceInput; remove answers
// whether it deleted or deactivated). Every change refetches the list, the service, the public booking
// info and the Activity screen; the staff list too (who performs what is shown there).
import type { OwnerRemoval, OwnerService, OwnerServiceInput, OwnerServiceList } from '../contracts/owner-services.js';
import { ownerServiceCalls } from '../contracts/calls/catalog.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientTag, ownerResource, ownerTags } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { OwnerRemoval, OwnerService, OwnerServiceInput };

export type OwnerServiceArgs = ItemArgs<'serviceId'>;
export type SaveOwnerServiceArgs = ClientArgs & OwnerServiceInput;
export type UpdateOwnerServiceArgs = OwnerServiceArgs & OwnerServiceInput;

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

// A change also refetches the public services of the client and the staff list (who performs what).
const services = ownerResource({
  calls: ownerServiceCalls,
  idKey: 'serviceId',
  type: 'Services',
  alsoChanged: (clientId) => [clientTag('Services', clientId), ownerTags('Staff').list(clientId)],
});

export const ownerServicesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-services → every service, inactive ones included. */
    ownerServices: services.all(build, (answer: OwnerServiceList): OwnerService[] => answer.services),
    /** GET …/owner-services/{serviceId}. */
    ownerService: services.one<OwnerServiceArgs>(build),
    createOwnerService: services.create<SaveOwnerServiceArgs>(build, inputOf),
    updateOwnerService: services.update<UpdateOwnerServiceArgs>(build, inputOf),
    /** DELETE …/owner-services/{serviceId} → deleted, or deactivated when appointments name it. */
    removeOwnerService: services.remove<OwnerServiceArgs>(build),
  }),
});

export const {
  useOwnerServicesQuery,
  useOwnerServiceQuery,
  useCreateOwnerServiceMutation,
  useUpdateOwnerServiceMutation,
  useRemoveOwnerServiceMutation,
} = ownerServicesApi;
