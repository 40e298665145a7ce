// The signed-in person's own team invites (issue 25; contracts/team-invites.ts), shown in the back office: a
// business that invites someone with access elsewhere gets them only once they accept. Listing, accepting and
// declining refetch the list (and the person's access, which accepting changes).
import type { Subject } from '@vitrina/core-model';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { userCalls } from '../contracts/calls/team.js';
import type { OwnInvite as OwnInviteAnswer } from '../contracts/team-invites.js';
import { vitrinaApi } from '../vitrina-api.js';

/** One pending invite: the inviting business's name and the role offered. */
export type OwnInvite = OwnInviteAnswer;

export interface OwnInviteArgs extends Subject {
  inviteId: string;
}

export interface AcceptedOwnInvite {
  invite: OwnInvite;
  /** That business's back office, now open to the person. */
  manageUrl: string;
}

const listTag = ({ provider, id }: Subject) => ({ type: 'User' as const, id: `invites|${provider}|${id}` });
const accessTag = ({ provider, id }: Subject) => ({ type: 'User' as const, id: `${provider}|${id}` });

export const teamInvitesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/uid/{provider}/{id}/invites → the caller's pending invites, oldest first. */
    ownInvites: build.query<OwnInvite[], Subject>({
      query: ({ provider, id }) => requestOf(userCalls.invites, { provider, id }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: AnswerOf<typeof userCalls.invites>) => answer.invites,
      providesTags: (_result, _error, subject) => [listTag(subject)],
    }),
    /** POST …/invites/{inviteId}/accept → the invite and its business's back office. */
    acceptOwnInvite: build.mutation<AcceptedOwnInvite, OwnInviteArgs>({
      query: ({ inviteId, provider, id }) => requestOf(userCalls.acceptInvite, { provider, id, inviteId }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: AnswerOf<typeof userCalls.acceptInvite>): AcceptedOwnInvite => ({
        invite: answer.invite,
        manageUrl: answer.manage_url,
      }),
      invalidatesTags: (_result, error, { provider, id }) => (error ? [] : [listTag({ provider, id }), accessTag({ provider, id })]),
    }),
    /** DELETE …/invites/{inviteId}: the invite declined and gone. */
    declineOwnInvite: build.mutation<null, OwnInviteArgs>({
      query: ({ inviteId, provider, id }) => requestOf(userCalls.declineInvite, { provider, id, inviteId }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      invalidatesTags: (_result, error, { provider, id }) => (error ? [] : [listTag({ provider, id })]),
    }),
  }),
});

export const { useOwnInvitesQuery, useAcceptOwnInviteMutation, useDeclineOwnInviteMutation } = teamInvitesApi;
