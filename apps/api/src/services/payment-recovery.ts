// The recovery sweeper (issue 32): settles every payment a process left between "reserved" and "settled" —
// an order awaiting its payment (products or services checkout, a subscription renewal) or a quote or
// invoice payment still processing — from the gateway's own record of the charge made under the payment's
// gateway key (sandbox book, or Stripe's PaymentIntent found by its metadata key):
// - succeeded, failed or canceled → applied once, by the same conditional moves as every other answer
//   (payment-result.ts, quote-payment-result.ts): paid, or the stock and the reserved amount released;
// - made but never confirmed (the process died between the two calls) → canceled at the gateway, then
//   released; a renewal is confirmed instead, with the card the subscription keeps (nobody else will);
// - never made → released (a renewal period claimed but never charged is charged now);
// - waiting for the customer's validation step → left alone until it expires, then canceled and released;
// - processing at the gateway → left for the next run, the order marked as being reconciled.
// Only payments untouched for `afterMs` (PAYMENT_RECOVERY_AFTER_SECONDS) are looked at. A checkout or quote
// payment whose request is alive holds its Idempotency-Key's lease: the sweeper takes that lease itself
// before settling (idempotency.ts claimIdempotent) and skips the payment while someone holds it, so a retry
// and the sweeper never settle one payment at once. Safe on several nodes: every move is conditional and the
// gateway makes one charge per key. Runs once at start and every PAYMENT_RECOVERY_INTERVAL_MS.
import { randomUUID } from 'node:crypto';
import type { Payment } from '@vitrina/commerce';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { findOrderById, markOrderPaymentUnknown } from '../modules/orders/orders-repository.js';
import type { OrderRow, PaymentRow } from '../modules/orders/orders-repository.js';
import { nameDocumentPayment } from '../modules/quotes/quote-payments-repository.js';
import { findSubscriptionById } from '../modules/subscriptions/subscriptions-repository.js';
import { orders, payments } from '../db/schema.js';
import { claimIdempotent, releaseIdempotent } from './idempotency.js';
import { startRepeating } from './repeating-task.js';
import type { RepeatingTask } from './repeating-task.js';
import type { IdempotencyScope } from './idempotency.js';
import type { CheckoutContext } from './order-charge.js';
import { applyPaymentResult, failOrder } from './payment-result.js';
import { settleDocumentAnswer } from './quote-payment-result.js';
import { chargeRenewalOrder } from '../modules/subscriptions/renewals-service.js';

export type RecoveryContext = CheckoutContext;

export interface RecoveryOptions {
  /** Payments untouched this long are settled (PAYMENT_RECOVERY_AFTER_SECONDS). */
  afterMs: number;
  /** The lease the sweeper holds on a request's key while it settles that request's payment. */
  leaseMs: number;
  now?: Date;
}

export interface RecoveryRun {
  /** Orders and quote payments found paid (captured) at the gateway and applied. */
  paid: number;
  /** Orders and quote payments released: declined, canceled, expired or never charged. */
  released: number;
  /** Left for a later run: held by a live request, processing, or waiting for the customer's validation. */
  waiting: number;
  /** Left for a later run because the gateway or the database failed on it (the others go on). */
  failed: number;
}

/** A validation step (3-D Secure) the gateway gives no expiry for is given up after this long. */
export const VALIDATION_WAIT_MS = 60 * 60_000;
const BATCH = 100;
const OPEN = ['requires_confirmation', 'requires_action', 'processing'];

/** The request whose Idempotency-Key made this gateway key, if a request made it (renewals have none). */
export function requestScopeOf(clientId: number, gatewayKey: string, documentUuid: string): IdempotencyScope | null {
  const match = /^(checkout|services-checkout|quote):([0-9]+):(.+)$/.exec(gatewayKey);
  if (!match || Number(match[2]) !== clientId) return null;
  const key = match[3]!;
  if (match[1] === 'quote') return { clientId, scope: `quote-payment:${documentUuid}`, key };
  return { clientId, scope: match[1]!, key };
}

/** `run` while holding the request's key (when there is one); 'held' when a live request holds it. */
async function withKey<T>(
  ctx: RecoveryContext,
  scope: IdempotencyScope | null,
  leaseMs: number,
  run: () => Promise<T>,
): Promise<T | 'held'> {
  if (!scope) return run();
  const holder = `sweeper:${randomUUID()}`;
  const claim = await claimIdempotent(ctx.database.db, scope, holder, leaseMs);
  if (claim === 'held') return 'held';
  try {
    return await run();
  } finally {
    if (claim === 'claimed') await releaseIdempotent(ctx.database.db, scope, holder);
  }
}

/** Whether a payment waiting for the customer's validation step has waited too long. */
const validationOver = (payment: Payment, since: Date, now: Date) =>
  payment.expiresAt ? payment.expiresAt.getTime() <= now.getTime() : now.getTime() - since.getTime() >= VALIDATION_WAIT_MS;

/**
 * A renewal's own attempt (`subscription:<uuid>:<period ISO>`), which the sweeper may charge itself; not a
 * customer's retry with a new card (`subscription:<uuid>:<order uuid>:<attempt>`), which only they can make.
 */
const isFirstRenewalAttempt = (order: OrderRow) =>
  order.subscription_id !== null && /^subscription:[0-9a-f-]{36}:[0-9]{4}-[0-9]{2}-[0-9]{2}T/.test(order.payment_key ?? '');

type Outcome = 'paid' | 'released' | 'waiting';

