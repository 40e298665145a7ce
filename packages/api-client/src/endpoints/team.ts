// The back office's Team screen (the owner's, bearer token): the people with access and pending invites,
// one page per cursor (contracts TeamPage, TeamListQuery); adding a person (contract AddedTeamMember, whose
// one-time set-password link the screen shows once and never caches), changing a role, removing access or an
// invite. A change refetches the loaded pages and the activity log it wrote to.
import type {
  AddTeamMemberFields,
  AddedTeamMember,
  TeamMember as TeamMemberAnswer,
  TeamMemberStatus,
  TeamPage as TeamPageAnswer,
  TeamRoleBody,
  TeamRoleId,
} from '../contracts/team.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';
import { BEARER, clientTag, cursorPages, pageRequest } from './owner-kit.js';

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

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: TeamPageAnswer): TeamPage => ({ members: page.members, nextCursor: page.next_cursor });

const teamUrl = (clientId: number, ...more: string[]) => clientPath(clientId, 'team', ...more);
/** A change refetches the loaded pages and the activity log it wrote to; a refused one, nothing. */
const changed = (clientId: number, error: unknown) => (error ? [] : [clientTag('Team', clientId), activityTag(clientId)]);

export const teamApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/team?cursor= → pages of people by e-mail; `fetchNextPage` loads more. */
    team: build.infiniteQuery<TeamPage, number, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: clientId, pageParam }) => pageRequest(teamUrl(clientId), pageParam),
      extraOptions: BEARER,
      transformResponse: pageOf,
      providesTags: (_result, _error, clientId) => [clientTag('Team', clientId)],
    }),
    /** POST …/team {email, name, role_id} → the person and, once, their set-password link. */
    addTeamMember: build.mutation<AddedMember, AddTeamMemberArgs>({
      query: ({ clientId, email, name, role_id }) => ({
        url: teamUrl(clientId),
        method: 'POST',
        body: { email, name, role_id } satisfies AddTeamMemberFields,
      }),
      extraOptions: BEARER,
      transformResponse: (added: AddedTeamMember): AddedMember => ({ member: added.member, setPasswordUrl: added.set_password_url }),
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
    /** PATCH …/team/{userId} {role_id} → the person as stored. */
    changeTeamRole: build.mutation<TeamMember, ChangeTeamRoleArgs>({
      query: ({ clientId, userId, role_id }) => ({
        url: teamUrl(clientId, userId),
        method: 'PATCH',
        body: { role_id } satisfies TeamRoleBody,
      }),
      extraOptions: BEARER,
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
    /** DELETE …/team/{userId}: their access ends. */
    removeTeamMember: build.mutation<null, RemoveTeamMemberArgs>({
      query: ({ clientId, userId }) => ({ url: teamUrl(clientId, userId), method: 'DELETE' }),
      extraOptions: BEARER,
      transformResponse: () => null,
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
    /** DELETE …/team/invites/{email}: a pending invite withdrawn. */
    removeTeamInvite: build.mutation<null, RemoveTeamInviteArgs>({
      query: ({ clientId, email }) => ({ url: teamUrl(clientId, 'invites', email), method: 'DELETE' }),
      extraOptions: BEARER,
      transformResponse: () => null,
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
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
