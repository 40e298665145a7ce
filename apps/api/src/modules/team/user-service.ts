// The caller's side of the team and identity module (issue 27): who is calling (their user, claiming team
// invites at sign-in), whether they may work on a client (the owner guard, routes/owner/owner-guard.ts, and the
// editor's authorize call), and their own team invites (user-routes.ts).
// The user behind a bearer token is the one place where team invites may be claimed at sign-in
// (invites-repository.ts claimTeamInvites holds the rule). A person with access to some business never joins
// another one here: their invites wait until they accept them (user-routes.ts; issue 25, docs/decisions.md
// "Team invites need the person's consent"). A person with access nowhere, or a subject unknown to `users` whose
// token carries an e-mail the issuer verified, joins at sign-in when a single invite waits for that e-mail; a
// new subject with several gets its user and chooses. Each claim, accept and decline is one transaction this
// service opens (the repository writes in it), with its audit entry (no event: nothing a page shows changes).
import type { Client } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { findClientById } from '../../db/repos/clients.js';
import { findUserBySub, hasClientAccess } from '../../db/repos/users.js';
import type { UserRecord } from '../../db/repos/users.js';
import { ApiError } from '../../http/errors.js';
import type { AuthContext } from '../../identity/index.js';
import {
  acceptTeamInvite,
  claimTeamInvites,
  declineTeamInvite,
  isInviteId,
  listOwnInvites,
  mayClaimTeamInvites,
} from './invites-repository.js';
import type { InviteClaimant, OwnInviteRecord } from './invites-repository.js';

export type { UserRecord } from '../../db/repos/users.js';

export const INVITE_MESSAGES = {
  not_found: 'There is no such invitation for you',
  invalid_id: 'This is not an invitation id',
  role_conflict:
    'This invitation is for another role than the one you have at the businesses you work for; in Vitrina a person has one role, so ask the business to invite you with your role',
  no_user: 'No user is known for this sign-in',
} as const;

const inviteNotFound = () => new ApiError(404, 'invite_not_found', INVITE_MESSAGES.not_found);

/** Claims `who`'s invites under the rule above; a transaction only when there may be some to claim. */
async function claimInvites(db: AppDb, who: InviteClaimant): Promise<UserRecord | null> {
  if (!(await mayClaimTeamInvites(db, who))) return null;
  return db.transaction((tx) => claimTeamInvites(tx, who));
}

/** The user behind a bearer token (their invites claimed under the rule above); null when none is known. */
export async function callerUser(ctx: AppContext, auth: AuthContext): Promise<UserRecord | null> {
  const db = ctx.database.db;
  const user = await findUserBySub(db, auth.sub);
  if (user) return (await claimInvites(db, { sub: user.sub, email: user.email })) ?? user;
  if (!auth.email) return null;
  const claimed = await claimInvites(db, { sub: auth.sub, email: auth.email, ...(auth.name ? { name: auth.name } : {}) });
  // Two first calls at once: the other one created the user.
  return claimed ?? (await findUserBySub(db, auth.sub));
}

/** What the owner guard checks: the caller's user, their access to the client and the client; null: no access. */
export async function ownerAccessOf(
  ctx: AppContext,
  auth: AuthContext,
  clientId: number | null,
): Promise<{ user: UserRecord; client: Client } | null> {
  const user = await callerUser(ctx, auth);
  const db = ctx.database.db;
  const allowed = user !== null && clientId !== null && (await hasClientAccess(db, auth.sub, clientId));
  const record = allowed ? await findClientById(db, clientId) : null;
  return user && record ? { user, client: record.client } : null;
}

/** Whether the caller has access to the client (an invited e-mail's first call may be this one: its user first). */
export async function callerMayWorkOn(ctx: AppContext, auth: AuthContext, clientId: number | null): Promise<boolean> {
  return clientId !== null && (await callerUser(ctx, auth)) !== null && (await hasClientAccess(ctx.database.db, auth.sub, clientId));
}

/** The caller's user; 404 `not_found` when none is known. */
export async function knownCaller(ctx: AppContext, auth: AuthContext): Promise<UserRecord> {
  const user = await callerUser(ctx, auth);
  if (!user) throw new ApiError(404, 'not_found', INVITE_MESSAGES.no_user);
  return user;
}

/** The caller's pending team invites (none when no user is known). */
export async function callerInvites(ctx: AppContext, auth: AuthContext): Promise<OwnInviteRecord[]> {
  const user = await callerUser(ctx, auth);
  return user ? await listOwnInvites(ctx.database.db, user) : [];
}

/** 400 `invalid_request` when the path's invite id cannot be one. */
function checkedInviteId(id: string): string {
  if (!isInviteId(id)) throw new ApiError(400, 'invalid_request', INVITE_MESSAGES.invalid_id);
  return id;
}

/** The caller accepts their invite: 409 `role_conflict`, 404 `invite_not_found`. */
export async function acceptInvite(
  ctx: AppContext,
  auth: AuthContext,
  inviteId: string,
): Promise<{ invite: OwnInviteRecord; subdomain: string }> {
  const id = checkedInviteId(inviteId);
  const caller = await knownCaller(ctx, auth);
  const result = await ctx.database.db.transaction((tx) => acceptTeamInvite(tx, caller, id));
  if (!result.ok) {
    if (result.conflict === 'role_conflict') throw new ApiError(409, 'role_conflict', INVITE_MESSAGES.role_conflict);
    throw inviteNotFound();
  }
  return { invite: result.invite, subdomain: result.subdomain };
}

/** The caller declines their invite (it is deleted); 404 `invite_not_found`. */
export async function declineInvite(ctx: AppContext, auth: AuthContext, inviteId: string): Promise<void> {
  const id = checkedInviteId(inviteId);
  const caller = await knownCaller(ctx, auth);
  if (!(await ctx.database.db.transaction((tx) => declineTeamInvite(tx, caller, id)))) throw inviteNotFound();
}
