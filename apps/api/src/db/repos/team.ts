// The back office's Team screen (spec §6 roles): who has access to a client and with which role, the e-mails
// invited under an external issuer, and the owner's changes to them. Every change locks the client's row first
// (changes of one team run one after the other, so two owners removing each other cannot leave none) and is
// written with its audit entry in the same transaction. The rules (docs/decisions.md "Team"):
// - a user has one role for every business they work for (users.role_id): adding an existing account grants
//   access only with the role it has (409 role_conflict), and so does changing the role of someone who also
//   works for another business; an account with access nowhere takes the role asked;
// - a client keeps at least one owner (role 1) with access: removing or demoting the last one → last_owner.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LanguageId, RoleId } from '@vitrina/core-model';
import { ROLE_IDS } from '@vitrina/core-model';
import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { clients, passwordTokens, teamInvites, userClients, users } from '../schema.js';
import { recordAudit } from './audit.js';
import type { AuditActor } from './audit.js';
import { VITRINA_PROVIDER, normalizeEmail } from './users.js';
import type { UserRecord } from './users.js';

export const TEAM_AUDIT_ENTITY = 'team_member';
export const TEAM_PAGE_LIMIT = 100;
/** How long a set-password link works. */
export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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
  | { ok: true; member: TeamMemberRecord; /** The one-time set-password token, in clear: shown once. */ passwordToken: string | null }
  | { ok: false; conflict: TeamConflict };

export type TeamChangeResult = { ok: true; member: TeamMemberRecord | null } | { ok: false; conflict: TeamConflict | 'not_found' };

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

/** SHA-256 hex: what `password_tokens.token_hash` stores. */
export const hashPasswordToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

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
async function lockClient(tx: Tx, clientId: number): Promise<boolean> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  return row !== undefined;
}

async function hasAccess(tx: Tx, userId: string, clientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ user_id: userClients.user_id })
    .from(userClients)
    .where(and(eq(userClients.user_id, userId), eq(userClients.client_id, clientId)));
  return row !== undefined;
}

/** How many other businesses the user works for. */
async function otherClientCount(tx: Tx, userId: string, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userClients)
    .where(and(eq(userClients.user_id, userId), ne(userClients.client_id, clientId)));
  return Number(row?.n ?? 0);
}

async function ownerCount(tx: Tx, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(and(eq(userClients.client_id, clientId), eq(users.role_id, ROLE_IDS.ADMIN)));
  return Number(row?.n ?? 0);
}

async function newPasswordToken(tx: Tx, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(passwordTokens)
    .values({ token_hash: hashPasswordToken(token), user_id: userId, expires_at: new Date(now + PASSWORD_TOKEN_TTL_MS) });
  return token;
}

/**
 * Adds a person: an existing account gets access (with its own role, see the header); otherwise, with the
 * built-in provider a user without a password and a set-password token, with an external issuer an invite
 * that waits for the e-mail's first sign-in.
 */
export async function addTeamMember(
  db: AppDb,
  clientId: number,
  input: NewTeamMember,
  actor: AuditActor,
  options: { builtInProvider: boolean },
): Promise<AddTeamMemberResult> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx): Promise<AddTeamMemberResult> => {
    await lockClient(tx, clientId);
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    const audit = (entityId: string, after: Record<string, unknown>, action = 'team.add') =>
      recordAudit(tx, { clientId, actor, action, entity: TEAM_AUDIT_ENTITY, entityId, before: null, after });

    if (existing) {
      if (await hasAccess(tx, existing.id, clientId)) return { ok: false, conflict: 'already_member' };
      let row = existing;
      if (existing.role_id !== input.role_id) {
        if ((await otherClientCount(tx, existing.id, clientId)) > 0) return { ok: false, conflict: 'role_conflict' };
        [row] = (await tx.update(users).set({ role_id: input.role_id }).where(eq(users.id, existing.id)).returning()) as [UserRow];
      }
      await tx.insert(userClients).values({ user_id: row.id, client_id: clientId });
      await tx.delete(teamInvites).where(and(eq(teamInvites.client_id, clientId), eq(teamInvites.email, email)));
      const awaiting = options.builtInProvider && isBuiltInSubject(row.sub) && row.password_hash === null;
      const passwordToken = awaiting ? await newPasswordToken(tx, row.id) : null;
      await audit(row.id, { email, name: row.name, role_id: row.role_id });
      return { ok: true, member: memberOf(row, actor.sub), passwordToken };
    }

    if (options.builtInProvider) {
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
      const passwordToken = await newPasswordToken(tx, row.id);
      await audit(row.id, { email, name: row.name, role_id: row.role_id });
      return { ok: true, member: memberOf(row, actor.sub), passwordToken };
    }

    // External issuer: the e-mail's invites all carry one role, the one its user will get.
    const pending = await tx.select().from(teamInvites).where(eq(teamInvites.email, email));
    if (pending.some((invite) => invite.client_id === clientId)) return { ok: false, conflict: 'already_member' };
    if (pending.some((invite) => invite.role_id !== input.role_id)) return { ok: false, conflict: 'role_conflict' };
    await tx.insert(teamInvites).values({ client_id: clientId, email, role_id: input.role_id, invited_by: actor.sub });
    await audit(email, { email, role_id: input.role_id }, 'team.invite');
    const member: TeamMemberRecord = { user_id: null, email, name: '', role_id: input.role_id, status: 'invited', is_you: false };
    return { ok: true, member, passwordToken: null };
  });
}

