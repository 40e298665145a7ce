// The Team screen's service (issue 27; spec §6 roles, docs/decisions.md "Team"): the only code that changes who
// works for a business. Each change is one transaction this service opens, in which the repository writes
// (team-repository.ts: the client's row locked first, the change and its audit entry together); it records no
// domain event and drops no cache (who works for a business is not what its pages show). A refusal answers
// 404 or 409 with the messages below. Reads pass through to the repository.
import type { LanguageId, RoleId } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { addTeamMember, changeTeamRole, listTeam, removeTeamInvite, removeTeamMember } from './team-repository.js';
import type { TeamConflict, TeamMemberRecord, TeamPageRecord } from './team-repository.js';

export const TEAM_MESSAGES = {
  role_conflict: 'This person also works for another business; in Vitrina a person has one role, so theirs cannot be changed here',
  already_member: 'This person already has access to the business',
  last_owner: 'The business must keep at least one owner: make someone else an owner first',
  not_found: 'This person has no access to the business',
  invite_not_found: 'There is no pending invitation for this e-mail',
} as const;

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
 * Adds a person: with the built-in provider a one-time set-password token (in clear, shown once) for an account
 * the link rule allows, else an invite; 409 `already_member`.
 */
export async function addMember(
  ctx: AppContext,
  by: OwnerChanger,
  input: { email: string; name: string; role_id: RoleId; language_id: LanguageId },
): Promise<{ member: TeamMemberRecord; passwordToken: string | null }> {
  const result = await ctx.database.db.transaction((tx) =>
    addTeamMember(tx, by.clientId, input, by.actor, { builtInProvider: !ctx.config.oidcIssuer }),
  );
  if (!result.ok) throw conflict(result.conflict);
  return { member: result.member, passwordToken: result.passwordToken };
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
