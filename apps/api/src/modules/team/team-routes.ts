// The back office's Team screen (spec §6 roles; the owner's only, core-model back-office-rights): the people
// with access to the business and their role, and the owner's changes.
//   GET    /api/client/:id/team?cursor=&limit=      → { members, next_cursor } (pending invites included)
//   POST   /api/client/:id/team {email, name, role_id} → 201 { member, set_password_url }
//   PATCH  /api/client/:id/team/:userId {role_id}   → the member
//   DELETE /api/client/:id/team/:userId             → 204 (their next call answers 403 no_access)
//   DELETE /api/client/:id/team/invites/:email      → 204 (a pending invite withdrawn)
// With the built-in identity provider a new person gets a user without a password and a one-time link, valid
// 7 days, on the host the owner works on; an e-mail known elsewhere, or any under an external issuer
// (OIDC_ISSUER), an invite that waits for that person's own sign-in (user-service.ts): a link is handed
// out only under password-links-repository.ts. Conflicts answer 409 (already_member, last_owner, and
// role_conflict for a role change only; docs/decisions.md "Team", "Set-password links"). Every change is written with its audit entry (team-service.ts). Who works for a
// business is not the website, so freemium owners manage their team too (no freemium check).
import type { AddTeamMemberFields } from '@vitrina/api-client/contracts';
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
} from '@vitrina/api-client/contracts';
import { LANGUAGE_IDS } from '@vitrina/core-model';
import { teamMemberSchema, teamRoleSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { identityOf } from '../../http/request-identity.js';
import { setPasswordPath } from '../../identity/index.js';
import { oidcIssuerOf } from '../../public-origin.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { addMember, changeMemberRole, removeMember, teamPage, withdrawInvite } from './team-service.js';

/** `scheme://host[:port]` the request came to (its identity: forwarded headers count only with TRUST_PROXY). */
function requestOrigin(req: FastifyRequest, fallback: string): string {
  const identity = identityOf(req.raw);
  return identity ? `${identity.protocol}://${identity.authority}` : fallback;
}

export function registerTeamOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = clientGuard(ctx, { write: false, screen: 'team' });
  const issuer = new URL(oidcIssuerOf(ctx.config));
  const mountPath = issuer.pathname.replace(/\/+$/, '');

  app.get<{ Params: { id: number }; Querystring: TeamListQuery }>(
    '/api/client/:id/team',
    ownerRoute(guard, {
      tags: ['owner', 'team'],
      summary: 'The people with access and their roles, and pending invitations, by e-mail',
      params: clientParams,
      querystring: TeamListQuery,
      response: { 200: TeamPage },
    }),
    async (req, reply) => {
      const { cursor, limit } = req.query;
      const page = await teamPage(ctx, req.owner!.clientId, req.owner!.user.sub, {
        cursor,
        limit: limit === undefined ? undefined : Number(limit),
      });
      return noCache(reply).send(page satisfies TeamPage);
    },
  );

  app.post<{ Params: { id: number }; Body: AddTeamMemberFields }>(
    '/api/client/:id/team',
    ownerRoute(guard, {
      tags: ['owner', 'team'],
      summary: 'Add a person by e-mail, name and role: a one-time set-password link for a new account (built-in provider), else an invite',
      params: clientParams,
      body: AddTeamMemberBody,
      response: { 201: AddedTeamMember },
    }),
    async (req, reply) => {
      const checked = validatePayload(teamMemberSchema, req.body);
      if (!checked.ok) throw new ApiError(400, 'invalid_request', 'The person is not valid', checked.fields);
      const language_id = LANGUAGE_IDS[req.owner!.client.language];
      const result = await addMember(ctx, changerOf(req), { ...checked.value, language_id });
      const set_password_url = result.passwordToken
        ? `${requestOrigin(req, issuer.origin)}${setPasswordPath(mountPath, result.passwordToken)}`
        : null;
      return noCache(reply)
        .status(201)
        .send({ member: result.member, set_password_url } satisfies AddedTeamMember);
    },
  );

  app.patch<{ Params: TeamMemberParams; Body: TeamRoleBody }>(
    '/api/client/:id/team/:userId',
    ownerRoute(guard, {
      tags: ['owner', 'team'],
      summary: "Change a person's role",
      params: TeamMemberParams,
      body: TeamRoleBody,
      response: { 200: TeamMember },
    }),
    async (req, reply) => {
      const checked = validatePayload(teamRoleSchema, req.body);
      if (!checked.ok) throw new ApiError(400, 'invalid_request', 'The role is not valid', checked.fields);
      const member = await changeMemberRole(ctx, changerOf(req), req.params.userId, checked.value.role_id);
      return noCache(reply).send(member satisfies TeamMember);
    },
  );

  app.delete<{ Params: TeamMemberParams }>(
    '/api/client/:id/team/:userId',
    ownerRoute(guard, {
      tags: ['owner', 'team'],
      summary: "Remove a person's access to the business",
      params: TeamMemberParams,
      response: { 204: TeamRemoved },
    }),
    async (req, reply) => {
      await removeMember(ctx, changerOf(req), req.params.userId);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: TeamInviteParams }>(
    '/api/client/:id/team/invites/:email',
    ownerRoute(guard, {
      tags: ['owner', 'team'],
      summary: 'Withdraw a pending invitation',
      params: TeamInviteParams,
      response: { 204: TeamRemoved },
    }),
    async (req, reply) => {
      await withdrawInvite(ctx, changerOf(req), req.params.email);
      return reply.status(204).send();
    },
  );
}
