// The back office's Team screen (spec §6 roles; the owner's only, core-model back-office-rights): the people
// with access to the business and their role, and the owner's changes.
//   GET    /api/client/:id/team?cursor=&limit=      → { members, next_cursor } (pending invites included)
//   POST   /api/client/:id/team {email, name, role_id} → 201 { member, invitation_sent }
//   POST   /api/client/:id/team/:userId/invitation     → the member (a new set-password link mailed, the old one dead)
//   PATCH  /api/client/:id/team/:userId {role_id}   → the member
//   DELETE /api/client/:id/team/:userId             → 204 (their next call answers 403 no_access)
//   DELETE /api/client/:id/team/invites/:email      → 204 (a pending invite withdrawn)
// With the built-in identity provider a new person gets a user without a password and a one-time link, valid
// 7 days, by e-mail to them alone, on the business's site host (issue 28: the owner never sees it; the answer
// says only that it was sent); an e-mail known elsewhere, or any under an external issuer
// (OIDC_ISSUER), an invite that waits for that person's own sign-in (user-service.ts): a link is handed
// out only under password-links-repository.ts. Conflicts answer 409 (already_member, last_owner, and
// role_conflict for a role change only; docs/decisions.md "Team", "Set-password links"). Every change is written with its audit entry (team-service.ts). Who works for a
// business is not the website, so freemium owners manage their team too (no freemium check).
import {
  AddTeamMemberBody,
  AddedTeamMember,
  TeamInviteParams,
  TeamListQuery,
  TeamMember,
  TeamMemberParams,
  TeamPage,
  TeamRemoved,
  TeamRoleBody,
  teamCalls,
} from '@vitrina/api-client/contracts';
import { LANGUAGE_IDS } from '@vitrina/core-model';
import { teamMemberSchema, teamRoleSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { pageNumbers, screenRoutes, validOr400 } from '../../routes/route-kit.js';
import { addMember, changeMemberRole, removeMember, resendInvitation, teamPage, withdrawInvite } from './team-service.js';

export function registerTeamOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Who works for a business is not its website: freemium owners change their team too.
  const routes = screenRoutes(app, ctx, { screen: 'team', tags: ['owner', 'team'], freemiumWrites: true });

  routes.read(
    teamCalls.list,
    {
      summary: 'The people with access and their roles, and pending invitations, by e-mail',
      params: clientParams,
      querystring: TeamListQuery,
      response: { 200: TeamPage },
    },
    (req) => {
      const { cursor, limit } = req.query;
      return teamPage(ctx, req.owner!.clientId, req.owner!.user.sub, { cursor, limit: pageNumbers({ limit }).limit });
    },
  );

  routes.create(
    teamCalls.add,
    {
      summary: 'Add a person by e-mail, name and role: a one-time set-password link mailed to them (built-in provider), else an invite',
      params: clientParams,
      body: AddTeamMemberBody,
      response: { 201: AddedTeamMember },
    },
    async (req) => {
      const person = validOr400(validatePayload(teamMemberSchema, req.body), 'The person is not valid');
      const language_id = LANGUAGE_IDS[req.owner!.client.language];
      const result = await addMember(ctx, changerOf(req), { ...person, language_id }, app.mail);
      return { member: result.member, invitation_sent: result.invitationSent };
    },
  );

  routes.act(
    teamCalls.resendInvitation,
    {
      summary: 'Mail a member awaiting their password a new set-password link (the old one stops working)',
      params: TeamMemberParams,
      response: { 200: TeamMember },
    },
    (req) => resendInvitation(ctx, changerOf(req), req.params.userId, app.mail),
  );

  routes.change(
    teamCalls.changeRole,
    { summary: "Change a person's role", params: TeamMemberParams, body: TeamRoleBody, response: { 200: TeamMember } },
    (req) => {
      const { role_id } = validOr400(validatePayload(teamRoleSchema, req.body), 'The role is not valid');
      return changeMemberRole(ctx, changerOf(req), req.params.userId, role_id);
    },
  );

  // The removals answer 204 without the no-cache header the other routes carry, as they always answered.
  routes.discard(
    teamCalls.remove,
    { summary: "Remove a person's access to the business", params: TeamMemberParams, response: { 204: TeamRemoved } },
    (req) => removeMember(ctx, changerOf(req), req.params.userId),
  );
  routes.discard(
    teamCalls.withdrawInvite,
    { summary: 'Withdraw a pending invitation', params: TeamInviteParams, response: { 204: TeamRemoved } },
    (req) => withdrawInvite(ctx, changerOf(req), req.params.email),
  );
}
