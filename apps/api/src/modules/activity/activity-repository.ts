// The owners' Activity screen: the audit log a page at a time, newest first, each entry with the name of
// the record it is about while that record exists. Apart from db/repos/audit.ts, which the writers of the log
// (every module's service) import.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { afterCursor, keysetPage, pageLimit } from '../../db/paging.js';
import { auditLog } from '../../db/schema.js';
import type { AuditEntry } from '../../db/repos/audit.js';
import { MESSAGE_AUDIT_ENTITY } from '../messages/messages-repository.js';

/** Largest page of the Activity screen. */
export const AUDIT_PAGE_LIMIT = 50;

/** An entry as the Activity screen reads it: the actor's sign-in subject stays on the server. */
export type AuditListEntry = Omit<AuditEntry, 'client_id' | 'actor_sub'> & {
  /** What the record goes by (a contact message's sender), null when unknown or the record is gone. */
  subject: string | null;
};

export interface AuditPage {
  entries: AuditListEntry[];
  /** The cursor of the next page (the last entry's id); null on the last page. */
  next_cursor: string | null;
}

export interface AuditPageQuery {
  /** Only entries about this kind of record. */
  entity?: string;
  /** `next_cursor` of the previous page. */
  cursor?: number;
  limit?: number;
}

/** The name of the record an entry is about, read from the record itself while it exists. */
function subjectOf(): SQL<string | null> {
  const senderName = sql`(select m.name from contact_messages m where m.id::text = ${auditLog.entity_id} and m.client_id = ${auditLog.client_id})`;
  return sql<string | null>`case when ${auditLog.entity} = ${MESSAGE_AUDIT_ENTITY} then ${senderName} end`;
}

/** A page of the client's log, newest first (keyset on at, id, like the Messages list). */
export async function listAuditPage(db: AppDb, clientId: number, query: AuditPageQuery = {}): Promise<AuditPage> {
  const limit = pageLimit(query.limit, AUDIT_PAGE_LIMIT);
  const after = afterCursor(auditLog.at, auditLog.id, 'desc', query.cursor, clientId);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor_email: auditLog.actor_email,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      subject: subjectOf(),
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.client_id, clientId), query.entity ? eq(auditLog.entity, query.entity) : undefined, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const { page, next_cursor } = keysetPage(rows, limit, (r) => ({ ...r, at: r.at.toISOString(), subject: r.subject ?? null }));
  return { entries: page, next_cursor };
}
