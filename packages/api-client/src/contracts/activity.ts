// The back office's Activity screen: the audit log of the business (who, when, what, before and after),
// newest first, a page at a time; owners read it.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, Nullable } from './shared.js';

/** Largest page one call returns (`limit`). */
export const ACTIVITY_PAGE_MAX = 50;

/**
 * GET client/{id}/activity. `cursor` and `limit` are checked as the digits they are sent as (Ajv's number
 * coercion would let "1e400" through as Infinity); a cursor stays below 2^53 so it is an exact number.
 */
export const ActivityListQuery = Type.Object({
  entity: Type.Optional(
    Type.String({ pattern: '^[a-z][a-z_]{0,39}$', description: 'Only entries about this kind of record, e.g. contact_message' }),
  ),
  cursor: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'next_cursor of the previous page' })),
  limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$', description: `Entries per page, at most ${ACTIVITY_PAGE_MAX}` })),
});
export type ActivityListQuery = Static<typeof ActivityListQuery>;

/** A record's fields before or after the change; null where there was none (created or deleted). */
const AuditState = Nullable(Type.Record(Type.String(), Type.Unknown()));

/** One change: who made it (their e-mail then), when, what, and the changed record before and after. */
export const ActivityEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor_email: Type.String(),
  action: Type.String({ description: 'What was done, e.g. message.read' }),
  entity: Type.String({ description: 'The kind of record, e.g. contact_message' }),
  entity_id: Type.String(),
  /** What the record goes by (a message's sender), null when unknown or the record is gone. */
  subject: Nullable(Type.String()),
  before: AuditState,
  after: AuditState,
});
export type ActivityEntry = Static<typeof ActivityEntry>;

/** A page of entries, newest first; `next_cursor` is null on the last page. */
export const ActivityPage = CursorPage('entries', ActivityEntry);
export type ActivityPage = Static<typeof ActivityPage>;
