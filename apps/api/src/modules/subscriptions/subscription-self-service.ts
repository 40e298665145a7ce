// The customer's own side of a subscription on its order's page (issue 30 "From an order's page: cancel a
// subscription (at period end), … see the history of charges"), reached by the subscription's uuid like its card
// update. A cancel is one transaction on the locked row: an active subscription keeps its paid period and ends
// at its next charge (cancel_at; the renewal sweep never charges it again and ends it then:
// renewals-service.ts); a past-due one (its renewal declined, nothing paid for the period) ends at once. A
// second cancel changes nothing and answers the same. The owner's order page shows the end date; the change is
// in the activity log (actor: the customer, by the subscription's link).
import type { SubscriptionAnswer, SubscriptionCharges } from '@vitrina/api-client/contracts';
import { fromMinorUnits } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { PublicOrder } from '@vitrina/api-client/contracts';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import { isUuid } from '../../db/uuid.js';
import { subscriptions } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { orderNumberText } from '../orders/orders-repository.js';
import { cancelAtPeriodEnd, cancelSubscriptionRow, findSubscriptionByUuid, listSubscriptionCharges } from './subscriptions-repository.js';
import type { SubscriptionRow } from './subscriptions-repository.js';
import { SUBSCRIPTION_ERRORS, subscriptionAnswer } from './subscriptions-service.js';

const notFound = () => new ApiError(404, 'subscription_not_found', SUBSCRIPTION_ERRORS.notFound);

/** Who the activity log names for a customer's own change: the customer, by the subscription's link. */
const customerActor = (email: string) => ({ sub: 'customer:subscription-link', email });

/** POST subscriptions/{uuid}/cancel: at period end (active) or at once (past due); again: unchanged. */
export async function cancelSubscriptionByCustomer(
  db: AppDb,
  clientId: number,
  uuid: string,
  now = new Date(),
): Promise<SubscriptionAnswer> {
  if (!isUuid(uuid)) throw notFound();
  const row = await db.transaction(async (tx): Promise<SubscriptionRow> => {
    const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.uuid, uuid)).for('update');
    if (!before || before.client_id !== clientId) throw notFound();
    // Already ending or ended: nothing to do (a second click, another tab).
    if (before.status === 'canceled' || before.cancel_at) return before;
    if (before.status === 'incomplete') throw new ApiError(409, 'subscription_not_active', SUBSCRIPTION_ERRORS.notActive);
    const after =
      before.status === 'past_due' || !before.next_charge_at
        ? await cancelSubscriptionRow(tx, before.id)
        : await cancelAtPeriodEnd(tx, before.id, now);
    if (!after) throw new ApiError(409, 'subscription_not_active', SUBSCRIPTION_ERRORS.notActive);
    const [first] = await listSubscriptionCharges(tx, before).then((charges) => charges.filter((c) => c.id === before.order_id));
    await recordAudit(tx, {
      clientId,
      actor: customerActor(first?.email ?? ''),
      action: after.cancel_at ? 'subscription.cancel_at_period_end' : 'subscription.cancel',
      entity: 'subscription',
      entityId: before.id,
      before: { status: before.status, next_charge_at: before.next_charge_at?.toISOString() ?? null, cancel_at: null },
      after: {
        status: after.status,
        next_charge_at: after.next_charge_at?.toISOString() ?? null,
        cancel_at: after.cancel_at?.toISOString() ?? null,
      },
    });
    return after;
  });
  return subscriptionAnswer(db, row);
}

/** GET subscriptions/{uuid}/charges: its first order and renewals, newest first. */
export async function subscriptionCharges(db: AppDb, clientId: number, uuid: string): Promise<SubscriptionCharges> {
  const row = await findSubscriptionByUuid(db, clientId, uuid);
  if (!row) throw notFound();
  const charges = await listSubscriptionCharges(db, row);
  return {
    currency: row.currency,
    charges: charges.map((c) => ({
      order_uuid: c.uuid,
      order_number: orderNumberText(c),
      dated: c.created_at.toISOString(),
      total: fromMinorUnits(c.total_cents),
      state: c.status as PublicOrder['state'],
      first: c.id === row.order_id,
    })),
  };
}
