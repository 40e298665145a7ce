// Merges of two customer records that are the same person (issue 30, the Customers screen): what each merge
// moved, so the owner who made it may undo it exactly for a while (modules/customers/customer-merge-service.ts).
// The removed customer's row is deleted by the merge and kept here whole; its e-mail stays an alias of the
// kept customer for the messages sent to it while the merge stands.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientId, ts } from './columns.js';
import { customers } from './customers.js';

/** The removed customer's row as it was (dates as ISO strings). */
export interface MergedCustomerRow {
  id: number;
  uuid: string;
  forms_key: string;
  /** The key of their bookings-and-orders page (absent in merges made before it existed). */
  portal_key?: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  note: string;
  created_at: string;
  updated_at: string;
}

/** A field of the kept customer the merge changed: its value before and the value it set. */
export type MergeFilledFields = Partial<Record<'first_name' | 'last_name' | 'phone' | 'note', { before: string; after: string }>>;

/** The ids of the rows a merge moved, by table (form_uploads' ids are uuids). */
export type MergeMovedIds = Record<string, (number | string)[]>;

export const customerMerges = pgTable(
  'customer_merges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The merge's handle (its undo is asked by it). */
    uuid: uuid('uuid').notNull().defaultRandom().unique('customer_merges_uuid_key'),
    client_id: clientId(),
    /** The customer kept; a later merge of it into another customer moves this too (and ends this undo). */
    kept_customer_id: integer('kept_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The removed customer's id (its row is deleted; an undo inserts it again with this id). */
    removed_customer_id: integer('removed_customer_id').notNull(),
    /** The removed customer's e-mail (lower-case): the kept customer's messages include the ones sent to it. */
    removed_email: text('removed_email').notNull(),
    removed: jsonb('removed').$type<MergedCustomerRow>().notNull(),
    filled: jsonb('filled').$type<MergeFilledFields>().notNull(),
    moved: jsonb('moved').$type<MergeMovedIds>().notNull(),
    /** Who merged (users.id): only they may undo it. */
    merged_by: uuid('merged_by').notNull(),
    merged_at: ts('merged_at').notNull().defaultNow(),
    /** The undo is refused from this instant on. */
    undo_until: ts('undo_until').notNull(),
    undone_at: ts('undone_at'),
  },
  (t) => [
    index('customer_merges_kept_idx').on(t.kept_customer_id),
    index('customer_merges_removed_idx').on(t.client_id, t.removed_customer_id),
    check('customer_merges_two_customers', sql`${t.kept_customer_id} <> ${t.removed_customer_id}`),
  ],
);
