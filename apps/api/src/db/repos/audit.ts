// The audit log (who, when, what, before and after). Writers call `recordAudit` with the transaction of
// the change itself, so a change and its record are committed together or not at all. The owners' Activity
// screen reads it a page at a time (activity.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { auditLog } from '../schema.js';

export interface AuditActor {
  sub: string;
  email: string;
}

export interface NewAuditEntry {
  clientId: number;
  actor: AuditActor;
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditEntry {
  id: number;
  client_id: number;
  actor_sub: string;
  actor_email: string;
  at: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function recordAudit(db: AppDb, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    client_id: entry.clientId,
    actor_sub: entry.actor.sub,
    actor_email: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: entry.before,
    after: entry.after,
  });
}

/** The client's log, newest first; `entity` narrows it to one kind of record. */
export async function listAuditEntries(
  db: AppDb,
  clientId: number,
  options: { entity?: string; limit?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.client_id, clientId), options.entity ? eq(auditLog.entity, options.entity) : undefined))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(options.limit ?? 50, 200));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
