// Team invites from the invited person's side (issue 25; docs/decisions.md "Team invites need the person's
// consent"). The one rule of when an invite becomes access (claimTeamInvites, asked on every owner call by
// user-service.ts, and acceptTeamInvite):
// - a person who has access to some business never joins another one without saying so: their invites wait
//   until they accept one, signed in (or decline it). Joining a business makes its hosts ones where the
//   person "has a role", where the built-in provider sends their authorization codes (identity/code-recipient.ts);
//   a business that controls its custom domain's DNS and joined them uninvited could redeem a code of theirs,
//   and tokens are not scoped per business, so that would be a takeover of their access everywhere;
// - a person (or a new subject) with access to no business has nothing to take over: their invite is claimed at
//   sign-in when it is their only one. With several pending, none is: they choose, as anyone else does.
// A person has one role for every business (users.role_id): an invite with another role than theirs elsewhere
// answers role_conflict; a person with access nowhere takes the invite's role.
import { isUuid } from '../../db/uuid.js';
import type { RoleId } from '@vitrina/core-model';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients, teamInvites, userClients, users } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { NewAuditEntry } from '../../db/repos/audit.js';
import { TEAM_AUDIT_ENTITY } from './team-repository.js';
import { normalizeEmail, toUser } from '../../db/repos/users.js';
import type { UserRecord } from '../../db/repos/users.js';

type Reader = Pick<AppDb, 'select'>;
type UserRow = typeof users.$inferSelect;
type InviteRow = typeof teamInvites.$inferSelect;

/** An invite as its person sees it: the business's name and the role, nothing else of the business. */
export interface OwnInviteRecord {
  id: string;
  business_name: string;
  role_id: RoleId;
}

export type AcceptInviteResult =
  { ok: true; invite: OwnInviteRecord; subdomain: string } | { ok: false; conflict: 'not_found' | 'role_conflict' };

/** True when the id has the shape of an invite's id. */
export const isInviteId = (value: string): boolean => isUuid(value);

async function accessCount(db: Reader, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userClients).where(eq(userClients.user_id, userId));
  return Number(row?.n ?? 0);
}

/** The invite becomes access (the caller has checked the role rule); used up and audited. */
async function join(tx: AppDb, user: UserRow, invite: InviteRow): Promise<UserRow> {
  let row = user;
  if (row.role_id !== invite.role_id) {
    [row] = (await tx.update(users).set({ role_id: invite.role_id }).where(eq(users.id, row.id)).returning()) as [UserRow];
  }
  await tx.insert(userClients).values({ user_id: row.id, client_id: invite.client_id }).onConflictDoNothing();
  await closeInvite(tx, invite, {
    actor: { sub: row.sub, email: row.email },
    action: 'team.join',
    entityId: row.id,
    email: row.email,
    after: { email: row.email, role_id: row.role_id },
  });
  return row;
}

/** The invite is used up or declined: deleted, and audited for its business as `email` with its role before. */
async function closeInvite(
  tx: AppDb,
  invite: InviteRow,
  audit: Pick<NewAuditEntry, 'actor' | 'action' | 'entityId' | 'after'> & { email: string },
): Promise<void> {
  await tx.delete(teamInvites).where(eq(teamInvites.id, invite.id));
  await recordAudit(tx, {
    clientId: invite.client_id,
    actor: audit.actor,
    action: audit.action,
    entity: TEAM_AUDIT_ENTITY,
    entityId: audit.entityId,
    before: { email: audit.email, role_id: invite.role_id },
    after: audit.after,
  });
}

/** Who signs in, as their token names them. */
export interface InviteClaimant {
  sub: string;
  email: string;
  name?: string;
}

/**
 * Whether `who` may have invites to claim (an invite waits for the e-mail, and the subject has access to no
 * business): most calls have nothing to claim, and are answered by this read without a transaction.
 */
export async function mayClaimTeamInvites(db: AppDb, who: InviteClaimant): Promise<boolean> {
  const email = normalizeEmail(who.email);
  const [any] = await db.select({ email: teamInvites.email }).from(teamInvites).where(eq(teamInvites.email, email)).limit(1);
  if (!any) return false;
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.sub, who.sub));
  return !(known && (await accessCount(db, known.id)) > 0);
}

