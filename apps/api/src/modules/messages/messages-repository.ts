// The contact-us messages (spec §3 "Contact-us form": name, e-mail, phone, message): stored as a visitor
// sends them, and in the back office newest first, one page at a time (keyset on created_at, id), searched
// and filtered in the database; a change of read/archived state is written with its audit entry in the
// service's transaction. Only messages-service.ts writes this table (the test fixtures seed with it too).
import type { ContactUsForm } from '@vitrina/core-model';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { afterCursor, keysetPage, pageLimit } from '../../db/paging.js';
import { isoOrNull, searchWords, wordsInFields } from '../../db/search.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { contactMessages } from '../../db/schema.js';

export interface StoredContactMessage extends ContactUsForm {
  id: number;
  client_id: number;
  created_at: string;
}

/** Stores an already validated message. */
export async function insertContactMessage(db: AppDb, clientId: number, form: ContactUsForm): Promise<StoredContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({ client_id: clientId, name: form.name, email: form.email, phone: form.phone, message: form.message })
    .returning();
  return { ...row!, created_at: row!.created_at.toISOString() };
}

export async function listContactMessages(db: AppDb, clientId: number, limit = 100): Promise<StoredContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.client_id, clientId))
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** `inbox`: every message not archived (the back office's default view). */
export type MessageStatus = 'inbox' | 'unread' | 'read' | 'archived' | 'all';

/** Largest page one call returns. */
export const MESSAGE_PAGE_LIMIT = 50;

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  read_at: string | null;
  archived_at: string | null;
}

export interface MessagePage {
  messages: ContactMessageRecord[];
  /** The cursor of the next page (the last message's id); null on the last page. */
  next_cursor: string | null;
}

export interface MessageQuery {
  status?: MessageStatus;
  /** Words looked for in the name, e-mail, phone and message (case-insensitive). */
  q?: string;
  /** `next_cursor` of the previous page. */
  cursor?: number;
  limit?: number;
}

export interface MessageChange {
  read?: boolean;
  archived?: boolean;
}

type MessageRow = typeof contactMessages.$inferSelect;

function toRecord(row: MessageRow): ContactMessageRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.created_at.toISOString(),
    read_at: isoOrNull(row.read_at),
    archived_at: isoOrNull(row.archived_at),
  };
}

const STATUS_FILTERS: Record<MessageStatus, SQL | undefined> = {
  inbox: isNull(contactMessages.archived_at),
  unread: and(isNull(contactMessages.read_at), isNull(contactMessages.archived_at)),
  read: and(isNotNull(contactMessages.read_at), isNull(contactMessages.archived_at)),
  archived: isNotNull(contactMessages.archived_at),
  all: undefined,
};

const searchFilter = (q: string | undefined) =>
  wordsInFields(searchWords(q), [contactMessages.name, contactMessages.email, contactMessages.phone, contactMessages.message]);

export async function listMessages(db: AppDb, clientId: number, query: MessageQuery = {}): Promise<MessagePage> {
  const limit = pageLimit(query.limit, MESSAGE_PAGE_LIMIT);
  const after = afterCursor(contactMessages.created_at, contactMessages.id, 'desc', query.cursor, clientId);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.client_id, clientId), STATUS_FILTERS[query.status ?? 'inbox'], searchFilter(query.q), after))
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(limit + 1);
  const { page, next_cursor } = keysetPage(rows, limit, toRecord);
  return { messages: page, next_cursor };
}

/** The audit entity of a contact message, and what its before/after record. */
export const MESSAGE_AUDIT_ENTITY = 'contact_message';

function auditAction(change: { read: boolean; archived: boolean }, before: MessageRow, after: MessageRow): string | null {
  const readChanged = (before.read_at === null) !== (after.read_at === null);
  const archivedChanged = (before.archived_at === null) !== (after.archived_at === null);
  if (readChanged && archivedChanged) return 'message.update';
  if (readChanged) return change.read ? 'message.read' : 'message.unread';
  if (archivedChanged) return change.archived ? 'message.archive' : 'message.unarchive';
  return null;
}

const auditState = (row: MessageRow) => ({ read_at: isoOrNull(row.read_at), archived_at: isoOrNull(row.archived_at) });

/**
 * Sets a message read/unread and/or archived/unarchived; null when the client has no such message. A state
 * already set keeps its first time and writes no audit entry (nothing changed). `tx` is the service's
 * transaction: the row lock, the change and its audit entry commit together.
 */
export async function updateMessage(
  tx: AppDb,
  clientId: number,
  messageId: number,
  change: MessageChange,
  actor: AuditActor,
): Promise<ContactMessageRecord | null> {
  const [before] = await tx
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, messageId), eq(contactMessages.client_id, clientId)))
    .for('update');
  if (!before) return null;
  const now = new Date();
  const read_at = change.read === undefined ? before.read_at : change.read ? (before.read_at ?? now) : null;
  const archived_at = change.archived === undefined ? before.archived_at : change.archived ? (before.archived_at ?? now) : null;
  if (read_at === before.read_at && archived_at === before.archived_at) return toRecord(before);
  const [after] = await tx.update(contactMessages).set({ read_at, archived_at }).where(eq(contactMessages.id, messageId)).returning();
  const action = auditAction({ read: read_at !== null, archived: archived_at !== null }, before, after!);
  if (action) {
    await recordAudit(tx, {
      clientId,
      actor,
      action,
      entity: MESSAGE_AUDIT_ENTITY,
      entityId: messageId,
      before: auditState(before),
      after: auditState(after!),
    });
  }
  return toRecord(after!);
}
