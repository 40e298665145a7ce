// The back office's Team screen (spec §6 roles): who has access to a client and with which role, the e-mails
// invited under an external issuer, and the owner's changes to them. Every change locks the client's row first
// (changes of one team run one after the other, so two owners removing each other cannot leave none) and is
// written with its audit entry in the same transaction, the one its caller (team-service.ts) opens. The rules
// (docs/decisions.md "Team"):
// - a set-password link is handed out only under the one rule of password-links-repository.ts (an account
//   nobody has become yet, of no other business); every other e-mail known to Vitrina, like any e-mail under an external
//   issuer, gets an invite. Adding answers the same for an e-mail of another business whatever its role:
//   nothing about another business's people is told (issue 25);
// - an invite becomes access only under the rule of invites-repository.ts: a person with access somewhere accepts it
//   (signed in) or declines it; only one with access nowhere and one pending invite joins at sign-in;
// - a user has one role for every business they work for (users.role_id): an invite with another role than
//   theirs elsewhere cannot be accepted; changing the role of someone who also works for another business →
//   409 role_conflict;
// - a client keeps at least one owner (role 1) with access: removing or demoting the last one → last_owner.
import { randomUUID } from 'node:crypto';
import type { LanguageId, RoleId } from '@vitrina/core-model';
import { ROLE_IDS } from '@vitrina/core-model';
import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients, teamInvites, userClients, users } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { issuePasswordLink, mayHoldPasswordLink, usePasswordTokensOf } from './password-links-repository.js';
import { VITRINA_PROVIDER, normalizeEmail } from '../../db/repos/users.js';

export const TEAM_AUDIT_ENTITY = 'team_member';
export const TEAM_PAGE_LIMIT = 100;

export type TeamMemberStatus = 'active' | 'awaiting_password' | 'invited';

export interface TeamMemberRecord {
  user_id: string | null;
  email: string;
  name: string;
  role_id: RoleId;
  status: TeamMemberStatus;
  is_you: boolean;
}

export interface TeamPageRecord {
  members: TeamMemberRecord[];
  /** The last e-mail of the page; null on the last page. */
  next_cursor: string | null;
}

export type TeamConflict = 'role_conflict' | 'already_member' | 'last_owner';

export interface NewTeamMember {
  email: string;
  name: string;
  role_id: RoleId;
  /** The new user's interface language (the business's). */
  language_id: LanguageId;
}

export type AddTeamMemberResult =
  | {
      ok: true;
      member: TeamMemberRecord;
      /** The one-time set-password token, in clear: shown once. */
      passwordToken: string | null;
      /** The invite made for a person to accept (invites-repository.ts), when that is what adding made. */
      inviteId: string | null;
    }
  | { ok: false; conflict: TeamConflict };

export type TeamChangeResult = { ok: true; member: TeamMemberRecord | null } | { ok: false; conflict: TeamConflict | 'not_found' };

type UserRow = typeof users.$inferSelect;

const isBuiltInSubject = (sub: string) => sub.startsWith(`${VITRINA_PROVIDER}|`);

function memberOf(row: Pick<UserRow, 'id' | 'sub' | 'email' | 'name' | 'role_id' | 'password_hash'>, callerSub: string): TeamMemberRecord {
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    role_id: row.role_id as RoleId,
    status: isBuiltInSubject(row.sub) && row.password_hash === null ? 'awaiting_password' : 'active',
    is_you: row.sub === callerSub,
  };
}

const memberColumns = {
  id: users.id,
  sub: users.sub,
  email: users.email,
  name: users.name,
  role_id: users.role_id,
  password_hash: users.password_hash,
};

/** People with access and pending invites, ordered by e-mail, a page at a time (keyset on the e-mail). */
export async function listTeam(
  db: AppDb,
  clientId: number,
  callerSub: string,
  query: { cursor?: string; limit?: number } = {},
): Promise<TeamPageRecord> {
  const limit = Math.max(1, Math.min(query.limit ?? TEAM_PAGE_LIMIT, TEAM_PAGE_LIMIT));
  const after = query.cursor === undefined ? undefined : normalizeEmail(query.cursor);
  const people = await db
    .select(memberColumns)
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(and(eq(userClients.client_id, clientId), after === undefined ? undefined : gt(users.email, after)))
    .orderBy(asc(users.email))
    .limit(limit + 1);
  const invites = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.client_id, clientId), after === undefined ? undefined : gt(teamInvites.email, after)))
    .orderBy(asc(teamInvites.email))
    .limit(limit + 1);
  const all: TeamMemberRecord[] = [
    ...people.map((row) => memberOf(row, callerSub)),
    ...invites.map((row) => ({
      user_id: null,
      email: row.email,
      name: '',
      role_id: row.role_id as RoleId,
      status: 'invited' as const,
      is_you: false,
    })),
  ].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
  const page = all.slice(0, limit);
  return { members: page, next_cursor: all.length > limit ? page[page.length - 1]!.email : null };
}

