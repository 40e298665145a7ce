// Spec §7 `user/uid/{provider}/{id}` (the employee with role_id and language_id) and
// `user/uid/{provider}/{id}/authorize/client/{clientId}` (whether the user has access); both answer only
// for the caller's own subject. Roles 3 and 4 get their answers too: the editor needs the role to send
// them to the admin application (spec §4 "Admin entry" 3).
// The caller's own team invites too (issue 25, invites-repository.ts): a person with access somewhere joins
// another business only by accepting its invite here, signed in:
//   GET    …/invites                      → OwnInviteList (business name and role only)
//   POST   …/invites/{inviteId}/accept    → AcceptedInvite; 409 role_conflict; 404 invite_not_found
//   DELETE …/invites/{inviteId}           → 204; 404 invite_not_found
// Another person's invite answers 404 like an invite that does not exist.
import {
  AcceptedInvite,
  AuthorizeAnswer,
  InviteDeclined,
  OwnInviteList,
  OwnInviteParams,
  UserProfileAnswer,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { subdomainSiteUrl } from '../../public-origin.js';
import { ownSubjectGuard, ownerRoute, parseClientId } from '../../routes/owner/owner-guard.js';
import { authorizeParams, subjectParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { acceptInvite, callerInvites, callerMayWorkOn, declineInvite, knownCaller } from './user-service.js';

const inviteIdOf = (params: unknown) => (params as { inviteId: string }).inviteId;

export function registerUserOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/user/uid/:provider/:id/authorize/client/:clientId',
    ownerRoute(ownSubjectGuard, {
      summary: 'Whether the caller has access to the client (JSON true/false)',
      params: authorizeParams,
      response: { 200: AuthorizeAnswer },
    }),
    async (req, reply) => {
      const clientId = parseClientId((req.params as { clientId: string }).clientId);
      // An invited e-mail's first call may be this one: its user and access are made first.
      const allowed: AuthorizeAnswer = await callerMayWorkOn(ctx, req.auth!, clientId);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(allowed));
    },
  );

  app.get(
    '/api/user/uid/:provider/:id',
    ownerRoute(ownSubjectGuard, {
      summary: 'The caller as an employee: role_id and language_id',
      params: subjectParams,
      response: { 200: UserProfileAnswer },
    }),
    async (req): Promise<UserProfileAnswer> => {
      const user = await knownCaller(ctx, req.auth!);
      return { sub: user.sub, email: user.email, name: user.name, employee: { role_id: user.role_id, language_id: user.language_id } };
    },
  );

  app.get(
    '/api/user/uid/:provider/:id/invites',
    ownerRoute(ownSubjectGuard, {
      tags: ['owner', 'team'],
      summary: "The caller's pending team invites: the inviting business's name and the role",
      params: subjectParams,
      response: { 200: OwnInviteList },
    }),
    async (req, reply) => {
      const invites = await callerInvites(ctx, req.auth!);
      return noCache(reply).send({ invites } satisfies OwnInviteList);
    },
  );

  app.post(
    '/api/user/uid/:provider/:id/invites/:inviteId/accept',
    ownerRoute(ownSubjectGuard, {
      tags: ['owner', 'team'],
      summary: "Accept one of the caller's team invites: access to that business with the caller's one role",
      params: OwnInviteParams,
      response: { 200: AcceptedInvite },
    }),
    async (req, reply) => {
      const result = await acceptInvite(ctx, req.auth!, inviteIdOf(req.params));
      const manage_url = new URL('manage', subdomainSiteUrl(ctx.config, result.subdomain)).href;
      return noCache(reply).send({ invite: result.invite, manage_url } satisfies AcceptedInvite);
    },
  );

  app.delete(
    '/api/user/uid/:provider/:id/invites/:inviteId',
    ownerRoute(ownSubjectGuard, {
      tags: ['owner', 'team'],
      summary: "Decline one of the caller's team invites (it is deleted)",
      params: OwnInviteParams,
      response: { 204: InviteDeclined },
    }),
    async (req, reply) => {
      await declineInvite(ctx, req.auth!, inviteIdOf(req.params));
      return reply.status(204).send();
    },
  );
}
