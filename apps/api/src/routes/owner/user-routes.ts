// Spec §7 `user/uid/{provider}/{id}` (the employee with role_id and language_id) and
// `user/uid/{provider}/{id}/authorize/client/{clientId}` (whether the user has access); both answer only
// for the caller's own subject. Roles 3 and 4 get their answers too: the editor needs the role to send
// them to the admin application (spec §4 "Admin entry" 3).
import { AuthorizeAnswer, UserProfileAnswer } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { hasClientAccess } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { callerUser } from '../../services/caller-user.js';
import { ownSubjectGuard, ownerRoute, parseClientId } from './owner-guard.js';
import { authorizeParams, subjectParams } from './owner-schemas.js';

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
        clientId !== null && (await callerUser(db, req.auth!)) !== null && (await hasClientAccess(db, req.auth!.sub, clientId));
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
      const user = await callerUser(db, req.auth!);
      if (!user) throw new ApiError(404, 'not_found', 'No user is known for this sign-in');
      return { sub: user.sub, email: user.email, name: user.name, employee: { role_id: user.role_id, language_id: user.language_id } };
    },
  );
}
