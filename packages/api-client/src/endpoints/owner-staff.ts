// The back office's Staff screen (owner and manager, bearer token; issue 14): the staff (OwnerStaffList),
// one member with their week (OwnerStaffMember), what the form chooses from (OwnerStaffOptions) and the
// changes (OwnerStaffInput; the week is replaced on save). Every change refetches the staff list and member,
// the services (who performs them), the public booking info and the Activity screen.
import type { OwnerStaffInput, OwnerStaffList, OwnerStaffSummary } from '../contracts/owner-staff.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { ownerStaffCalls } from '../contracts/calls/catalog.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, clientTag, ownerResource, ownerTags } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type OwnerStaffArgs = ItemArgs<'staffId'>;
export type SaveOwnerStaffArgs = ClientArgs & OwnerStaffInput;
export type UpdateOwnerStaffArgs = OwnerStaffArgs & OwnerStaffInput;

const inputOf = (a: OwnerStaffInput): OwnerStaffInput => ({
  name: a.name,
  title: a.title,
  email: a.email,
  active: a.active,
  user_id: a.user_id,
  service_ids: a.service_ids,
  hours: a.hours.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end, location_id: r.location_id })),
  breaks: a.breaks.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end })),
  time_off: a.time_off.map((r) => ({ starts: r.starts, ends: r.ends, reason: r.reason })),
});

// A change also refetches the services (who performs them) and the public services of the client.
const staff = ownerResource({
  calls: ownerStaffCalls,
  idKey: 'staffId',
  type: 'Staff',
  alsoChanged: (clientId) => [ownerTags('Services').list(clientId), clientTag('Services', clientId)],
});

export const ownerStaffApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    ownerStaff: staff.all(build, (answer: OwnerStaffList): OwnerStaffSummary[] => answer.staff),
    /** GET …/owner-staff/options → what the form chooses from; it changes with the staff. */
    ownerStaffOptions: build.query<AnswerOf<typeof ownerStaffCalls.options>, ClientArgs>({
      query: ({ clientId }) => requestOf(ownerStaffCalls.options, { id: clientId }),
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId }) => [staff.listTag(clientId)],
    }),
    ownerStaffMember: staff.one<OwnerStaffArgs>(build),
    createOwnerStaff: staff.create<SaveOwnerStaffArgs>(build, inputOf),
    updateOwnerStaff: staff.update<UpdateOwnerStaffArgs>(build, inputOf),
    removeOwnerStaff: staff.remove<OwnerStaffArgs>(build),
  }),
});

export const {
  useOwnerStaffQuery,
  useOwnerStaffOptionsQuery,
  useOwnerStaffMemberQuery,
  useCreateOwnerStaffMutation,
  useUpdateOwnerStaffMutation,
  useRemoveOwnerStaffMutation,
} = ownerStaffApi;
