// "Forgot password?" of the built-in provider (issue 28): a one-time link, valid 1 hour, mailed to the address
// typed, only when it is a built-in account's that works for some business (the message comes from the first
// one, and its link is on that business's site host, never on the host the request named). Nothing of the
// outcome is told to the asker: the sign-in page answers the same for every address, and runs this after it
// has answered (identity/forgot-password-routes.ts), so the time taken tells nothing either.
import { localeFromLanguageId } from '@vitrina/i18n';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { normalizeEmail } from '../../db/repos/users.js';
import { userClients, users } from '../../db/schema.js';
import { prepareIdentityMail, queueIdentityMail } from '../mail/index.js';
import { hashPasswordToken, issueResetLink } from './password-links-repository.js';
import type { MailNudge } from './team-service.js';

/** Mails a reset link to `email` when it is a built-in account's with access to a business; true when one was queued. */
export async function requestPasswordReset(ctx: AppContext, email: string, mail?: MailNudge, now = Date.now()): Promise<boolean> {
  const db = ctx.database.db;
  const [person] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!person) return false;
  const [access] = await db
    .select({ client_id: userClients.client_id })
    .from(userClients)
    .where(eq(userClients.user_id, person.id))
    .orderBy(asc(userClients.client_id))
    .limit(1);
  if (!access) return false;
  const to = { clientId: access.client_id, address: person.email, name: person.name, locale: localeFromLanguageId(person.language_id) };
  const prepared = await prepareIdentityMail(db, ctx.config, 'reset', to);
  if (!prepared) return false;
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, person.id)).for('update');
    if (!row) return false;
    const token = await issueResetLink(tx, row, access.client_id, now);
    if (!token) return false;
    await queueIdentityMail(tx, ctx.config, prepared.withLink(token, `password_reset:link:${hashPasswordToken(token)}`));
    return true;
  });
  if (queued) mail?.nudge();
  return queued;
}
