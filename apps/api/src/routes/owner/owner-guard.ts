// The one guard of owner routes (spec §4 "Admin entry", §6): a valid bearer token (401), the caller's
// user, access to the client of the path (403 no_access), role 1 only (403 forbidden_role with the admin
// application's URL, where the editor sends roles 3 and 4), and no writes on freemium sites (403 freemium,
// spec §8 "upgrade to business to edit the website"). Messages are English; the editor translates `code`.
// A back-office route names its screen instead: the roles that may use that screen pass (core-model
// `canUseScreen`), any other answers 403 forbidden_screen. The caller's user, access and client come from the
// team module's user service.
import type { BackOfficeScreen, Client } from '@vitrina/core-model';
import { canUseScreen, editorAccessFor, isFreemium } from '@vitrina/core-model';
import type { FastifyReply, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requireAuth } from '../../identity/index.js';
import { ownerAccessOf } from '../../modules/team/user-service.js';
import type { UserRecord } from '../../modules/team/user-service.js';
import type { OwnerChanger } from '../../services/owner-publish.js';

export interface OwnerContext {
  user: UserRecord;
  client: Client;
  clientId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the owner guard on client routes. */
    owner: OwnerContext | null;
  }
  interface FastifyContextConfig {
    /** Marks an owner route: the owner-route matrix test must have a row for it. */
    owner?: boolean;
  }
}

/** The change's author for a module's service: the guarded request's client and user, and its log. */
export function changerOf(req: FastifyRequest): OwnerChanger {
  const { clientId, user } = req.owner!;
  return { clientId, actor: { sub: user.sub, email: user.email }, log: req.log };
}

export const OWNER_MESSAGES = {
  noAccess: 'Access denied, please log out and log back in',
  forbiddenRole: 'Only the administrator can edit the website; please use the admin application',
  freemium: 'Upgrade to business to edit the website',
  forbiddenSubject: 'You can only read your own user',
  forbiddenScreen: 'Your role cannot use this part of the admin application',
} as const;

const ID = /^[1-9][0-9]{0,9}$/;

/** A client id from the path; null when it cannot be one. */
export function parseClientId(value: unknown): number | null {
  return typeof value === 'string' && ID.test(value) ? Number(value) : null;
}

function deny(reply: FastifyReply, code: string, message: string, extra: Record<string, unknown> = {}): FastifyReply {
  return reply.status(403).send({ error: { code, message, ...extra } });
}

/**
 * onRequest guard of `/api/client/:id/…` routes; `write` routes are refused on freemium sites. With `screen`,
 * a back-office route: the roles that may use that screen pass instead of the editor's role 1 only.
 */
export function clientGuard(ctx: AppContext, { write, screen }: { write: boolean; screen?: BackOfficeScreen }): onRequestAsyncHookHandler {
  return async function ownerGuard(req: FastifyRequest, reply: FastifyReply) {
    const unauthenticated = await requireAuth(req, reply);
    if (unauthenticated) return unauthenticated;
    const clientId = parseClientId((req.params as Record<string, unknown>).id);
    const access = await ownerAccessOf(ctx, req.auth!, clientId);
    if (!access || clientId === null) return deny(reply, 'no_access', OWNER_MESSAGES.noAccess);
    const { user, client } = access;
    if (screen !== undefined) {
      if (!canUseScreen(user.role_id, screen)) return deny(reply, 'forbidden_screen', OWNER_MESSAGES.forbiddenScreen);
    } else {
      const editor = editorAccessFor(user.role_id);
      if (editor === 'admin-app')
        return deny(reply, 'forbidden_role', OWNER_MESSAGES.forbiddenRole, { adminAppUrl: ctx.config.adminAppUrl });
      if (editor !== 'editor') return deny(reply, 'no_access', OWNER_MESSAGES.noAccess);
    }
    if (write && isFreemium(client)) return deny(reply, 'freemium', OWNER_MESSAGES.freemium);
    req.owner = { user, client, clientId };
    return undefined;
  };
}

/** onRequest guard of `/api/user/uid/:provider/:id/…`: only the caller's own subject. */
export const ownSubjectGuard: onRequestAsyncHookHandler = async (req, reply) => {
  const unauthenticated = await requireAuth(req, reply);
  if (unauthenticated) return unauthenticated;
  const { provider, id } = req.params as { provider?: string; id?: string };
  if (`${provider}|${id}` !== req.auth!.sub) return deny(reply, 'forbidden_subject', OWNER_MESSAGES.forbiddenSubject);
  return undefined;
};

/** Route options every owner route shares: the flag, the guard and the OpenAPI bearer requirement. */
export function ownerRoute<S extends FastifySchema & { tags?: string[]; summary?: string }>(guard: onRequestAsyncHookHandler, schema: S) {
  return {
    config: { owner: true },
    onRequest: guard,
    schema: { tags: ['owner'], ...schema, security: [{ bearer: [] }] },
  };
}
