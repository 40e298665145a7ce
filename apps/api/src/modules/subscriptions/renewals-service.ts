// Subscription renewals (issue 15; spec §3 "subscriptions with frequency daily, weekly, monthly or yearly").
// Each due active subscription is claimed with a conditional update of its next_charge_at (two API nodes
// running this at once charge a period once), its renewal order is written in the same transaction by the
// orders module (orders/renewal-orders-service.ts: one line and the amounts copied from the first order,
// customer and address too, the next order number), then the saved payment method
// is charged through the gateway with an idempotency key of the subscription and the period. The answer goes
// through applyPaymentResult like any payment: paid, or declined → the order payment_failed and the
// subscription past_due until the customer gives a new card (subscriptions-service.ts).
import { nextChargeAfter } from '@vitrina/commerce';
import type { Recurrence } from '@vitrina/core-model';
import { findOrderById } from '../orders/orders-repository.js';
import type { OrderRow } from '../orders/orders-repository.js';
import { placeRenewalOrder } from '../orders/renewal-orders-service.js';
import { claimRenewal, endCanceledAtPeriodEnd, listDueSubscriptions } from './subscriptions-repository.js';
import type { SubscriptionRow } from './subscriptions-repository.js';
import { failpoint } from '../../services/failpoints.js';
import { chargeOrder, declined } from '../../services/order-charge.js';
import type { ChargeOutcome, CheckoutContext } from '../../services/order-charge.js';
import { applyPaymentResult } from '../../services/payment-result.js';
import { changeWithEvents } from '../../events/recorded-change.js';

export type RenewalContext = CheckoutContext;

/** Due subscriptions handled per run; the rest wait for the next run. */
const BATCH = 50;

export interface RenewalRun {
  /** Renewal orders this run wrote (claimed periods). */
  renewed: number;
  paid: number;
  declined: number;
  /** The gateway failed: the outcome is not known; the recovery sweeper settles these (issue 32). */
  pending: number;
}

/**
 * Charges `order` (a renewal) with the subscription's saved payment method, off-session. Nobody is there to pass a
 * validation step (3-D Secure): a payment that asks for one is canceled, which declines the renewal.
 */
export async function chargeRenewalOrder(
  ctx: RenewalContext,
  subscription: Pick<SubscriptionRow, 'client_id' | 'name' | 'currency'>,
  order: OrderRow,
  paymentToken: string,
  idempotencyKey: string,
  resume = false,
): Promise<ChargeOutcome> {
  const outcome = await chargeOrder(ctx, subscription.client_id, {
    order,
    amountCents: order.total_cents,
    currency: subscription.currency,
    idempotencyKey,
    description: `Order ${order.number} (${subscription.name})`,
    paymentToken,
    siteOrigin: null,
    offSession: true,
    resume,
    afterCharge: 'renewal:after-charge',
  });
  if (!outcome.ok || outcome.payment.status !== 'requires_action') return outcome;
  let canceled;
  try {
    canceled = await ctx.gateway.cancelPayment(outcome.payment.transactionId);
  } catch {
    canceled = { ...outcome.payment, status: 'canceled' as const };
  }
  await applyPaymentResult(ctx, subscription.client_id, { ...canceled, status: 'canceled' });
  return { ok: false, result: declined('declined') };
}

/** Claims the period due and writes its renewal order, in one transaction; null when another caller took it. */
async function placeRenewal(ctx: RenewalContext, row: SubscriptionRow, now: Date): Promise<OrderRow | null> {
  const due = row.next_charge_at!;
  const recurrence = row.recurrence as Recurrence;
  // The claimed period's order and its OrderPlaced event commit together.
  const placed = await changeWithEvents(
    ctx,
    null,
    async (tx): Promise<OrderRow | null> => {
      const first = await findOrderById(tx, row.order_id);
      if (!first) return null;
      const anchorDay = (first.paid_at ?? row.created_at).getUTCDate();
      const claimed = await claimRenewal(tx, row.id, due, nextChargeAfter(due, recurrence, now, anchorDay));
      if (!claimed) return null;
      return placeRenewalOrder(tx, claimed, first, recurrence, renewalPaymentKey(claimed.uuid, due));
    },
    (order) => (order ? [{ type: 'OrderPlaced', clientId: row.client_id, orderId: order.id }] : []),
  );
  return placed.result;
}

/** The gateway idempotency key of one period's renewal: also its order's payment key. */
export const renewalPaymentKey = (subscriptionUuid: string, due: Date) => `subscription:${subscriptionUuid}:${due.toISOString()}`;

/** Charges every active subscription due at `now` (at most one period each per run); ends those cancelled at period end. */
export async function renewDueSubscriptions(ctx: RenewalContext, now: Date = new Date()): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, paid: 0, declined: 0, pending: 0 };
  // Those the customer cancelled at period end end when it is over, uncharged (issue 30).
  await endCanceledAtPeriodEnd(ctx.database.db, now);
  const due = await listDueSubscriptions(ctx.database.db, now, BATCH);
  for (const row of due) {
    const order = await placeRenewal(ctx, row, now);
    if (!order) continue;
    run.renewed += 1;
    failpoint('renewal:after-claim');
    const outcome = await chargeRenewalOrder(ctx, row, order, row.payment_token, order.payment_key!);
    if (outcome.ok) run.paid += 1;
    else if (outcome.unknown) run.pending += 1;
    else run.declined += 1;
  }
  return run;
}

export interface RenewalTimer {
  stop(): void;
}

/**
 * Runs renewDueSubscriptions every `intervalMs` (0: never) on an unref'd timer, one run at a time; a failed
 * run is logged and the next one tries again.
 */
export function startSubscriptionRenewals(
  ctx: RenewalContext,
  intervalMs: number,
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
): RenewalTimer {
  if (intervalMs <= 0) return { stop() {} };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    renewDueSubscriptions(ctx)
      .then((run) => {
        if (run.renewed > 0) log.info(run, 'subscription renewals charged');
      })
      .catch((error: unknown) => log.error({ err: error }, 'subscription renewals failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
