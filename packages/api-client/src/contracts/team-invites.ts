// The signed-in person's own team invites (issue 25): a business that invites someone who already has access
// somewhere does not get them until they accept, signed in. Under `user/uid/{provider}/{id}` (the caller's own
// subject only), beside the admin entry's calls: an invite is the person's, not one business's.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { TeamRoleId } from './team.js';

/** One pending invite as its person sees it: the inviting business's name and the role, nothing else. */
export const OwnInvite = Type.Object({
  id: Type.String({ format: 'uuid' }),
  business_name: Type.String(),
  role_id: TeamRoleId,
});
export type OwnInvite = Static<typeof OwnInvite>;

/** GET user/uid/{provider}/{id}/invites: the caller's pending invites, oldest first. */
export const OwnInviteList = Type.Object({ invites: Type.Array(OwnInvite) });
export type OwnInviteList = Static<typeof OwnInviteList>;

/** `user/uid/{provider}/{id}/invites/{inviteId}`. */
export const OwnInviteParams = Type.Object({
  provider: Type.String({ minLength: 1 }),
  id: Type.String({ minLength: 1 }),
  inviteId: Type.String({ format: 'uuid' }),
});
export type OwnInviteParams = Static<typeof OwnInviteParams>;

/**
 * 200 of POST …/invites/{inviteId}/accept: the invite accepted and where its business's back office is now
 * open to the caller (its site's `/manage`). 409 role_conflict when the invite's role is not the caller's one
 * role elsewhere (the invite stays); 404 when the id is not one of the caller's pending invites.
 */
export const AcceptedInvite = Type.Object({ invite: OwnInvite, manage_url: Type.String() });
export type AcceptedInvite = Static<typeof AcceptedInvite>;

/** 204 of DELETE …/invites/{inviteId}: no body. */
export const InviteDeclined = Type.Null({ description: 'The invitation is declined and deleted (no body)' });
export type InviteDeclined = Static<typeof InviteDeclined>;