/** Changes the role of a person with access (the user's one role, see the header). */
export async function changeTeamRole(
  db: AppDb,
  clientId: number,
  userId: string,
  roleId: RoleId,
  actor: AuditActor,
): Promise<TeamChangeResult> {
  return db.transaction(async (tx): Promise<TeamChangeResult> => {
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
  });
}

/** Removes a person's access to the client (their next call answers 403 no_access); the account stays. */
export async function removeTeamMember(db: AppDb, clientId: number, userId: string, actor: AuditActor): Promise<TeamChangeResult> {
  return db.transaction(async (tx): Promise<TeamChangeResult> => {
    await lockClient(tx, clientId);
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    if (!row || !(await hasAccess(tx, row.id, clientId))) return { ok: false, conflict: 'not_found' };
    if (row.role_id === ROLE_IDS.ADMIN && (await ownerCount(tx, clientId)) <= 1) return { ok: false, conflict: 'last_owner' };
    await tx.delete(userClients).where(and(eq(userClients.user_id, row.id), eq(userClients.client_id, clientId)));
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
  });
}

/** Withdraws a pending invite; false when there is none for that e-mail. */
export async function removeTeamInvite(db: AppDb, clientId: number, email: string, actor: AuditActor): Promise<boolean> {
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
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
  });
}

/**
 * The first sign-in of an invited e-mail (external issuer): creates the user with the subject of the token
 * and the invites' role, grants access to every inviting client and deletes the invites. Null when the e-mail
 * has no invite (or its account exists under another subject).
 */
export async function claimTeamInvites(db: AppDb, who: { sub: string; email: string; name?: string }): Promise<UserRecord | null> {
  const email = normalizeEmail(who.email);
  return db.transaction(async (tx) => {
    const invites = await tx.select().from(teamInvites).where(eq(teamInvites.email, email)).for('update');
    if (invites.length === 0) return null;
    const [row] = await tx
      .insert(users)
      .values({ sub: who.sub, email, name: who.name ?? '', password_hash: null, role_id: invites[0]!.role_id })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx
      .insert(userClients)
      .values(invites.map((invite) => ({ user_id: row.id, client_id: invite.client_id })))
      .onConflictDoNothing();
    await tx.delete(teamInvites).where(eq(teamInvites.email, email));
    for (const invite of invites) {
      await recordAudit(tx, {
        clientId: invite.client_id,
        actor: { sub: who.sub, email },
        action: 'team.join',
        entity: TEAM_AUDIT_ENTITY,
        entityId: row.id,
        before: { email, role_id: invite.role_id },
        after: { email, role_id: row.role_id },
      });
    }
    return {
      id: row.id,
      sub: row.sub,
      email: row.email,
      name: row.name,
      role_id: row.role_id as RoleId,
      language_id: row.language_id as LanguageId,
    };
  });
}

export type PasswordTokenState = 'valid' | 'used' | 'expired' | 'unknown';

/** What a set-password link can still do. */
export async function passwordTokenState(db: AppDb, token: string, now = new Date()): Promise<PasswordTokenState> {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(eq(passwordTokens.token_hash, hashPasswordToken(token)));
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  return row.expires_at <= now ? 'expired' : 'valid';
}

/**
 * Uses a set-password link: marks it used (once: a second use, even at the same time, finds it used) and
 * stores the password hash; the user's other links stop working too. False when the link cannot be used.
 */
export async function usePasswordToken(db: AppDb, token: string, passwordHash: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordTokens)
      .set({ used_at: now })
      .where(
        and(eq(passwordTokens.token_hash, hashPasswordToken(token)), isNull(passwordTokens.used_at), gt(passwordTokens.expires_at, now)),
      )
      .returning();
    if (!used) return false;
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, used.user_id));
    await tx
      .update(passwordTokens)
      .set({ used_at: now })
      .where(and(eq(passwordTokens.user_id, used.user_id), isNull(passwordTokens.used_at)));
    return true;
  });
}
