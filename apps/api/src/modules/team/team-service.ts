// The Team screen's service (issue 27; spec §6 roles, docs/decisions.md "Team"): the only code that changes who
// works for a business. Each change is one transaction this service opens, in which the repository writes
// (team-repository.ts: the client's row locked first, the change and its audit entry together); it records no
// domain event and drops no cache (who works for a business is not what its pages show). A refusal answers
// 404 or 409 with the messages below. Reads pass through to the repository.
import type { LanguageId, RoleId } from '@vitrina/core-model';
import { localeFromLanguageId } from '@vitrina/i18n';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { users } from '../../db/schema.js';
import { JOIN_INVITE_KIND, prepareIdentityMail, prepareJoinInvite, queueIdentityMail } from '../mail/index.js';
import { hashPasswordToken } from './password-links-repository.js';
import {
  addTeamMember,
  changeTeamRole,
  inviteeAccountOf,
  listTeam,
  reissueTeamLink,
  removeTeamInvite,
  removeTeamMember,
} from './team-repository.js';
import type { TeamConflict, TeamMemberRecord, TeamPageRecord } from './team-repository.js';

export const TEAM_MESSAGES = {
  role_conflict: 'This person also works for another business; in Vitrina a person has one role, so theirs cannot be changed here',
  already_member: 'This person already has access to the business',
  last_owner: 'The business must keep at least one owner: make someone else an owner first',
  not_found: 'This person has no access to the business',
  invite_not_found: 'There is no pending invitation for this e-mail',
  not_awaiting_password: 'This person has already chosen a password (or belongs to another business): there is no invitation to send again',
} as const;

/** The outbox's sender, nudged after a commit that queued a message (the route's `app.mail`). */
export interface MailNudge {
  nudge(): void;
}

/** Who invites, as the invitation names them: their name, else their e-mail. */
async function inviterOf(ctx: AppContext, by: OwnerChanger): Promise<string> {
  const [row] = await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.sub, by.actor.sub));
  return row?.name.trim() || by.actor.email || '';
}

/** The invitation of a new member, rendered before the transaction that issues its link. */
function prepareInvite(ctx: AppContext, by: OwnerChanger, to: { email: string; name: string; language_id: number }, inviter: string) {
  return prepareIdentityMail(
    ctx.database.db,
    ctx.config,
    'invite',
    { clientId: by.clientId, address: to.email.trim().toLowerCase(), name: to.name, locale: localeFromLanguageId(to.language_id) },
    { inviter },
  );
}

/**
 * The invitations adding a person may mail, rendered before the transaction that decides which one it is: the
 * set-password link of a new person (built-in provider only), or, for an e-mail that has an account (any e-mail
 * under an external issuer), the invitation to answer in their back office, in their own language. Only the
 * ones the transaction can choose are rendered.
 */
async function prepareInvites(ctx: AppContext, by: OwnerChanger, to: { email: string; name: string; language_id: number }) {
  const [inviter, account] = await Promise.all([inviterOf(ctx, by), inviteeAccountOf(ctx.database.db, to.email)]);
  const external = Boolean(ctx.config.oidcIssuer);
  const [withPassword, join] = await Promise.all([
    external ? null : prepareInvite(ctx, by, to, inviter),
    account === null && !external
      ? null
      : prepareJoinInvite(ctx.database.db, ctx.config, {
          clientId: by.clientId,
          address: to.email.trim().toLowerCase(),
          name: account?.name || to.name,
          locale: localeFromLanguageId(account?.language_id ?? to.language_id),
          homeClientId: account?.homeClientId ?? null,
          inviter,
        }),
  ]);
  return { withPassword, join };
}

const conflict = (code: TeamConflict) => new ApiError(409, code, TEAM_MESSAGES[code]);
const notFound = () => new ApiError(404, 'team_member_not_found', TEAM_MESSAGES.not_found);

/** People with access and pending invites, by e-mail, a page at a time; `callerSub` marks the caller. */
export function teamPage(
  ctx: AppContext,
  clientId: number,
  callerSub: string,
  query: { cursor?: string; limit?: number },
): Promise<TeamPageRecord> {
  return listTeam(ctx.database.db, clientId, callerSub, query);
}

