// The outbox's rows (issue 28; db/schema/mail.ts). Queueing is an insert that a repeated dedupe key turns
// into nothing; a claim is one conditional UPDATE over rows picked `FOR UPDATE SKIP LOCKED`, so two senders
// (two nodes) never claim one row, and a claim is a lease (`claimed_until`) that a dead sender loses.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/index.js';
import { keysetPage, pageLimit } from '../../db/paging.js';
import { searchWords, wordsInFields } from '../../db/search.js';
import { mailMessages } from '../../db/schema.js';
import type { MailAttachment, MailStatus } from '../../db/schema/mail.js';
import type { MailTemplateRef } from './mail-render.js';

export type MailRow = typeof mailMessages.$inferSelect;

/** A message to queue: everything the row holds but its sending state. */
export interface NewMail {
  clientId: number;
  kind: string;
  eventId: number | null;
  dedupeKey: string;
  to: { address: string; name: string };
  fromName: string;
  replyTo: string | null;
  language: 'en' | 'es';
  subject: string;
  /** Empty with a `template`: the sender renders them when it sends (mail-render.ts). */
  html: string;
  text: string;
  template?: MailTemplateRef | null;
  attachments?: MailAttachment[];
  /** The link that replaces SECRET_LINK_PLACEHOLDER when sent (secret-link.ts); cleared once settled. */
  secretLink?: string | null;
  orderId?: number | null;
  appointmentId?: number | null;
  quoteId?: number | null;
  messageId: string;
}

/** Inserts the messages whose dedupe keys are new; returns the ids of those inserted. */
export async function insertMessages(db: AppDb, messages: readonly NewMail[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(mailMessages)
    .values(
      messages.map((m) => ({
        client_id: m.clientId,
        kind: m.kind,
        event_id: m.eventId,
        dedupe_key: m.dedupeKey,
        to_address: m.to.address,
        to_name: m.to.name,
        from_name: m.fromName,
        reply_to: m.replyTo,
        language: m.language,
        subject: m.subject,
        html: m.html,
        text: m.text,
        template: m.template ?? null,
        attachments: m.attachments ?? [],
        secret_link: m.secretLink ?? null,
        order_id: m.orderId ?? null,
        appointment_id: m.appointmentId ?? null,
        quote_id: m.quoteId ?? null,
        message_id: m.messageId,
      })),
    )
    .onConflictDoNothing({ target: mailMessages.dedupe_key })
    .returning({ id: mailMessages.id });
  return rows.map((r) => r.id);
}

/**
 * Claims up to `limit` queued messages that are due and not leased, oldest first: each gets a lease of
 * `leaseMs` and one more attempt (a sender killed mid-send has used it).
 */
export async function claimDue(db: AppDb, limit: number, leaseMs: number): Promise<MailRow[]> {
  const t = mailMessages;
  const due = sql`select ${t.id} from ${t}
    where ${t.status} = 'queued' and ${t.next_attempt_at} <= now() and (${t.claimed_until} is null or ${t.claimed_until} <= now())
    order by ${t.next_attempt_at}, ${t.id} limit ${limit} for update skip locked`;
  const rows = await db
    .update(t)
    .set({ claimed_until: sql`now() + make_interval(secs => ${leaseMs / 1000})`, attempts: sql`${t.attempts} + 1` })
    .where(sql`${t.id} in (${due})`)
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The outcome of one try: sent, tried again at `retryInMs`, or final (failed, not sent) with its reason. */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'retry'; error: string; retryInMs: number }
  | { status: Extract<MailStatus, 'failed' | 'not_sent'>; error: string };

/**
 * Records one try's outcome; `rendered`: the body the sender rendered from the row's template for this try,
 * kept on the row from now on (the back office shows what was sent; a later try sends the same).
 */
export async function recordOutcome(
  db: AppDb,
  id: number,
  outcome: SendOutcome,
  rendered: { html: string; text: string } | null = null,
): Promise<void> {
  const t = mailMessages;
  const where = and(eq(t.id, id), eq(t.status, 'queued'));
  const body = rendered ? { html: rendered.html, text: rendered.text, template: null } : {};
  switch (outcome.status) {
    case 'sent':
      await db
        .update(t)
        .set({ ...body, status: 'sent', sent_at: sql`now()`, claimed_until: null, last_error: null, secret_link: null })
        .where(where);
      return;
    case 'retry':
      await db
        .update(t)
        .set({
          ...body,
          claimed_until: null,
          last_error: outcome.error.slice(0, 2_000),
          next_attempt_at: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
        })
        .where(where);
      return;
    default:
      await db
        .update(t)
        .set({ ...body, status: outcome.status, claimed_until: null, last_error: outcome.error.slice(0, 2_000), secret_link: null })
        .where(where);
  }
}

/** A client's messages, newest first (the back office's Sent view builds on it). */
export async function listMessages(db: AppDb, clientId: number, limit = 50): Promise<MailRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.client_id, clientId))
    .orderBy(sql`${mailMessages.id} desc`)
    .limit(limit);
}

/** The messages about one order, oldest first. */
export async function messagesOfOrder(db: AppDb, orderId: number): Promise<MailRow[]> {
  return db.select().from(mailMessages).where(eq(mailMessages.order_id, orderId)).orderBy(asc(mailMessages.id));
}

/** The back office's list of a client's messages: a status and what they are about narrow it. */
export interface MailPageQuery {
  status?: MailStatus;
  /** Words looked for in the subject and the recipient's address and name. */
  q?: string;
  orderId?: number;
  appointmentId?: number;
  quoteId?: number;
  /** The id of the previous page's last message. */
  cursor?: number;
  limit?: number;
}

/** One page of a client's messages, newest first (ids grow with time: the id is the key). */
export async function pageOfMessages(
  db: AppDb,
  clientId: number,
  query: MailPageQuery,
  fallbackLimit: number,
): Promise<{ page: MailRow[]; next_cursor: string | null }> {
  const t = mailMessages;
  const limit = pageLimit(query.limit, fallbackLimit);
  const where: (SQL | undefined)[] = [
    eq(t.client_id, clientId),
    query.status === undefined ? undefined : eq(t.status, query.status),
    wordsInFields(searchWords(query.q), [t.subject, t.to_address, t.to_name]),
    query.orderId === undefined ? undefined : eq(t.order_id, query.orderId),
    query.appointmentId === undefined ? undefined : eq(t.appointment_id, query.appointmentId),
    query.quoteId === undefined ? undefined : eq(t.quote_id, query.quoteId),
    query.cursor === undefined ? undefined : lt(t.id, query.cursor),
  ];
  const rows = await db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, (row) => row);
}

/** The client's message `id`; null when the client has none of that id. */
export async function findMessage(db: AppDb, clientId: number, id: number): Promise<MailRow | null> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.client_id, clientId), eq(mailMessages.id, id)));
  return row ?? null;
}
