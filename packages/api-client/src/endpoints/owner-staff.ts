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
import { unchecked } from '../unchecked.js';
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const weekday = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 6 ? value : 0);

function readSummary(raw: unknown): OwnerStaffSummary | null {
  const s = unchecked<OwnerStaffSummary>(raw);
  if (!s || typeof s.id !== 'number' || typeof s.name !== 'string') return null;
  return {
    id: s.id,
    name: s.name,
    title: text(s.title),
    email: text(s.email),
    active: s.active !== false,
    user_id: typeof s.user_id === 'string' ? s.user_id : null,
    login_email: typeof s.login_email === 'string' ? s.login_email : null,
    service_ids: list(s.service_ids).filter((id): id is number => typeof id === 'number'),
    weekly_minutes: count(s.weekly_minutes),
  };
}

function readMember(raw: unknown): OwnerStaffMember {
  const summary = readSummary(raw);
  if (!summary) throw new Error('The API answered without the staff member');
  const m = unchecked<OwnerStaffMember>(raw)!;
  const row = (r: unknown) => {
    const w = unchecked<OwnerStaffBreak>(r);
    return { weekday: weekday(w?.weekday), start: text(w?.start), end: text(w?.end) };
  };
  return {
    ...summary,
    hours: list(m.hours).map((r) => {
      const id = unchecked<OwnerStaffHours>(r)?.location_id;
      return { ...row(r), location_id: typeof id === 'number' ? id : null };
    }),
    breaks: list(m.breaks).map(row),
    time_off: list(m.time_off).map((r) => {
      const t = unchecked<OwnerStaffTimeOff>(r);
      return {
        starts: text(t?.starts),
        ends: text(t?.ends),
        reason: text(t?.reason),
        starts_at: text(t?.starts_at),
        ends_at: text(t?.ends_at),
      };
    }),
    time_zone: text(m.time_zone) || 'America/New_York',
  };
}

const readList = (raw: unknown): OwnerStaffSummary[] =>
  list(unchecked<OwnerStaffList>(raw)?.staff)
    .map(readSummary)
    .filter((s): s is OwnerStaffSummary => s !== null);

function readOptions(raw: unknown): OwnerStaffOptions {
  const o = unchecked<OwnerStaffOptions>(raw);
  const named = (r: unknown) => {
    const n = unchecked<{ id: number; name: string; active: boolean }>(r);
    return typeof n?.id === 'number' ? { id: n.id, name: text(n.name), active: n.active !== false } : null;
  };
  return {
    logins: list(o?.logins).flatMap((r) => {
      const l = unchecked<OwnerStaffOptions['logins'][number]>(r);
      if (typeof l?.id !== 'string') return [];
      return [{ id: l.id, name: text(l.name), email: text(l.email), staff_id: typeof l.staff_id === 'number' ? l.staff_id : null }];
    }),
    locations: list(o?.locations)
      .map(named)
      .filter((n) => n !== null),
    services: list(o?.services)
      .map(named)
      .filter((n) => n !== null),
    time_zone: text(o?.time_zone) || 'America/New_York',
  };
}

const readRemoval = (raw: unknown): OwnerRemoval => ({
  outcome: unchecked<OwnerRemoval>(raw)?.outcome === 'deactivated' ? 'deactivated' : 'deleted',
});

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
      transformResponse: readList,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    ownerStaffOptions: build.query<OwnerStaffOptions, { clientId: number }>({
      query: ({ clientId }) => ({ url: `${staffUrl(clientId)}/options` }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readOptions,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    ownerStaffMember: build.query<OwnerStaffMember, OwnerStaffArgs>({
      query: (args) => ({ url: memberUrl(args) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readMember,
      providesTags: (_result, _error, { clientId, staffId }) => [memberTag(clientId, staffId)],
    }),
    createOwnerStaff: build.mutation<OwnerStaffMember, SaveOwnerStaffArgs>({
      query: ({ clientId, ...input }) => ({ url: staffUrl(clientId), method: 'POST', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readMember,
      invalidatesTags: (_result, _error, { clientId }) => changedTags(clientId),
    }),
    updateOwnerStaff: build.mutation<OwnerStaffMember, UpdateOwnerStaffArgs>({
      query: ({ clientId, staffId, ...input }) => ({ url: memberUrl({ clientId, staffId }), method: 'PUT', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readMember,
      invalidatesTags: (_result, _error, { clientId, staffId }) => [...changedTags(clientId), memberTag(clientId, staffId)],
    }),
    removeOwnerStaff: build.mutation<OwnerRemoval, OwnerStaffArgs>({
      query: (args) => ({ url: memberUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readRemoval,
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
