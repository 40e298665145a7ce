// Tests read what an identity message would carry (issue 28): the link queued beside the latest message to an
// address (mail_messages.secret_link; the sender is not started in API tests, so it is still there).
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/index.js';
import { mailMessages } from '../db/schema.js';

/** The secret link of the latest message of `kind` (default: any) to `address`; throws when there is none. */
export async function mailedLink(db: AppDb, address: string, kind?: string): Promise<string> {
  const [row] = await db
    .select({ link: mailMessages.secret_link })
    .from(mailMessages)
    .where(and(eq(mailMessages.to_address, address.trim().toLowerCase()), kind ? eq(mailMessages.kind, kind) : undefined))
    .orderBy(desc(mailMessages.id))
    .limit(1);
  if (!row?.link) throw new Error(`no link was mailed to ${address}`);
  return row.link;
}

/** The messages queued to `address`, oldest first. */
export function mailsTo(db: AppDb, address: string) {
  return db.select().from(mailMessages).where(eq(mailMessages.to_address, address.trim().toLowerCase())).orderBy(mailMessages.id);
}
