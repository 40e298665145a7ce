// Merging two customer records that are the same person, and undoing it (issue 30). One transaction locks both
// customers (in id order, so two merges of the same pair queue and the second finds the first done), moves
// every row that names the removed customer to the kept one, fills the kept customer's blank contact fields,
// deletes the removed customer and keeps it whole in customer_merges with the ids moved, and writes the audit
// entry. The undo — the same signed-in person, within CUSTOMER_MERGE_UNDO_MINUTES — inserts the removed
// customer again and moves exactly those rows back, unless something since conflicts (409).
import { CUSTOMER_MERGE_UNDO_MINUTES } from '@vitrina/api-client/contracts';
import type {
  CustomerMerge,
  CustomerMergeCounts,
  CustomerMergeFill,
  CustomerMergePreview,
  CustomerMergeUndone,
} from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/index.js';
import type { MergeFilledFields, MergedCustomerRow } from '../../db/schema/customer-merges.js';
import { ApiError } from '../../http/errors.js';
import { findCustomerStats } from './customers-directory-repository.js';
import {
  closeMergesOf,
  countCustomerRows,
  countMovedElsewhere,
  deleteCustomer,
  emailInUse,
  insertMerge,
  lockCustomers,
  lockMerge,
  markUndone,
  moveCustomerRows,
  moveRowsBack,
  readCustomers,
  reinsertCustomer,
  setCustomerFields,
  wasMergedAway,
} from './customer-merge-repository.js';
import type { CustomerRow, MergeCounts } from './customer-merge-repository.js';
import { CUSTOMER_AUDIT_ENTITY, assertMayChange, customerSummary } from './customers-service.js';
import type { CustomersCaller } from './customers-service.js';

export const MERGE_MESSAGES = {
  self: 'A customer cannot be merged with itself',
  notFound: 'There is no such customer',
  alreadyMerged: 'This customer was merged into another one already',
  mergeNotFound: 'There is no such merge',
  notYours: 'Only the person who merged these customers can undo it',
  undone: 'This merge was undone already',
  expired: `A merge can be undone for ${CUSTOMER_MERGE_UNDO_MINUTES} minutes only`,
  keptGone: 'The kept customer no longer exists (it was merged or removed since)',
  emailTaken: 'Another customer now uses the removed customer’s e-mail; change it or merge them first',
  movedOn: 'Some of the moved orders, bookings or answers belong to another customer now',
} as const;

const refuse = (status: number, code: string, message: string) => new ApiError(status, code, message);

/** The kept customer's fields the merge sets: blank ones take the other's value; notes are joined. */
export function fillsOf(kept: CustomerRow, removed: CustomerRow): MergeFilledFields {
  const filled: MergeFilledFields = {};
  for (const field of ['first_name', 'last_name', 'phone'] as const) {
    if (kept[field].trim() === '' && removed[field].trim() !== '') filled[field] = { before: kept[field], after: removed[field] };
  }
  const note = removed.note.trim();
  if (note !== '' && note !== kept.note.trim()) {
    filled.note = { before: kept.note, after: kept.note.trim() === '' ? removed.note : `${kept.note}\n\n${removed.note}` };
  }
  return filled;
}

const fillList = (filled: MergeFilledFields): CustomerMergeFill[] =>
  Object.entries(filled).map(([field, v]) => ({ field: field as CustomerMergeFill['field'], value: v.after }));

const countsOf = (c: MergeCounts): CustomerMergeCounts => ({ ...c });

function assertPair(customerId: number, otherId: number) {
  if (customerId === otherId) throw refuse(400, 'merge_self', MERGE_MESSAGES.self);
}

/** The pair as the business has it: 404 when either is not its customer (409 when merged away just now). */
async function pairOf(db: AppDb, clientId: number, keptId: number, removedId: number, rows: CustomerRow[]) {
  const kept = rows.find((r) => r.id === keptId);
  const removed = rows.find((r) => r.id === removedId);
  if (kept && removed) return { kept, removed };
  const gone = kept ? removedId : keptId;
  if (await wasMergedAway(db, clientId, gone)) throw refuse(409, 'already_merged', MERGE_MESSAGES.alreadyMerged);
  throw refuse(404, 'customer_not_found', MERGE_MESSAGES.notFound);
}

/** What merging `otherId` into `customerId` would move and fill; nothing is written. */
export async function previewMerge(
  ctx: AppContext,
  by: CustomersCaller,
  customerId: number,
  otherId: number,
): Promise<CustomerMergePreview> {
  assertMayChange(by);
  assertPair(customerId, otherId);
  const db = ctx.database.db;
  const { kept, removed } = await pairOf(db, by.clientId, customerId, otherId, await readCustomers(db, by.clientId, [customerId, otherId]));
  const [keptStats, removedStats, moves] = await Promise.all([
    findCustomerStats(db, by.clientId, kept.id, {}),
    findCustomerStats(db, by.clientId, removed.id, {}),
    countCustomerRows(db, by.clientId, removed.id, removed.email),
  ]);
  if (!keptStats || !removedStats) throw refuse(404, 'customer_not_found', MERGE_MESSAGES.notFound);
  return {
    kept: customerSummary(keptStats, true),
    removed: customerSummary(removedStats, true),
    moves: countsOf(moves),
    fills: fillList(fillsOf(kept, removed)),
  };
}