/** Changes of one client's team wait for each other. False when the client does not exist. */
async function lockClient(tx: AppDb, clientId: number): Promise<boolean> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  return row !== undefined;
}

async function hasAccess(tx: AppDb, userId: string, clientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ user_id: userClients.user_id })
    .from(userClients)
    .where(and(eq(userClients.user_id, userId), eq(userClients.client_id, clientId)));
  return row !== undefined;
}

/** How many other businesses the user works for. */
async function otherClientCount(tx: AppDb, userId: string, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userClients)
    .where(and(eq(userClients.user_id, userId), ne(userClients.client_id, clientId)));
  return Number(row?.n ?? 0);
}

async function ownerCount(tx: AppDb, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(and(eq(userClients.client_id, clientId), eq(users.role_id, ROLE_IDS.ADMIN)));
  return Number(row?.n ?? 0);
}

/**
 * The account an e-mail already has, as an invitation to it needs: its name, language and a business it works
 * for (the lowest id; null when none). Null for an e-mail without an account.
 */
export async function inviteeAccountOf(
  db: AppDb,
  email: string,
): Promise<{ name: string; language_id: LanguageId; homeClientId: number | null } | null> {
  const [row] = await db
    .select({ name: users.name, language_id: users.language_id, clientId: userClients.client_id })
    .from(users)
    .leftJoin(userClients, eq(userClients.user_id, users.id))
    .where(eq(users.email, normalizeEmail(email)))
    .orderBy(asc(userClients.client_id))
    .limit(1);
  return row ? { name: row.name, language_id: row.language_id as LanguageId, homeClientId: row.clientId } : null;
}

/**
 * Adds a person. With the built-in provider, a new e-mail gets a user without a password and a set-password
 * token, and so does an account that passes the link rule (password-links-repository.ts: never signed in, of
 * no other business). Every other e-mail (known elsewhere, or any under an external issuer) gets an invite that waits for
 * that person (invites-repository.ts); the answer is the same whatever the other businesses know of them.
 */
export async function addTeamMember(
  tx: AppDb,
  clientId: number,
  input: NewTeamMember,
  actor: AuditActor,
  options: { builtInProvider: boolean },
): Promise<AddTeamMemberResult> {
  const email = normalizeEmail(input.email);
  await lockClient(tx, clientId);
  const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  const audit = (entityId: string, after: Record<string, unknown>, action = 'team.add') =>
    recordAudit(tx, { clientId, actor, action, entity: TEAM_AUDIT_ENTITY, entityId, before: null, after });

  if (existing && (await hasAccess(tx, existing.id, clientId))) return { ok: false, conflict: 'already_member' };

  if (existing && options.builtInProvider && (await mayHoldPasswordLink(tx, existing, clientId))) {
    // Nobody has become this account and no other business has it: the business that adds it may.
    let row = existing;
    if (existing.role_id !== input.role_id) {
      [row] = (await tx.update(users).set({ role_id: input.role_id }).where(eq(users.id, existing.id)).returning()) as [UserRow];
    }
    await tx.insert(userClients).values({ user_id: row.id, client_id: clientId });
    await tx.delete(teamInvites).where(and(eq(teamInvites.client_id, clientId), eq(teamInvites.email, email)));
    const passwordToken = await issuePasswordLink(tx, row, clientId);
    await audit(row.id, { email, name: row.name, role_id: row.role_id });
    return { ok: true, member: memberOf(row, actor.sub), passwordToken, inviteId: null };
  }

  if (!existing && options.builtInProvider) {
    const id = randomUUID();
    const [row] = (await tx
      .insert(users)
      .values({
        id,
        sub: `${VITRINA_PROVIDER}|${id}`,
        email,
        name: input.name,
        password_hash: null,
        role_id: input.role_id,
        language_id: input.language_id,
      })
      .returning()) as [UserRow];
    await tx.insert(userClients).values({ user_id: row.id, client_id: clientId });
    const passwordToken = await issuePasswordLink(tx, row, clientId);
    await audit(row.id, { email, name: row.name, role_id: row.role_id });
    return { ok: true, member: memberOf(row, actor.sub), passwordToken, inviteId: null };
  }

  // An invite, for that person to accept (invites-repository.ts). Only this business's own invites are
  // looked at: another business's invites or roles must not change the answer.
  const [pending] = await tx
    .select({ email: teamInvites.email })
    .from(teamInvites)
    .where(and(eq(teamInvites.client_id, clientId), eq(teamInvites.email, email)));
  if (pending) return { ok: false, conflict: 'already_member' };
  const [invite] = await tx
    .insert(teamInvites)
    .values({ client_id: clientId, email, role_id: input.role_id, invited_by: actor.sub })
    .returning({ id: teamInvites.id });
  await audit(email, { email, role_id: input.role_id }, 'team.invite');
  const member: TeamMemberRecord = { user_id: null, email, name: '', role_id: input.role_id, status: 'invited', is_you: false };
  return { ok: true, member, passwordToken: null, inviteId: invite!.id };
}

