// Spec §7 `user/uid/{provider}/{id}` (the employee with role_id and language_id) and
// `user/uid/{provider}/{id}/authorize/client/{clientId}` (whether the user has access); both answer only
// for the caller's own subject. Roles 3 and 4 get their answers too: the editor needs the role to send
// them to the admin application (spec §4 "Admin entry" 3).
// The caller's own team invites too (issue 25, db/repos/team-invites.ts): a person with access somewhere joins
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { hasClientAccess } from '../../db/index.js';
import { acceptTeamInvite, declineTeamInvite, isInviteId, listOwnInvites } from '../../modules/team/invites-repository.js';
import type { UserRecord } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { subdomainSiteUrl } from '../../public-origin.js';
import { callerUser } from '../../modules/team/user-service.js';
import { noCache } from '../public/route-helpers.js';
import { ownSubjectGuard, ownerRoute, parseClientId } from './owner-guard.js';
import { authorizeParams, subjectParams } from './owner-schemas.js';

export const INVITE_MESSAGES = {
  not_found: 'There is no such invitation for you',
  invalid_id: 'This is not an invitation id',
  role_conflict:
    'This invitation is for another role than the one you have at the businesses you work for; in Vitrina a person has one role, so ask the business to invite you with your role',
  no_user: 'No user is known for this sign-in',
} as const;

const inviteNotFound = () => new ApiError(404, 'invite_not_found', INVITE_MESSAGES.not_found);

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

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
      const allowed: AuthorizeAnswer =
        clientId !== null && (await callerUser(ctx, req.auth!)) !== null && (await hasClientAccess(db, req.auth!.sub, clientId));
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
      const user = await callerUser(ctx, req.auth!);
      if (!user) throw new ApiError(404, 'not_found', 'No user is known for this sign-in');
      return { sub: user.sub, email: user.email, name: user.name, employee: { role_id: user.role_id, language_id: user.language_id } };
    },
  );

  /** The caller as a user, with the invite id of the path checked. */
  async function caller(req: FastifyRequest): Promise<UserRecord> {
    const user = await callerUser(ctx, req.auth!);
    if (!user) throw new ApiError(404, 'not_found', INVITE_MESSAGES.no_user);
    return user;
  }
  const inviteIdOf = (req: FastifyRequest) => {
    const id = (req.params as { inviteId: string }).inviteId;
    if (!isInviteId(id)) throw new ApiError(400, 'invalid_request', INVITE_MESSAGES.invalid_id);
    return id;
  };

  app.get(
    '/api/user/uid/:provider/:id/invites',
    ownerRoute(ownSubjectGuard, {
      tags: ['owner', 'team'],
      summary: "The caller's pending team invites: the inviting business's name and the role",
      params: subjectParams,
      response: { 200: OwnInviteList },
    }),
    async (req, reply) => {
      const user = await callerUser(ctx, req.auth!);
      const invites = user ? await listOwnInvites(db, user) : [];
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
      const id = inviteIdOf(req);
      const result = await acceptTeamInvite(db, await caller(req), id);
      if (!result.ok) {
        if (result.conflict === 'role_conflict') throw new ApiError(409, 'role_conflict', INVITE_MESSAGES.role_conflict);
        throw inviteNotFound();
      }
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
      const id = inviteIdOf(req);
      if (!(await declineTeamInvite(db, await caller(req), id))) throw inviteNotFound();
      return reply.status(204).send();
    },
  );
}
