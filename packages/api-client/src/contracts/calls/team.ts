// The calls of the team module (contracts/team.ts, team-invites.ts, user.ts, profile.ts): the back office's Team
// screen, the signed-in person's own access and invites (spec §7 user/uid/…), and the Profile screen.
import { call } from '../call.js';
import type { Profile, ProfileForm } from '../profile.js';
import type { AddTeamMemberFields, AddedTeamMember, TeamListQuery, TeamMember, TeamPage, TeamRoleBody } from '../team.js';
import type { AcceptedInvite, OwnInviteList } from '../team-invites.js';
import type { AuthorizeAnswer, UserProfileAnswer } from '../user.js';

export const teamCalls = {
  /** The people with access and pending invites, one page at a time. */
  list: call<{ query: TeamListQuery; answer: TeamPage }>()('GET', '/api/client/:id/team'),
  /** A person added by e-mail, name and role, 201 (their set-password link mailed to them, or an invite). */
  add: call<{ body: AddTeamMemberFields; answer: AddedTeamMember }>()('POST', '/api/client/:id/team'),
  /** The invitation of a member awaiting their password mailed again with a new link (the old one dead). */
  resendInvitation: call<{ answer: TeamMember }>()('POST', '/api/client/:id/team/:userId/invitation'),
  /** A person's role changed. */
  changeRole: call<{ body: TeamRoleBody; answer: TeamMember }>()('PATCH', '/api/client/:id/team/:userId'),
  /** A person's access removed, 204. */
  remove: call<{ answer: void }>()('DELETE', '/api/client/:id/team/:userId'),
  /** A pending invite withdrawn, 204. */
  withdrawInvite: call<{ answer: void }>()('DELETE', '/api/client/:id/team/invites/:email'),
};

export const userCalls = {
  /** Whether the caller may work on the client (spec §7), JSON true/false. */
  authorize: call<{ answer: AuthorizeAnswer }>()('GET', '/api/user/uid/:provider/:id/authorize/client/:clientId'),
  /** The caller as an employee: role_id and language_id (spec §7). */
  profile: call<{ answer: UserProfileAnswer }>()('GET', '/api/user/uid/:provider/:id'),
  /** The caller's pending team invites. */
  invites: call<{ answer: OwnInviteList }>()('GET', '/api/user/uid/:provider/:id/invites'),
  /** One of the caller's invites accepted. */
  acceptInvite: call<{ answer: AcceptedInvite }>()('POST', '/api/user/uid/:provider/:id/invites/:inviteId/accept'),
  /** One of the caller's invites declined, 204. */
  declineInvite: call<{ answer: void }>()('DELETE', '/api/user/uid/:provider/:id/invites/:inviteId'),
  /** The caller's e-mail confirmation mailed again with a new link (the old one dead), 204. */
  resendEmailConfirmation: call<{ answer: void }>()('POST', '/api/user/uid/:provider/:id/email-confirmation'),
};

export const profileCalls = {
  /** The caller's own profile: name, sign-in e-mail and back-office language. */
  get: call<{ answer: Profile }>()('GET', '/api/client/:id/profile'),
  /** The caller's name and back-office language changed. */
  save: call<{ body: ProfileForm; answer: Profile }>()('PUT', '/api/client/:id/profile'),
};