/**
 * Adds a person: with the built-in provider, for an account the link rule allows, a one-time set-password link
 * mailed to that person (issue 28: queued in the same transaction; never in the answer), else an invite that
 * waits for their sign-in; 409 `already_member`. `invitationSent`: a link was mailed.
 */
export async function addMember(
  ctx: AppContext,
  by: OwnerChanger,
  input: { email: string; name: string; role_id: RoleId; language_id: LanguageId },
  mail?: MailNudge,
): Promise<{ member: TeamMemberRecord; invitationSent: boolean }> {
  const invite = await prepareInvites(ctx, by, input);
  const result = await ctx.database.db.transaction(async (tx) => {
    const added = await addTeamMember(tx, by.clientId, input, by.actor, { builtInProvider: !ctx.config.oidcIssuer });
    if (added.ok && added.passwordToken && invite.withPassword) {
      await queueIdentityMail(
        tx,
        ctx.config,
        invite.withPassword.withLink(added.passwordToken, `team_invite:link:${hashPasswordToken(added.passwordToken)}`),
      );
    }
    if (added.ok && added.inviteId && invite.join) {
      await queueIdentityMail(tx, ctx.config, invite.join.withKey(`${JOIN_INVITE_KIND}:invite:${added.inviteId}`));
    }
    return added;
  });
  if (!result.ok) throw conflict(result.conflict);
  const invitationSent = result.passwordToken !== null && invite.withPassword !== null;
  if (invitationSent || result.inviteId) mail?.nudge();
  return { member: result.member, invitationSent };
}

/**
 * Mails a new set-password link to a member who has not chosen a password yet; their earlier links stop working.
 * 404 `team_member_not_found`; 409 `not_awaiting_password` when the link rule refuses (they signed in, or belong
 * to another business).
 */
export async function resendInvitation(ctx: AppContext, by: OwnerChanger, userId: string, mail?: MailNudge): Promise<TeamMemberRecord> {
  const [person] = await ctx.database.db
    .select({ email: users.email, name: users.name, language_id: users.language_id })
    .from(users)
    .where(eq(users.id, userId));
  const invite = person ? await prepareInvite(ctx, by, person, await inviterOf(ctx, by)) : null;
  const result = await ctx.database.db.transaction(async (tx) => {
    const issued = await reissueTeamLink(tx, by.clientId, userId, by.actor, { builtInProvider: !ctx.config.oidcIssuer });
    if (issued.ok && invite) {
      await queueIdentityMail(
        tx,
        ctx.config,
        invite.withLink(issued.passwordToken, `team_invite:link:${hashPasswordToken(issued.passwordToken)}`),
      );
    }
    return issued;
  });
  if (!result.ok || !invite) {
    if (result.ok || result.conflict === 'not_found') throw notFound();
    throw new ApiError(409, 'not_awaiting_password', TEAM_MESSAGES.not_awaiting_password);
  }
  mail?.nudge();
  return result.member;
}

/** Changes a person's role: 404 `team_member_not_found`, 409 `last_owner` or `role_conflict`. */
export async function changeMemberRole(ctx: AppContext, by: OwnerChanger, userId: string, roleId: RoleId): Promise<TeamMemberRecord> {
  const result = await ctx.database.db.transaction((tx) => changeTeamRole(tx, by.clientId, userId, roleId, by.actor));
  if (!result.ok) throw result.conflict === 'not_found' ? notFound() : conflict(result.conflict);
  return result.member!;
}

/** Removes a person's access (the account stays): 404 `team_member_not_found`, 409 `last_owner`. */
export async function removeMember(ctx: AppContext, by: OwnerChanger, userId: string): Promise<void> {
  const result = await ctx.database.db.transaction((tx) => removeTeamMember(tx, by.clientId, userId, by.actor));
  if (!result.ok) throw result.conflict === 'not_found' ? notFound() : conflict(result.conflict);
}

/** Withdraws a pending invite: 404 `invite_not_found`. */
export async function withdrawInvite(ctx: AppContext, by: OwnerChanger, email: string): Promise<void> {
  if (!(await ctx.database.db.transaction((tx) => removeTeamInvite(tx, by.clientId, email, by.actor)))) {
    throw new ApiError(404, 'invite_not_found', TEAM_MESSAGES.invite_not_found);
  }
}
