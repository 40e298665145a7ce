// The audit log of the back office: every change an owner or manager makes, who made it, when, and the
// record before and after, written in the change's own transaction.
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { clientId } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    client_id: clientId(),
    /** Sign-in subject `provider|id` of who made the change. */
    actor_sub: text('actor_sub').notNull(),
    /** Their e-mail at the time, so the log reads well after the account is gone. */
    actor_email: text('actor_email').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** What was done, e.g. `message.read`, `message.archive`. */
    action: text('action').notNull(),
    /** The kind of record, e.g. `contact_message`. */
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('audit_log_client_idx').on(t.client_id, t.at)],
);
