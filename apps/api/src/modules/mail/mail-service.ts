// The mail module's service (issue 28): the only writer of `mail_messages`. A subscriber queues rendered
// messages here; a repeated dedupe key queues nothing; the sender is nudged after a new message.
import { randomUUID } from 'node:crypto';
import type { AppDb, Database } from '../../db/index.js';
import { insertMessages } from './mail-repository.js';
import type { NewMail } from './mail-repository.js';
import type { MailSender } from './mail-sender.js';

export type QueuedMail = Omit<NewMail, 'messageId'>;

/** A Message-ID that is the message's for good: `<uuid@domain of MAIL_FROM>`. */
export function newMessageId(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@')[1]?.trim() || 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** Queues `messages` (those whose dedupe keys are new) and nudges the sender; returns the new rows' ids. */
export async function queueMail(
  deps: { database: Database; mail: MailSender; mailFrom: string },
  messages: readonly QueuedMail[],
): Promise<number[]> {
  const ids = await insertMessages(
    deps.database.db,
    messages.map((m) => ({ ...m, messageId: newMessageId(deps.mailFrom) })),
  );
  if (ids.length > 0) deps.mail.nudge();
  return ids;
}

/**
 * Queues `messages` in the caller's transaction (a message that must exist exactly when its cause does: an
 * identity link issued in the same transaction). Nudge the sender after the commit (`mail.nudge()`).
 */
export async function queueMailIn(tx: AppDb, mailFrom: string, messages: readonly QueuedMail[]): Promise<number[]> {
  return insertMessages(
    tx,
    messages.map((m) => ({ ...m, messageId: newMessageId(mailFrom) })),
  );
}
