// What other modules change on a subscription, through this module (issue 27: its service is the only writer
// of `subscriptions`): the services checkout starts one with its first order and keeps the gateway's renewal
// token; the owner cancels one from the order's page. The first payment's outcome moves them in
// subscription-payments-service.ts, renewals in renewals-service.ts.
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import {
  cancelSubscriptionRow,
  findSubscriptionById,
  findSubscriptionStartedBy,
  insertIncompleteSubscription,
  saveRenewalToken,
} from './subscriptions-repository.js';
import type { NewSubscription, SubscriptionRow } from './subscriptions-repository.js';

/** A services checkout's subscription, in the checkout's transaction: incomplete until its first order is paid. */
export async function startSubscription(tx: AppDb, values: NewSubscription): Promise<void> {
  await insertIncompleteSubscription(tx, values);
}

/** The subscription an order started, if any (a retried checkout finds its own). */
export async function subscriptionStartedBy(db: AppDb, orderId: number): Promise<SubscriptionRow | null> {
  return findSubscriptionStartedBy(db, orderId);
}

/** The gateway's own token for renewals (Stripe: the customer the card is now attached to), in one update. */
export async function keepRenewalToken(db: AppDb, orderId: number, paymentToken: string): Promise<void> {
  await saveRenewalToken(db, orderId, paymentToken);
}

export type OwnerCancelResult = { ok: true; row: SubscriptionRow } | { ok: false; error: 'not_found' | 'already_canceled' };

/** The owner stops a subscription: no renewal is charged after this; recorded in the audit log. */
export async function cancelSubscriptionByOwner(db: AppDb, clientId: number, id: number, actor: AuditActor): Promise<OwnerCancelResult> {
  return db.transaction(async (tx) => {
    const before = await findSubscriptionById(tx, id);
    if (!before || before.client_id !== clientId) return { ok: false, error: 'not_found' } as const;
    const row = await cancelSubscriptionRow(tx, id);
    if (!row) return { ok: false, error: 'already_canceled' } as const;
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'subscription.cancel',
      entity: 'subscription',
      entityId: id,
      before: { status: before.status, next_charge_at: before.next_charge_at?.toISOString() ?? null },
      after: { status: row.status, next_charge_at: null },
    });
    return { ok: true, row } as const;
  });
}
