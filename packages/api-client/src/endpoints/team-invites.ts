// The signed-in person's own team invites (issue 25; contracts/team-invites.ts), shown in the back office: a
// business that invites someone with access elsewhere gets them only once they accept. Listing, accepting and
// declining refetch the list (and the person's access, which accepting changes).
import type { Subject } from '@vitrina/core-model';
import type { AcceptedInvite, OwnInvite as OwnInviteAnswer, OwnInviteList } from '../contracts/team-invites.js';
import type { TeamRoleId } from '../contracts/team.js';
import { unchecked } from '../unchecked.js';
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

const ROLES: readonly number[] = [1, 3, 4];
const invitesPath = ({ provider, id }: Subject) => `user/uid/${encodeURIComponent(provider)}/${encodeURIComponent(id)}/invites`;
const listTag = ({ provider, id }: Subject) => ({ type: 'User' as const, id: `invites|${provider}|${id}` });
const accessTag = ({ provider, id }: Subject) => ({ type: 'User' as const, id: `${provider}|${id}` });

/** An invite of the answer, or null when it is not one. */
function readInvite(raw: unknown): OwnInvite | null {
  const invite = unchecked<OwnInviteAnswer>(raw);
  if (!invite || typeof invite.id !== 'string' || !invite.id || !ROLES.includes(invite.role_id as number)) return null;
  return {
    id: invite.id,
    business_name: typeof invite.business_name === 'string' ? invite.business_name : '',
    role_id: invite.role_id as TeamRoleId,
  };
}

export const teamInvitesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/uid/{provider}/{id}/invites → the caller's pending invites, oldest first. */
    ownInvites: build.query<OwnInvite[], Subject>({
      query: (subject) => ({ url: invitesPath(subject) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) => {
        const list = unchecked<OwnInviteList>(raw)?.invites;
        return (Array.isArray(list) ? list : []).map(readInvite).filter((invite): invite is OwnInvite => invite !== null);
      },
      providesTags: (_result, _error, subject) => [listTag(subject)],
    }),
    /** POST …/invites/{inviteId}/accept → the invite and its business's back office. */
    acceptOwnInvite: build.mutation<AcceptedOwnInvite, OwnInviteArgs>({
      query: ({ inviteId, ...subject }) => ({ url: `${invitesPath(subject)}/${encodeURIComponent(inviteId)}/accept`, method: 'POST' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) => {
        const answer = unchecked<AcceptedInvite>(raw);
        const invite = readInvite(answer?.invite);
        if (!invite) throw new Error('The API answered without the invitation');
        return { invite, manageUrl: typeof answer?.manage_url === 'string' ? answer.manage_url : '' };
      },
      invalidatesTags: (_result, error, { provider, id }) => (error ? [] : [listTag({ provider, id }), accessTag({ provider, id })]),
    }),
    /** DELETE …/invites/{inviteId}: the invite declined and gone. */
    declineOwnInvite: build.mutation<null, OwnInviteArgs>({
      query: ({ inviteId, ...subject }) => ({ url: `${invitesPath(subject)}/${encodeURIComponent(inviteId)}`, method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      invalidatesTags: (_result, error, { provider, id }) => (error ? [] : [listTag({ provider, id })]),
    }),
  }),
});

export const { useOwnInvitesQuery, useAcceptOwnInviteMutation, useDeclineOwnInviteMutation } = teamInvitesApi;
