// The back office's Team screen (the owner's, bearer token): the people with access and pending invites,
// one page per cursor (contracts TeamPage, TeamListQuery); adding a person (contract AddedTeamMember: their
// set-password link goes to them by e-mail, never to the screen), sending the invitation again, changing a role,
// removing access or an invite. A change refetches the loaded pages and the activity log it wrote to.
import { requestOf, urlOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { teamCalls } from '../contracts/calls/team.js';
import type { AddTeamMemberFields, TeamMember as TeamMemberAnswer, TeamMemberStatus, TeamRoleBody, TeamRoleId } from '../contracts/team.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
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
  /** A set-password link was mailed to the person (built-in identity provider); false: an invite waits for their sign-in. */
  invitationSent: boolean;
}

export interface ResendTeamInvitationArgs {
  clientId: number;
  userId: string;
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
const pageOf = (page: AnswerOf<typeof teamCalls.list>): TeamPage => ({ members: page.members, nextCursor: page.next_cursor });

/** A change refetches the loaded pages and the activity log it wrote to; a refused one, nothing. */
const changed = (clientId: number, error: unknown) => (error ? [] : [clientTag('Team', clientId), activityTag(clientId)]);

export const teamApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/team?cursor= → pages of people by e-mail; `fetchNextPage` loads more. */
    team: build.infiniteQuery<TeamPage, number, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: clientId, pageParam }) => pageRequest(urlOf(teamCalls.list, { id: clientId }), pageParam),
      extraOptions: BEARER,
      transformResponse: pageOf,
      providesTags: (_result, _error, clientId) => [clientTag('Team', clientId)],
    }),
    /** POST …/team {email, name, role_id} → the person, and whether their invitation was mailed. */
    addTeamMember: build.mutation<AddedMember, AddTeamMemberArgs>({
      query: ({ clientId, email, name, role_id }) => requestOf(teamCalls.add, { id: clientId }, { body: { email, name, role_id } }),
      extraOptions: BEARER,
      transformResponse: (added: AnswerOf<typeof teamCalls.add>): AddedMember => ({
        member: added.member,
        invitationSent: added.invitation_sent,
      }),
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
    /** POST …/team/{userId}/invitation → the person: a new link mailed to them, the old one dead. */
    resendTeamInvitation: build.mutation<TeamMember, ResendTeamInvitationArgs>({
      query: ({ clientId, userId }) => requestOf(teamCalls.resendInvitation, { id: clientId, userId }),
      extraOptions: BEARER,
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [activityTag(clientId)]),
    }),
    /** PATCH …/team/{userId} {role_id} → the person as stored. */
    changeTeamRole: build.mutation<AnswerOf<typeof teamCalls.changeRole>, ChangeTeamRoleArgs>({
      query: ({ clientId, userId, role_id }) => requestOf(teamCalls.changeRole, { id: clientId, userId }, { body: { role_id } }),
      extraOptions: BEARER,
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
    /** DELETE …/team/{userId}: their access ends. */
    removeTeamMember: build.mutation<null, RemoveTeamMemberArgs>({
      query: ({ clientId, userId }) => requestOf(teamCalls.remove, { id: clientId, userId }),
      extraOptions: BEARER,
      transformResponse: () => null,
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
    /** DELETE …/team/invites/{email}: a pending invite withdrawn. */
    removeTeamInvite: build.mutation<null, RemoveTeamInviteArgs>({
      query: ({ clientId, email }) => requestOf(teamCalls.withdrawInvite, { id: clientId, email }),
      extraOptions: BEARER,
      transformResponse: () => null,
      invalidatesTags: (_result, error, { clientId }) => changed(clientId, error),
    }),
  }),
});

export const {
  useTeamInfiniteQuery,
  useAddTeamMemberMutation,
  useResendTeamInvitationMutation,
  useChangeTeamRoleMutation,
  useRemoveTeamMemberMutation,
  useRemoveTeamInviteMutation,
} = teamApi;