/**
 * A new set-password link for a member with access who still passes the link rule (the invitation sent again,
 * issue 28); their earlier links stop working. Audited as `team.invite_resend`.
 */
export async function reissueTeamLink(
  tx: AppDb,
  clientId: number,
  userId: string,
  actor: AuditActor,
  options: { builtInProvider: boolean },
): Promise<{ ok: true; member: TeamMemberRecord; passwordToken: string } | { ok: false; conflict: 'not_found' | 'not_awaiting_password' }> {
  await lockClient(tx, clientId);
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row || !(await hasAccess(tx, row.id, clientId))) return { ok: false, conflict: 'not_found' };
  const passwordToken = options.builtInProvider ? await issuePasswordLink(tx, row, clientId) : null;
  if (!passwordToken) return { ok: false, conflict: 'not_awaiting_password' };
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'team.invite_resend',
    entity: TEAM_AUDIT_ENTITY,
    entityId: row.id,
    before: null,
    after: { email: row.email },
  });
  return { ok: true, member: memberOf(row, actor.sub), passwordToken };
}

/** Changes the role of a person with access (the user's one role, see the header). */
export async function changeTeamRole(
  tx: AppDb,
  clientId: number,
  userId: string,
  roleId: RoleId,
  actor: AuditActor,
): Promise<TeamChangeResult> {
  await lockClient(tx, clientId);
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row || !(await hasAccess(tx, row.id, clientId))) return { ok: false, conflict: 'not_found' };
  if (row.role_id === roleId) return { ok: true, member: memberOf(row, actor.sub) };
  if (row.role_id === ROLE_IDS.ADMIN && (await ownerCount(tx, clientId)) <= 1) return { ok: false, conflict: 'last_owner' };
  if ((await otherClientCount(tx, row.id, clientId)) > 0) return { ok: false, conflict: 'role_conflict' };
  const [after] = (await tx.update(users).set({ role_id: roleId }).where(eq(users.id, row.id)).returning()) as [UserRow];
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'team.role',
    entity: TEAM_AUDIT_ENTITY,
    entityId: row.id,
    before: { email: row.email, role_id: row.role_id },
    after: { email: row.email, role_id: roleId },
  });
  return { ok: true, member: memberOf(after, actor.sub) };
}

/** Removes a person's access to the client (their next call answers 403 no_access); the account stays. */
export async function removeTeamMember(tx: AppDb, clientId: number, userId: string, actor: AuditActor): Promise<TeamChangeResult> {
  await lockClient(tx, clientId);
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row || !(await hasAccess(tx, row.id, clientId))) return { ok: false, conflict: 'not_found' };
  if (row.role_id === ROLE_IDS.ADMIN && (await ownerCount(tx, clientId)) <= 1) return { ok: false, conflict: 'last_owner' };
  await tx.delete(userClients).where(and(eq(userClients.user_id, row.id), eq(userClients.client_id, clientId)));
  // A link this business holds dies with the access it was for.
  await usePasswordTokensOf(tx, row.id, new Date(), clientId);
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'team.remove',
    entity: TEAM_AUDIT_ENTITY,
    entityId: row.id,
    before: { email: row.email, role_id: row.role_id },
    after: null,
  });
  return { ok: true, member: null };
}

/** Withdraws a pending invite; false when there is none for that e-mail. */
export async function removeTeamInvite(tx: AppDb, clientId: number, email: string, actor: AuditActor): Promise<boolean> {
  const address = normalizeEmail(email);
  await lockClient(tx, clientId);
  const [gone] = await tx
    .delete(teamInvites)
    .where(and(eq(teamInvites.client_id, clientId), eq(teamInvites.email, address)))
    .returning();
  if (!gone) return false;
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'team.invite_remove',
    entity: TEAM_AUDIT_ENTITY,
    entityId: address,
    before: { email: address, role_id: gone.role_id },
    after: null,
  });
  return true;
}
