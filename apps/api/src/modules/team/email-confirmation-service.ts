// A sign-up's e-mail confirmation (issue 28): the owner's site goes live at once; their address is confirmed by
// a one-time link mailed to it (password_tokens, purpose `confirm_email`, 30 days), sent again on request (the
// back office's banner: the old link dies) and once more, as a reminder, to an owner still unconfirmed 14 days
// after signing up (the sweep below, on every node: the reminder's dedupe key and the conditional claim of
// `email_confirm_reminded_at` let it go once). Each link is issued in the transaction that queues its message.
// Everyone but a sign-up's owner is taken as confirmed (users.email_confirmed_at defaults to now).
import { localeFromLanguageId } from '@vitrina/i18n';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { passwordTokens, userClients, users } from '../../db/schema.js';
import { startSweep } from '../../services/repeating-task.js';
import type { RepeatingTask } from '../../services/repeating-task.js';
import { prepareIdentityMail, queueIdentityMail } from '../mail/index.js';
import type { IdentityMailKind } from '../mail/index.js';
import { hashPasswordToken, insertToken } from './password-links-repository.js';
import type { MailNudge } from './team-service.js';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An owner still unconfirmed this long after signing up is reminded (once). */
export const CONFIRM_REMINDER_AFTER_MS = 14 * 24 * 60 * 60 * 1000;
export const CONFIRM_REMINDER_SWEEP_INTERVAL_MS = 60 * 60_000;

export type EmailConfirmState = 'confirmed' | 'used' | 'expired' | 'unknown';

/** The sign-up's owner is not confirmed yet (in the sign-up's transaction). */
export async function markEmailUnconfirmed(tx: AppDb, userId: string): Promise<void> {
  await tx.update(users).set({ email_confirmed_at: null }).where(eq(users.id, userId));
}

/** The business a person's messages come from: the first they work for (null: none). */
async function firstClientOf(db: AppDb, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ client_id: userClients.client_id })
    .from(userClients)
    .where(eq(userClients.user_id, userId))
    .orderBy(asc(userClients.client_id))
    .limit(1);
  return row?.client_id ?? null;
}

/**
 * Issues a confirmation link (the person's earlier ones die) and queues its message in one transaction, unless
 * the address is confirmed already or `claim` (the reminder's) finds it taken. True when a message was queued.
 */
async function sendConfirmation(
  ctx: AppContext,
  userId: string,
  kind: Extract<IdentityMailKind, 'confirm' | 'confirmReminder'>,
  now: Date,
): Promise<boolean> {
  const db = ctx.database.db;
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  if (!person || person.email_confirmed_at !== null) return false;
  const clientId = await firstClientOf(db, userId);
  if (clientId === null) return false;
  const to = { clientId, address: person.email, name: person.name, locale: localeFromLanguageId(person.language_id) };
  const prepared = await prepareIdentityMail(db, ctx.config, kind, to);
  if (!prepared) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row || row.email_confirmed_at !== null) return false;
    if (kind === 'confirmReminder') {
      if (row.email_confirm_reminded_at !== null) return false;
      await tx.update(users).set({ email_confirm_reminded_at: now }).where(eq(users.id, userId));
    }
    await tx
      .update(passwordTokens)
      .set({ used_at: now })
      .where(and(eq(passwordTokens.user_id, userId), eq(passwordTokens.purpose, 'confirm_email'), isNull(passwordTokens.used_at)));
    const token = await insertToken(tx, {
      userId,
      clientId,
      purpose: 'confirm_email',
      expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    });
    const dedupeKey =
      kind === 'confirmReminder' ? `email_confirm_reminder:user:${userId}` : `email_confirm:link:${hashPasswordToken(token)}`;
    const queued = await queueIdentityMail(tx, ctx.config, prepared.withLink(token, dedupeKey));
    return queued.length > 0;
  });
}

/** Mails the person (unconfirmed) a confirmation link; false when there is nothing to confirm. */
export async function sendEmailConfirmation(ctx: AppContext, userId: string, mail?: MailNudge, now = new Date()): Promise<boolean> {
  const sent = await sendConfirmation(ctx, userId, 'confirm', now);
  if (sent) mail?.nudge();
  return sent;
}

/** When the person confirmed their e-mail; null: not yet. */
export async function emailConfirmedAtOf(db: AppDb, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.email_confirmed_at }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** Uses a confirmation link: the address is confirmed, once; what the link could do otherwise. */
export async function confirmEmailWithLink(db: AppDb, token: string, now = new Date()): Promise<EmailConfirmState> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.token_hash, hashPasswordToken(token)), eq(passwordTokens.purpose, 'confirm_email')))
      .for('update');
    if (!link) return 'unknown';
    if (link.used_at) return 'used';
    if (link.expires_at <= now) return 'expired';
    await tx.update(passwordTokens).set({ used_at: now }).where(eq(passwordTokens.token_hash, link.token_hash));
    await tx
      .update(users)
      .set({ email_confirmed_at: now })
      .where(and(eq(users.id, link.user_id), isNull(users.email_confirmed_at)));
    return 'confirmed';
  });
}

/** Reminds every owner unconfirmed since before `now` − 14 days and not reminded yet; answers how many were. */
export async function remindUnconfirmedOwners(ctx: AppContext, mail?: MailNudge, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CONFIRM_REMINDER_AFTER_MS);
  const due = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.email_confirmed_at), isNull(users.email_confirm_reminded_at), lte(users.created_at, before)))
    .orderBy(asc(users.created_at))
    .limit(200);
  let reminded = 0;
  for (const { id } of due) if (await sendConfirmation(ctx, id, 'confirmReminder', now)) reminded++;
  if (reminded > 0) mail?.nudge();
  return reminded;
}

export type ReminderSweeper = RepeatingTask;

/** Runs the reminder sweep now and every `intervalMs` (0: only now), one run at a time; failures are logged. */
export function startConfirmReminderSweeper(
  ctx: AppContext,
  mail: MailNudge,
  intervalMs: number,
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
): ReminderSweeper {
  const done = { counted: 'reminded', message: 'owners reminded to confirm their e-mail' };
  return startSweep(() => remindUnconfirmedOwners(ctx, mail), intervalMs, log, {
    failed: 'e-mail confirmation reminder sweep failed',
    done,
  });
}
