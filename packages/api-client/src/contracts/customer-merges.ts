// Merging two customer records that are the same person (issue 30, the Customers screen). The customer whose
// page the owner is on is kept; the other one's orders, bookings, quotes and invoices, subscriptions, form
// answers and discount uses move to it, its blank contact fields are filled from the other, and the other
// record is removed. The merge answers a handle: the same signed-in person may undo it for
// CUSTOMER_MERGE_UNDO_MINUTES, which moves exactly those rows back. Owners (1) and managers (3) only; an
// employee gets 403 read_only.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CustomerSummary } from './customers.js';
import { DbId, StringEnum } from './shared.js';

/** How long the one who merged may undo it. */
export const CUSTOMER_MERGE_UNDO_MINUTES = 30;

/** `{id}/customers/{customerId}/merges/{otherId}`: keep customerId, remove otherId. */
export const CustomerMergeParams = Type.Object({ id: DbId, customerId: DbId, otherId: DbId });
export type CustomerMergeParams = Static<typeof CustomerMergeParams>;

/** `{id}/customer-merges/{mergeId}/undo`. */
export const CustomerMergeUndoParams = Type.Object({ id: DbId, mergeId: Type.String({ format: 'uuid' }) });
export type CustomerMergeUndoParams = Static<typeof CustomerMergeUndoParams>;

/** What moves (or, for messages, is listed on the kept page from then on), by kind. */
export const CustomerMergeCounts = Type.Object({
  orders: Type.Integer(),
  appointments: Type.Integer(),
  /** Quotes and invoices. */
  documents: Type.Integer(),
  subscriptions: Type.Integer(),
  /** Form answers (with their files). */
  forms: Type.Integer(),
  /** Messages sent to the removed customer's e-mail. */
  messages: Type.Integer(),
  discount_uses: Type.Integer(),
});
export type CustomerMergeCounts = Static<typeof CustomerMergeCounts>;

export const CUSTOMER_MERGE_FIELDS = ['first_name', 'last_name', 'phone', 'note'] as const;
export type CustomerMergeField = (typeof CUSTOMER_MERGE_FIELDS)[number];

/** A field of the kept customer the merge sets: blank there, so taken from the other (a note is joined). */
export const CustomerMergeFill = Type.Object({ field: StringEnum(CUSTOMER_MERGE_FIELDS), value: Type.String() });
export type CustomerMergeFill = Static<typeof CustomerMergeFill>;

/** GET …/merges/{otherId}: what a merge would do; nothing is written. */
export const CustomerMergePreview = Type.Object({
  kept: CustomerSummary,
  removed: CustomerSummary,
  moves: CustomerMergeCounts,
  fills: Type.Array(CustomerMergeFill),
});
export type CustomerMergePreview = Static<typeof CustomerMergePreview>;

/** POST …/merges/{otherId}: the merge done; `id` is the undo handle. */
export const CustomerMerge = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kept_customer_id: Type.Integer(),
  removed_customer_id: Type.Integer(),
  moved: CustomerMergeCounts,
  fills: Type.Array(CustomerMergeFill),
  /** The undo is refused from then on. */
  undo_until: Type.String({ format: 'date-time' }),
});
export type CustomerMerge = Static<typeof CustomerMerge>;

/** POST …/customer-merges/{mergeId}/undo: both customers as they are again. */
export const CustomerMergeUndone = Type.Object({
  kept_customer_id: Type.Integer(),
  restored_customer_id: Type.Integer(),
});
export type CustomerMergeUndone = Static<typeof CustomerMergeUndone>;
