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
// The caller's e-mail confirmation (issue 28, email-confirmation-service.ts): the profile answers
// `email_confirmed_at`; POST …/email-confirmation → 204 mails a new link (the old one dead).
import {
  AcceptedInvite,
  AuthorizeAnswer,
  EmailConfirmationSent,
  InviteDeclined,
  OwnInviteList,
  OwnInviteParams,
  UserProfileAnswer,
  userCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { subdomainSiteUrl } from '../../public-origin.js';
import { ownSubjectGuard, ownerRoute, parseClientId } from '../../routes/owner/owner-guard.js';
import { authorizeParams, subjectParams } from '../../routes/owner/owner-schemas.js';
import { onCall } from '../../routes/call-route.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { emailConfirmedAtOf, sendEmailConfirmation } from './email-confirmation-service.js';
import { acceptInvite, callerInvites, callerMayWorkOn, declineInvite, knownCaller } from './user-service.js';

export function registerUserOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    userCalls.authorize,
    ownerRoute(ownSubjectGuard, {
      summary: 'Whether the caller has access to the client (JSON true/false)',
      params: authorizeParams,
      response: { 200: AuthorizeAnswer },
    }),
    async (req, reply) => {
      const clientId = parseClientId(req.params.clientId);
      // An invited e-mail's first call may be this one: its user and access are made first.
      const allowed: AuthorizeAnswer = await callerMayWorkOn(ctx, req.auth!, clientId);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(allowed));
    },
  );

  onCall(
    app,
    userCalls.profile,
    ownerRoute(ownSubjectGuard, {
      summary: 'The caller as an employee: role_id and language_id, and when their e-mail was confirmed',
      params: subjectParams,
      response: { 200: UserProfileAnswer },
    }),
    async (req) => {
      const user = await knownCaller(ctx, req.auth!);
      const confirmed = await emailConfirmedAtOf(ctx.database.db, user.id);
      return {
        sub: user.sub,
        email: user.email,
        name: user.name,
        employee: { role_id: user.role_id, language_id: user.language_id },
        email_confirmed_at: confirmed?.toISOString() ?? null,
      };
    },
  );

  onCall(
    app,
    userCalls.resendEmailConfirmation,
    ownerRoute(ownSubjectGuard, {
      summary: 'Mail the caller a new e-mail confirmation link (the old one stops working); 204 whether or not one was needed',
      params: subjectParams,
      response: { 204: EmailConfirmationSent },
    }),
    async (req, reply) => {
      const user = await knownCaller(ctx, req.auth!);
      await sendEmailConfirmation(ctx, user.id, app.mail);
      return reply.status(204).send();
    },
  );

  // The caller's invite routes: answered never cached, but for the decline's 204 (as they always answered).
  const inviteTags = ['owner', 'team'];

  onCall(
    app,
    userCalls.invites,
    ownerRoute(ownSubjectGuard, {
      tags: inviteTags,
      summary: "The caller's pending team invites: the inviting business's name and the role",
      params: subjectParams,
      response: { 200: OwnInviteList },
    }),
    async (req, reply) => noCache(reply).send({ invites: await callerInvites(ctx, req.auth!) } satisfies OwnInviteList),
  );

  onCall(
    app,
    userCalls.acceptInvite,
    ownerRoute(ownSubjectGuard, {
      tags: inviteTags,
      summary: "Accept one of the caller's team invites: access to that business with the caller's one role",
      params: OwnInviteParams,
      response: { 200: AcceptedInvite },
    }),
    async (req, reply) => {
      const result = await acceptInvite(ctx, req.auth!, req.params.inviteId);
      const manage_url = new URL('manage', subdomainSiteUrl(ctx.config, result.subdomain)).href;
      return noCache(reply).send({ invite: result.invite, manage_url } satisfies AcceptedInvite);
    },
  );

  onCall(
    app,
    userCalls.declineInvite,
    ownerRoute(ownSubjectGuard, {
      tags: inviteTags,
      summary: "Decline one of the caller's team invites (it is deleted)",
      params: OwnInviteParams,
      response: { 204: InviteDeclined },
    }),
    async (req, reply) => reply.status(204).send(await declineInvite(ctx, req.auth!, req.params.inviteId)),
  );
}