const rowOf = (c: CustomerRow): MergedCustomerRow => ({
  ...c,
  created_at: c.created_at.toISOString(),
  updated_at: c.updated_at.toISOString(),
});
const contactOf = (c: Pick<CustomerRow, 'first_name' | 'last_name' | 'email' | 'phone' | 'note'>) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
  note: c.note,
});

/** Merges `otherId` into `customerId` (kept) in one transaction, audited; answers the undo handle. */
export async function mergeCustomers(ctx: AppContext, by: CustomersCaller, customerId: number, otherId: number): Promise<CustomerMerge> {
  assertMayChange(by);
  assertPair(customerId, otherId);
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockCustomers(tx, by.clientId, [customerId, otherId]);
    const { kept, removed } = await pairOf(tx, by.clientId, customerId, otherId, locked);
    const counts = await countCustomerRows(tx, by.clientId, removed.id, removed.email);
    const moved = await moveCustomerRows(tx, by.clientId, removed.id, kept.id);
    const now = new Date();
    // The removed customer's own merges now stand on the kept customer; their undo ends here.
    await closeMergesOf(tx, moved.customer_merges, now);
    const filled = fillsOf(kept, removed);
    await setCustomerFields(tx, by.clientId, kept.id, Object.fromEntries(Object.entries(filled).map(([field, v]) => [field, v.after])));
    await deleteCustomer(tx, by.clientId, removed.id);
    const merge = await insertMerge(tx, {
      client_id: by.clientId,
      kept_customer_id: kept.id,
      removed_customer_id: removed.id,
      removed_email: removed.email,
      removed: rowOf(removed),
      filled,
      moved,
      merged_by: by.userId,
      merged_at: now,
      undo_until: new Date(now.getTime() + CUSTOMER_MERGE_UNDO_MINUTES * 60_000),
    });
    const movedCounts = Object.fromEntries(Object.entries(moved).map(([t, ids]) => [t, ids.length]));
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action: 'customer.merge',
      entity: CUSTOMER_AUDIT_ENTITY,
      entityId: kept.id,
      before: { ...contactOf(kept), merged: { id: removed.id, ...contactOf(removed) } },
      after: {
        ...contactOf({ ...kept, ...Object.fromEntries(Object.entries(filled).map(([f, v]) => [f, v.after])) }),
        moved: movedCounts,
        merge: merge.uuid,
      },
    });
    return {
      id: merge.uuid,
      kept_customer_id: kept.id,
      removed_customer_id: removed.id,
      moved: countsOf(counts),
      fills: fillList(filled),
      undo_until: merge.undo_until.toISOString(),
    };
  });
}

/**
 * Undoes a merge: the removed customer again (same id, uuid and forms link), exactly the moved rows back, the
 * filled fields as they were where nobody changed them since; audited. 404 merge_not_found, 403 not_your_merge,
 * 409 merge_undone / merge_undo_expired, or a conflict: merge_kept_gone (the kept customer was merged or removed
 * since), merge_email_taken (a customer has the removed one's e-mail again), merge_moved_on (a moved row names
 * another customer now).
 */
export async function undoMerge(ctx: AppContext, by: CustomersCaller, mergeId: string): Promise<CustomerMergeUndone> {
  assertMayChange(by);
  return ctx.database.db.transaction(async (tx) => {
    const merge = await lockMerge(tx, by.clientId, mergeId);
    if (!merge) throw refuse(404, 'merge_not_found', MERGE_MESSAGES.mergeNotFound);
    if (merge.merged_by !== by.userId) throw refuse(403, 'not_your_merge', MERGE_MESSAGES.notYours);
    if (merge.undone_at) throw refuse(409, 'merge_undone', MERGE_MESSAGES.undone);
    const now = new Date();
    if (now >= merge.undo_until) throw refuse(409, 'merge_undo_expired', MERGE_MESSAGES.expired);
    const [kept] = await lockCustomers(tx, by.clientId, [merge.kept_customer_id]);
    if (!kept) throw refuse(409, 'merge_kept_gone', MERGE_MESSAGES.keptGone);
    if (await emailInUse(tx, by.clientId, merge.removed.email)) throw refuse(409, 'merge_email_taken', MERGE_MESSAGES.emailTaken);
    if ((await countMovedElsewhere(tx, by.clientId, kept.id, merge.moved)) > 0) throw refuse(409, 'merge_moved_on', MERGE_MESSAGES.movedOn);

    await reinsertCustomer(tx, by.clientId, merge.removed);
    const back = await moveRowsBack(tx, by.clientId, kept.id, merge.removed.id, merge.moved);
    // A field changed since the merge keeps its new value; one still as the merge set it goes back.
    const restore: Record<string, string> = {};
    for (const [field, v] of Object.entries(merge.filled)) {
      if (kept[field as keyof typeof merge.filled] === v.after) restore[field] = v.before;
    }
    await setCustomerFields(tx, by.clientId, kept.id, restore);
    await markUndone(tx, merge.id, now);
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action: 'customer.merge_undo',
      entity: CUSTOMER_AUDIT_ENTITY,
      entityId: kept.id,
      before: { ...contactOf(kept), merge: merge.uuid },
      after: { ...contactOf({ ...kept, ...restore }), restored: { id: merge.removed.id, ...contactOf(merge.removed) }, moved_back: back },
    });
    return { kept_customer_id: kept.id, restored_customer_id: merge.removed.id };
  });
}
