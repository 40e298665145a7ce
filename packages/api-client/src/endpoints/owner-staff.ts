// The back office's Staff screen (owner and manager, bearer token; issue 14): the staff (OwnerStaffList),
// one member with their week (OwnerStaffMember), what the form chooses from (OwnerStaffOptions) and the
// changes (OwnerStaffInput; the week is replaced on save). Every change refetches the staff list and member,
// the services (who performs them), the public booking info and the Activity screen.
import type {
  OwnerStaffBreak,
  OwnerStaffHours,
  OwnerStaffInput,
  OwnerStaffList,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffSummary,
  OwnerStaffTimeOff,
} from '../contracts/owner-staff.js';
import type { OwnerRemoval } from '../contracts/owner-services.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type {
  OwnerStaffBreak,
  OwnerStaffHours,
  OwnerStaffInput,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffSummary,
  OwnerStaffTimeOff,
};

export interface OwnerStaffArgs {
  clientId: number;
  staffId: number;
}
export type SaveOwnerStaffArgs = { clientId: number } & OwnerStaffInput;
export type UpdateOwnerStaffArgs = OwnerStaffArgs & OwnerStaffInput;

const staffUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/owner-staff`;
const memberUrl = ({ clientId, staffId }: OwnerStaffArgs) => `${staffUrl(clientId)}/${encodeURIComponent(String(staffId))}`;

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

const listTag = (clientId: number) => ({ type: 'Staff' as const, id: `owner/${clientId}` });
const memberTag = (clientId: number, staffId: number) => ({ type: 'Staff' as const, id: `owner/${clientId}/${staffId}` });
const changedTags = (clientId: number) => [
  listTag(clientId),
  { type: 'Services' as const, id: `owner/${clientId}` },
  { type: 'Services' as const, id: clientId },
  activityTag(clientId),
];

export const ownerStaffApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    ownerStaff: build.query<OwnerStaffSummary[], { clientId: number }>({
      query: ({ clientId }) => ({ url: staffUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: OwnerStaffList) => answer.staff,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    ownerStaffOptions: build.query<OwnerStaffOptions, { clientId: number }>({
      query: ({ clientId }) => ({ url: `${staffUrl(clientId)}/options` }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    ownerStaffMember: build.query<OwnerStaffMember, OwnerStaffArgs>({
      query: (args) => ({ url: memberUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId, staffId }) => [memberTag(clientId, staffId)],
    }),
    createOwnerStaff: build.mutation<OwnerStaffMember, SaveOwnerStaffArgs>({
      query: ({ clientId, ...input }) => ({ url: staffUrl(clientId), method: 'POST', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => changedTags(clientId),
    }),
    updateOwnerStaff: build.mutation<OwnerStaffMember, UpdateOwnerStaffArgs>({
      query: ({ clientId, staffId, ...input }) => ({ url: memberUrl({ clientId, staffId }), method: 'PUT', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, staffId }) => [...changedTags(clientId), memberTag(clientId, staffId)],
    }),
    removeOwnerStaff: build.mutation<OwnerRemoval, OwnerStaffArgs>({
      query: (args) => ({ url: memberUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, staffId }) => [...changedTags(clientId), memberTag(clientId, staffId)],
    }),
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
