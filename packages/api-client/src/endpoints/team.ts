// The back office's Team screen (the owner's, bearer token): the people with access and pending invites,
// one page per cursor (contracts TeamPage, TeamListQuery); adding a person (contract AddedTeamMember, whose
// one-time set-password link the screen shows once and never caches), changing a role, removing access or an
// invite. A change refetches the loaded pages and the activity log it wrote to.
import type {
  AddTeamMemberFields,
  AddedTeamMember,
  TeamListQuery,
  TeamMember as TeamMemberAnswer,
  TeamMemberStatus,
  TeamPage as TeamPageAnswer,
  TeamRoleBody,
  TeamRoleId,
} from '../contracts/team.js';
import { unchecked } from '../unchecked.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { TeamMemberStatus, TeamRoleId };

/** One person (or pending invite: `user_id` null) as the screen shows them (contract TeamMember). */
export type TeamMember = TeamMemberAnswer;

export interface TeamPage {
  members: TeamMember[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export type AddTeamMemberArgs = { clientId: number } & AddTeamMemberFields;

export interface AddedMember {
  member: TeamMember;
  /** The one-time set-password link (built-in identity provider); null when none is needed. */
  setPasswordUrl: string | null;
}

export type ChangeTeamRoleArgs = { clientId: number; userId: string } & TeamRoleBody;
export interface RemoveTeamMemberArgs {
  clientId: number;
  userId: string;
}
export interface RemoveTeamInviteArgs {
  clientId: number;
  email: string;
}

const ROLES: readonly number[] = [1, 3, 4];
const STATUSES: readonly string[] = ['active', 'awaiting_password', 'invited'];

/** A member of the answer, or null when it is not one. */
function readMember(raw: unknown): TeamMember | null {
  const m = unchecked<TeamMemberAnswer>(raw);
  if (!m || typeof m.email !== 'string' || !ROLES.includes(m.role_id as number)) return null;
  return {
    user_id: typeof m.user_id === 'string' && m.user_id ? m.user_id : null,
    email: m.email,
    name: typeof m.name === 'string' ? m.name : '',
    role_id: m.role_id as TeamRoleId,
    status: STATUSES.includes(m.status as string) ? (m.status as TeamMemberStatus) : 'active',
    is_you: m.is_you === true,
  };
}

function readPage(raw: unknown): TeamPage {
  const page = unchecked<TeamPageAnswer>(raw);
  const list = Array.isArray(page?.members) ? page.members : [];
  return {
    members: list.map(readMember).filter((m): m is TeamMember => m !== null),
    nextCursor: typeof page?.next_cursor === 'string' && page.next_cursor ? page.next_cursor : null,
  };
}

function memberOrThrow(raw: unknown): TeamMember {
  const member = readMember(raw);
  if (!member) throw new Error('The API answered without the person');
  return member;
}

const teamUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/team`;
const changed = (clientId: number) => [{ type: 'Team' as const, id: clientId }, activityTag(clientId)];

/** The first page's cursor: none. */
const FIRST_PAGE = '';

export const teamApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/team?cursor= → pages of people by e-mail; `fetchNextPage` loads more. */
    team: build.infiniteQuery<TeamPage, number, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: clientId, pageParam }) =>
        pageParam === FIRST_PAGE
          ? { url: teamUrl(clientId) }
          : { url: teamUrl(clientId), params: { cursor: pageParam } satisfies TeamListQuery },
      extraOptions: { auth: 'bearer' },
      transformResponse: readPage,
      providesTags: (_result, _error, clientId) => [{ type: 'Team', id: clientId }],
    }),
    /** POST …/team {email, name, role_id} → the person and, once, their set-password link. */
    addTeamMember: build.mutation<AddedMember, AddTeamMemberArgs>({
      query: ({ clientId, email, name, role_id }) => ({
        url: teamUrl(clientId),
        method: 'POST',
        body: { email, name, role_id } satisfies AddTeamMemberFields,
      }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) => {
        const added = unchecked<AddedTeamMember>(raw);
        const url = added?.set_password_url;
        return { member: memberOrThrow(added?.member), setPasswordUrl: typeof url === 'string' && url ? url : null };
      },
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : changed(clientId)),
    }),
    /** PATCH …/team/{userId} {role_id} → the person as stored. */
    changeTeamRole: build.mutation<TeamMember, ChangeTeamRoleArgs>({
      query: ({ clientId, userId, role_id }) => ({
        url: `${teamUrl(clientId)}/${encodeURIComponent(userId)}`,
        method: 'PATCH',
        body: { role_id } satisfies TeamRoleBody,
      }),
      extraOptions: { auth: 'bearer' },
      transformResponse: memberOrThrow,
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : changed(clientId)),
    }),
    /** DELETE …/team/{userId}: their access ends. */
    removeTeamMember: build.mutation<null, RemoveTeamMemberArgs>({
      query: ({ clientId, userId }) => ({ url: `${teamUrl(clientId)}/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : changed(clientId)),
    }),
    /** DELETE …/team/invites/{email}: a pending invite withdrawn. */
    removeTeamInvite: build.mutation<null, RemoveTeamInviteArgs>({
      query: ({ clientId, email }) => ({ url: `${teamUrl(clientId)}/invites/${encodeURIComponent(email)}`, method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : changed(clientId)),
    }),
  }),
});

export const {
  useTeamInfiniteQuery,
  useAddTeamMemberMutation,
  useChangeTeamRoleMutation,
  useRemoveTeamMemberMutation,
  useRemoveTeamInviteMutation,
} = teamApi;