async function cancelled(ctx: RecoveryContext, payment: Payment): Promise<Payment> {
  const canceled = await ctx.gateway.cancelPayment(payment.transactionId);
  // A charge that moved on meanwhile (confirmed by its validation step) is what it is now.
  return canceled.status === 'canceled' || canceled.status === 'succeeded' || canceled.status === 'failed'
    ? canceled
    : { ...canceled, status: 'canceled' };
}

async function settleOrder(ctx: RecoveryContext, order: OrderRow, now: Date): Promise<Outcome> {
  const key = order.payment_key!;
  // Read again under the key: the request before may have settled it meanwhile.
  const current = await findOrderById(ctx.database.db, order.id);
  if (!current || current.status !== 'awaiting_payment') return 'waiting';
  let payment = await ctx.gateway.findPaymentByKey(key);
  if (isFirstRenewalAttempt(current) && (!payment || payment.status === 'requires_confirmation')) {
    // A renewal period claimed and never charged (or never confirmed): nobody else will, so charge it now
    // with the card the subscription keeps; the same key makes it the same single charge.
    const subscription = await findSubscriptionById(ctx.database.db, current.subscription_id!);
    if (subscription && subscription.payment_token) {
      const outcome = await chargeRenewalOrder(ctx, subscription, current, subscription.payment_token, key, true);
      if (outcome.ok) return 'paid';
      return outcome.unknown ? 'waiting' : 'released';
    }
  }
  if (!payment) return (await failOrder(ctx, current)) ? 'released' : 'waiting';
  if (payment.status === 'requires_confirmation') payment = await cancelled(ctx, payment);
  else if (payment.status === 'requires_action' && validationOver(payment, current.updated_at, now))
    payment = await cancelled(ctx, payment);
  if (payment.status === 'processing' || payment.status === 'requires_action') {
    if (payment.status === 'processing') await markOrderPaymentUnknown(ctx.database.db, current.id);
    return 'waiting';
  }
  const applied = await applyPaymentResult(ctx, current.client_id, payment);
  if (applied?.paid) return 'paid';
  return applied?.released ? 'released' : 'waiting';
}

async function settleDocument(ctx: RecoveryContext, row: PaymentRow, now: Date): Promise<Outcome> {
  const key = row.gateway_key!;
  let payment = await ctx.gateway.findPaymentByKey(key);
  if (payment && row.transaction_id !== payment.transactionId) await nameDocumentPayment(ctx.database.db, row.id, payment.transactionId);
  if (!payment) {
    await settleDocumentAnswer(ctx, row.id, { status: 'canceled', failureCode: 'expired-transaction' });
    return 'released';
  }
  if (
    payment.status === 'requires_confirmation' ||
    (payment.status === 'requires_action' && validationOver(payment, row.updated_at, now))
  ) {
    const canceled = await cancelled(ctx, payment);
    payment = canceled.status === 'canceled' ? { ...canceled, failureCode: 'expired-transaction' } : canceled;
  }
  if (payment.status === 'processing' || payment.status === 'requires_action') return 'waiting';
  const settled = await settleDocumentAnswer(ctx, row.id, payment);
  if (!settled) return 'waiting';
  return settled.payment.status === 'succeeded' ? 'paid' : 'released';
}

/** One sweep: every stale payment settled as far as the gateway's record allows. */
export async function recoverPayments(ctx: RecoveryContext, options: RecoveryOptions): Promise<RecoveryRun> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.afterMs);
  const { db } = ctx.database;
  const run: RecoveryRun = { paid: 0, released: 0, waiting: 0, failed: 0 };
  const count = async (settle: () => Promise<Outcome | 'held'>) => {
    try {
      const outcome = await settle();
      run[outcome === 'held' ? 'waiting' : outcome] += 1;
    } catch {
      // The gateway down, or the charge moved on while it was being canceled: the next run reads it again.
      run.failed += 1;
    }
  };

  const stale = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), isNotNull(orders.payment_key), lt(orders.updated_at, before)))
    .orderBy(asc(orders.updated_at))
    .limit(BATCH);
  for (const order of stale) {
    const scope = requestScopeOf(order.client_id, order.payment_key!, order.uuid);
    await count(() => withKey(ctx, scope, options.leaseMs, () => settleOrder(ctx, order, now)));
  }

  const open = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, OPEN), isNotNull(payments.gateway_key), lt(payments.updated_at, before)))
    .orderBy(asc(payments.updated_at))
    .limit(BATCH);
  for (const row of open) {
    const order = await findOrderById(db, row.order_id);
    if (!order) continue;
    const scope = requestScopeOf(order.client_id, row.gateway_key!, order.uuid);
    await count(() =>
      withKey(ctx, scope, options.leaseMs, async () => {
        // Read again under the key: the request before may have settled it meanwhile.
        const [current] = await db.select().from(payments).where(eq(payments.id, row.id));
        if (!current || !OPEN.includes(current.status)) return 'waiting' as const;
        return settleDocument(ctx, current, now);
      }),
    );
  }
  return run;
}

export type RecoveryTimer = RepeatingTask;

/**
 * Runs recoverPayments now and then every `intervalMs` (0: only now) on an unref'd timer, one run at a time;
 * a failed run is logged and the next one tries again.
 */
export function startPaymentRecovery(
  ctx: RecoveryContext,
  options: Omit<RecoveryOptions, 'now'> & { intervalMs: number },
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
): RecoveryTimer {
  return startRepeating(
    async () => {
      const run = await recoverPayments(ctx, options);
      if (run.paid + run.released > 0) log.info(run, 'payments recovered');
      if (run.failed > 0) log.error(run, 'payment recovery left some payments for the next run');
    },
    options.intervalMs,
    (error) => log.error({ err: error }, 'payment recovery failed'),
  );
}