/**
 * The sign-in side of invites (user-service.ts, on every owner call), under the rule above, in the caller's
 * transaction: only a person with access to no business and exactly one pending invite joins automatically. A
 * subject unknown to `users` with invites gets its user (the oldest invite's role) either way, so that it can
 * list and accept them. Null when nothing was made or claimed, or the e-mail's account has another subject.
 */
export async function claimTeamInvites(tx: AppDb, who: InviteClaimant): Promise<UserRecord | null> {
  const email = normalizeEmail(who.email);
  const invites = await tx
    .select()
    .from(teamInvites)
    .where(eq(teamInvites.email, email))
    .orderBy(asc(teamInvites.created_at), asc(teamInvites.client_id))
    .for('update');
  if (invites.length === 0) return null;
  let [row] = await tx.select().from(users).where(eq(users.sub, who.sub)).for('update');
  if (row && row.email !== email) return null;
  let created = false;
  if (!row) {
    [row] = await tx
      .insert(users)
      .values({ sub: who.sub, email, name: who.name ?? '', password_hash: null, role_id: invites[0]!.role_id })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    created = true;
  } else if ((await accessCount(tx, row.id)) > 0) {
    return null;
  }
  if (invites.length !== 1) return created ? toUser(row) : null;
  return toUser(await join(tx, row, invites[0]!));
}

/** The signed-in person's pending invites (by their account's e-mail), oldest first. */
export async function listOwnInvites(db: AppDb, user: Pick<UserRecord, 'email'>): Promise<OwnInviteRecord[]> {
  const rows = await db
    .select({ id: teamInvites.id, business_name: clients.name, role_id: teamInvites.role_id })
    .from(teamInvites)
    .innerJoin(clients, eq(clients.id, teamInvites.client_id))
    .where(eq(teamInvites.email, normalizeEmail(user.email)))
    .orderBy(asc(teamInvites.created_at), asc(teamInvites.client_id));
  return rows.map((row) => ({ ...row, role_id: row.role_id as RoleId }));
}

/** The invite `id` of this person, locked after its client (team changes lock the client first). */
async function lockOwnInvite(tx: AppDb, id: string, email: string): Promise<InviteRow | null> {
  const mine = and(eq(teamInvites.id, id), eq(teamInvites.email, normalizeEmail(email)));
  const [peek] = await tx.select({ client_id: teamInvites.client_id }).from(teamInvites).where(mine);
  if (!peek) return null;
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, peek.client_id)).for('update');
  const [invite] = await tx.select().from(teamInvites).where(mine).for('update');
  return invite ?? null;
}

/**
 * The person accepts their invite: access to its business with the one-role rule (their role elsewhere must
 * be the invite's → else role_conflict, the invite stays; with access nowhere they take the invite's role).
 * not_found for an id that is not one of this person's pending invites.
 */
export async function acceptTeamInvite(tx: AppDb, user: Pick<UserRecord, 'id' | 'email'>, id: string): Promise<AcceptInviteResult> {
  if (!isInviteId(id)) return { ok: false, conflict: 'not_found' };
  const invite = await lockOwnInvite(tx, id, user.email);
  if (!invite) return { ok: false, conflict: 'not_found' };
  const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
  if (!row || row.email !== invite.email) return { ok: false, conflict: 'not_found' };
  if (row.role_id !== invite.role_id && (await accessCount(tx, row.id)) > 0) return { ok: false, conflict: 'role_conflict' };
  await join(tx, row, invite);
  const [client] = await tx
    .select({ name: clients.name, subdomain: clients.wurkzen_subdomain })
    .from(clients)
    .where(eq(clients.id, invite.client_id));
  return {
    ok: true,
    invite: { id: invite.id, business_name: client!.name, role_id: invite.role_id as RoleId },
    subdomain: client!.subdomain,
  };
}

/** The person declines their invite: it is deleted (audited for its business). False when it is not theirs. */
export async function declineTeamInvite(tx: AppDb, user: Pick<UserRecord, 'sub' | 'email'>, id: string): Promise<boolean> {
  if (!isInviteId(id)) return false;
  const invite = await lockOwnInvite(tx, id, user.email);
  if (!invite) return false;
  await closeInvite(tx, invite, {
    actor: { sub: user.sub, email: invite.email },
    action: 'team.invite_decline',
    entityId: invite.email,
    email: invite.email,
    after: null,
  });
  return true;
}
