// One-time sign-in tickets of a new sign-up (issue 16 "the owner lands in /admin signed in"; table
// sign_in_tickets): handed to the browser in an HttpOnly cookie, redeemed by the built-in provider's login
// interaction instead of the password form. Only the SHA-256 is stored (as the team's set-password links).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { signInTickets, users } from '../../db/schema.js';
import { hashPasswordToken } from '../team/password-links-repository.js';

/** Long enough to open the editor after the sign-up answer, short enough not to linger. */
export const SIGN_IN_TICKET_TTL_MS = 10 * 60_000;

/** A new ticket for the user (the value in clear, for the cookie; never stored). */
export async function issueSignInTicket(db: AppDb, userId: string, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  // Tickets are never read once expired: the old ones go as new ones are made.
  await db.delete(signInTickets).where(lt(signInTickets.expires_at, new Date(now.getTime() - SIGN_IN_TICKET_TTL_MS)));
  await db.insert(signInTickets).values({
    ticket_hash: hashPasswordToken(ticket),
    user_id: userId,
    expires_at: new Date(now.getTime() + SIGN_IN_TICKET_TTL_MS),
    created_at: now,
  });
  return ticket;
}

/**
 * Uses a ticket up and answers its user's subject; null when it is unknown, used or expired. One
 * conditional update, so two redemptions at once cannot both succeed.
 */
export async function redeemSignInTicket(db: AppDb, ticket: string, now = new Date()): Promise<string | null> {
  if (!/^[\w-]{43}$/.test(ticket)) return null;
  const [used] = await db
    .update(signInTickets)
    .set({ used_at: now })
    .where(and(eq(signInTickets.ticket_hash, hashPasswordToken(ticket)), isNull(signInTickets.used_at), gt(signInTickets.expires_at, now)))
    .returning({ user_id: signInTickets.user_id });
  if (!used) return null;
  const [user] = await db.select({ sub: users.sub }).from(users).where(eq(users.id, used.user_id)).limit(1);
  return user?.sub ?? null;
}
