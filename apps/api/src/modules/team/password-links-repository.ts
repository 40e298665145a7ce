// Set-password links of the built-in provider (issue 25; docs/decisions.md "Set-password links"): who may hold
// one (mayHoldPasswordLink, the one rule), issuing one, and what one can still do when opened and used. The
// team module's (issue 27: it is the only writer of password_tokens and users); the identity provider opens
// and uses links through password-links-service.ts.
//
// A link lets whoever holds it become the account, so it may exist only for an account that nobody has become
// yet and that no other business relies on: made by the built-in provider, never given a password (hence never
// signed in), and with access to no business but the one whose owner holds the link. The rule is asked when a
// link is issued (team-repository.ts addTeamMember) and again when it is opened and used; any
// other account known to Vitrina is invited instead, and accepts or declines it signed in
// (invites-repository.ts).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { VITRINA_PROVIDER } from '../../db/repos/users.js';
import { passwordTokens, userClients, users } from '../../db/schema.js';

type Reader = Pick<AppDb, 'select'>;

/** How long a set-password link works. */
export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a "Forgot password?" link works (issue 28). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What a link of password_tokens does (issue 28): the first two set a password, the third confirms the e-mail. */
export type TokenPurpose = 'set_password' | 'reset_password' | 'confirm_email';
const PASSWORD_PURPOSES: TokenPurpose[] = ['set_password', 'reset_password'];

/** SHA-256 hex: what `password_tokens.token_hash` stores. */
export const hashPasswordToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface LinkAccount {
  id: string;
  sub: string;
  password_hash: string | null;
}

/** True when the owner of `clientId` may hold (be handed, or still use) a set-password link to `account`. */
export async function mayHoldPasswordLink(db: Reader, account: LinkAccount, clientId: number): Promise<boolean> {
  if (!account.sub.startsWith(`${VITRINA_PROVIDER}|`) || account.password_hash !== null) return false;
  const elsewhere = await db
    .select({ client_id: userClients.client_id })
    .from(userClients)
    .where(and(eq(userClients.user_id, account.id), ne(userClients.client_id, clientId)))
    .limit(1);
  return elsewhere.length === 0;
}

/**
 * The only way a link is made: a new one for the owner of `clientId` (the token in clear, shown once), or null
 * when the rule refuses. The account's earlier links stop working (one holder at a time).
 */
export async function issuePasswordLink(tx: AppDb, account: LinkAccount, clientId: number, now = Date.now()): Promise<string | null> {
  if (!(await mayHoldPasswordLink(tx, account, clientId))) return null;
  await usePasswordTokensOf(tx, account.id, new Date(now));
  return insertToken(tx, { userId: account.id, clientId, purpose: 'set_password', expiresAt: new Date(now + PASSWORD_TOKEN_TTL_MS) });
}

/** A new token of `purpose` (its hash stored); the token in clear. */
export async function insertToken(
  tx: AppDb,
  link: { userId: string; clientId: number | null; purpose: TokenPurpose; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordTokens).values({
    token_hash: hashPasswordToken(token),
    user_id: link.userId,
    client_id: link.clientId,
    purpose: link.purpose,
    expires_at: link.expiresAt,
  });
  return token;
}

/**
 * A "Forgot password?" link (issue 28) for a built-in account, valid 1 hour, mailed only to the account's own
 * address; the account's earlier password links stop working. Null for an account of another provider.
 */
export async function issueResetLink(tx: AppDb, account: LinkAccount, clientId: number | null, now = Date.now()): Promise<string | null> {
  if (!account.sub.startsWith(`${VITRINA_PROVIDER}|`)) return null;
  await usePasswordTokensOf(tx, account.id, new Date(now));
  return insertToken(tx, { userId: account.id, clientId, purpose: 'reset_password', expiresAt: new Date(now + RESET_TOKEN_TTL_MS) });
}

/** Uses up the account's unused password links (set and reset; of one business, or all). */
export async function usePasswordTokensOf(tx: AppDb, userId: string, now: Date, clientId?: number): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(passwordTokens.user_id, userId),
        isNull(passwordTokens.used_at),
        inArray(passwordTokens.purpose, PASSWORD_PURPOSES),
        clientId === undefined ? undefined : eq(passwordTokens.client_id, clientId),
      ),
    );
}

/**
 * Whether a password link still works for its account: a reset link for any built-in account (it went to the
 * account's own address); a set-password link under the link rule of its business.
 */
async function linkStillHeld(db: Reader, purpose: string, account: LinkAccount, clientId: number | null): Promise<boolean> {
  if (purpose === 'reset_password') return account.sub.startsWith(`${VITRINA_PROVIDER}|`);
  return clientId !== null && mayHoldPasswordLink(db, account, clientId);
}

export type PasswordTokenState = 'valid' | 'used' | 'expired' | 'unknown';

/**
 * What a set-password link can still do. A link whose account no longer passes the link rule (it signed in, or
 * joined another business, since) is 'unknown': nothing about the account is told.
 */
export async function passwordTokenState(db: AppDb, token: string, now = new Date()): Promise<PasswordTokenState> {
  const [row] = await db
    .select({ token: passwordTokens, account: { id: users.id, sub: users.sub, password_hash: users.password_hash } })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.user_id))
    .where(and(eq(passwordTokens.token_hash, hashPasswordToken(token)), inArray(passwordTokens.purpose, PASSWORD_PURPOSES)));
  if (!row) return 'unknown';
  if (row.token.used_at) return 'used';
  if (row.token.expires_at <= now) return 'expired';
  return (await linkStillHeld(db, row.token.purpose, row.account, row.token.client_id)) ? 'valid' : 'unknown';
}

/**
 * Uses a set-password link, in the caller's transaction: marks it used (once: a second use, even at the same
 * time, finds it used) and stores the password hash; the user's other links stop working too. False when the
 * link cannot be used, including when its account no longer passes the link rule for the link's business.
 */
export async function usePasswordToken(tx: AppDb, token: string, passwordHash: string, now = new Date()): Promise<boolean> {
  const tokenHash = hashPasswordToken(token);
  const [peek] = await tx.select({ user_id: passwordTokens.user_id }).from(passwordTokens).where(eq(passwordTokens.token_hash, tokenHash));
  if (!peek) return false;
  // The account row first, as addTeamMember locks it before its links: a team change in progress is waited for.
  const [account] = await tx.select().from(users).where(eq(users.id, peek.user_id)).for('update');
  const [link] = await tx
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.token_hash, tokenHash),
        inArray(passwordTokens.purpose, PASSWORD_PURPOSES),
        isNull(passwordTokens.used_at),
        gt(passwordTokens.expires_at, now),
      ),
    )
    .for('update');
  if (!account || !link) return false;
  if (!(await linkStillHeld(tx, link.purpose, account, link.client_id))) return false;
  // The link came by mail to the account's address: using it proves the address too.
  await tx
    .update(users)
    .set({ password_hash: passwordHash, email_confirmed_at: account.email_confirmed_at ?? now })
    .where(eq(users.id, account.id));
  await usePasswordTokensOf(tx, account.id, now);
  return true;
}
