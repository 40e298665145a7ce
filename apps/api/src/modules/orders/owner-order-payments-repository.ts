// The owner's money moves on an order (issue 13 "Orders"): refunds, full or partial, through the payment
// gateway, and cancels (the units go back on stock; a paid order is refunded in full first).
// A refund is taken in three steps so the gateway is never called inside a database transaction: (1) one
// transaction reserves the amount with a conditional update on the locked order row and its payments
// (refunded ≤ paid, so concurrent refunds can never add up to more than was paid: the CHECKs of migration
// 0005 are the last line); (2) the gateway refunds with an idempotency key per payment; (3) one transaction
// records the outcome and its audit entry, or gives the reservation back when the gateway refused.
import { createHash, randomUUID } from 'node:crypto';
import type { PaymentGateway } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orderRefunds, orders, payments } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { moveStoreOrder } from '../../db/repos/order-lifecycle.js';
import type { OrderMoveRefusal } from '../../db/repos/order-lifecycle.js';
import { releaseOrderStock } from './order-stock-repository.js';
import { forgetKey, markKeyAnswered, takeKeyInTransaction } from '../../services/idempotency.js';
import { ORDER_AUDIT_ENTITY, findOwnerOrderRow, orderAuditState } from './owner-orders-repository.js';

export type OrderMoneyError = 'not_found' | 'exceeds_refundable' | 'idempotency_mismatch' | 'in_progress' | 'gateway_error';

export type OrderMoneyResult =
  | { ok: true; replayed: boolean }
  | { ok: false; error: OrderMoneyError; refundableCents?: number }
  /** Commerce's order table has no such move from the order's state (e.g. refunding an unpaid order). */
  | OrderMoveRefusal;

/** A refusal inside a transaction: thrown to roll it back, caught to answer. */
class Refusal extends Error {
  constructor(readonly result: OrderMoneyResult & { ok: false }) {
    super(result.error);
  }
}

const refuse = (error: OrderMoneyError, refundableCents?: number): never => {
  throw new Refusal({ ok: false, error, refundableCents });
};

/** The table's refusal, thrown like the others (nothing of the transaction is written). */
const refuseMove = (refusal: OrderMoveRefusal): never => {
  throw new Refusal(refusal);
};

async function answering(run: () => Promise<OrderMoneyResult>): Promise<OrderMoneyResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

const REFUND_SCOPE = 'order_refund';

export interface RefundRequest {
  /** Absent: everything still refundable. */
  amountCents?: number;
  /** The caller's `Idempotency-Key`; absent: a new one (the call is not replayable). */
  idempotencyKey?: string;
}

interface Allocation {
  paymentId: number;
  transactionId: string;
  cents: number;
}

/** What a recorded refund gave back (the service records OrderRefunded of it in the same transaction). */
export interface RecordedRefund {
  orderId: number;
  amountCents: number;
  /** Nothing of the order is left paid. */
  full: boolean;
}

/** Runs a refund's recording write as one unit of work: the service's, which records its events with it. */
export type RefundUnitOfWork = (write: (tx: AppDb) => Promise<RecordedRefund>) => Promise<RecordedRefund>;

const hashOf = (orderId: number, amountCents: number | undefined) =>
  createHash('sha256')
    .update(JSON.stringify({ orderId, amount: amountCents ?? 'all' }))
    .digest('hex');

/** Refunds `amountCents` (or all that is left) of a paid order through the gateway; a full refund makes it `refunded`. */
export async function refundOrder(
  db: AppDb,
  gateway: PaymentGateway,
  clientId: number,
  orderId: number,
  request: RefundRequest,
  actor: AuditActor,
  unitOfWork: RefundUnitOfWork = (write) => db.transaction(write),
): Promise<OrderMoneyResult> {
  return answering(async () => {
    const key = request.idempotencyKey ?? randomUUID();
    // (1) Reserve.
    const reserved = await db.transaction(async (tx) => {
      if (request.idempotencyKey !== undefined) {
        const taken = await takeKeyInTransaction(tx, { clientId, scope: REFUND_SCOPE, key }, hashOf(orderId, request.amountCents));
        if (taken === 'mismatch') return refuse('idempotency_mismatch');
        if (taken === 'in_progress') return refuse('in_progress');
        if (taken === 'answered') return null;
      }
      const before = await findOwnerOrderRow(tx, clientId, orderId, true);
      if (!before) return refuse('not_found');
      const refundable = before.paid_cents - before.refunded_cents;
      const amount = request.amountCents ?? refundable;
      const move = moveStoreOrder(before, { type: 'refund', leftCents: Math.max(0, refundable - amount) });
      if (!move.ok) return refuseMove(move);
      if (amount <= 0 || amount > refundable) return refuse('exceeds_refundable', refundable);
      const paid = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.order_id, before.id), eq(payments.status, 'succeeded')))
        .orderBy(asc(payments.id))
        .for('update');
      const allocations: Allocation[] = [];
      let left = amount;
      for (const p of paid) {
        const cents = Math.min(left, p.amount_cents - p.refunded_cents);
        if (cents <= 0) continue;
        allocations.push({ paymentId: p.id, transactionId: p.transaction_id, cents });
        left -= cents;
        if (left === 0) break;
      }
      // The order's payments hold less than its books say is refundable: refuse what they cannot give back.
      if (left > 0) return refuse('exceeds_refundable', amount - left);
      const taken = await tx
        .update(orders)
        .set({ refunded_cents: sql`${orders.refunded_cents} + ${amount}`, updated_at: new Date() })
        .where(and(eq(orders.id, before.id), sql`${orders.refunded_cents} + ${amount} <= ${orders.paid_cents}`))
        .returning({ id: orders.id });
      if (taken.length === 0) return refuse('exceeds_refundable', refundable);
      for (const a of allocations) {
        await tx
          .update(payments)
          .set({ refunded_cents: sql`${payments.refunded_cents} + ${a.cents}`, updated_at: new Date() })
          .where(eq(payments.id, a.paymentId));
      }
      return { before, amount, allocations };
    });
    if (reserved === null) return { ok: true, replayed: true };

    // (2) Refund through the gateway, one payment at a time.
    let done = 0;
    try {
      for (const a of reserved.allocations) {
        // What the gateway had refunded before: an answer that did not add the amount (the sandbox refunds
        // nothing past its charge and says so) is a refusal, whatever our own book says.
        const before = (await gateway.getPayment(a.transactionId))?.refundedCents;
        const answer = await gateway.refundPayment({
          transactionId: a.transactionId,
          amountCents: a.cents,
          idempotencyKey: `refund-${key}-${a.paymentId}`,
        });
        if (before !== undefined && answer.refundedCents !== undefined && answer.refundedCents < before + a.cents) {
          throw new Error('refund not applied');
        }
        done += 1;
      }
    } catch {
      await giveBack(db, clientId, reserved.before.id, reserved.allocations.slice(done), request.idempotencyKey);
      // What the gateway did refund is kept and recorded.
      if (done > 0) await recordRefund(unitOfWork, clientId, reserved.before, reserved.allocations.slice(0, done), actor, undefined);
      return refuse('gateway_error');
    }

    // (3) Record.
    await recordRefund(unitOfWork, clientId, reserved.before, reserved.allocations, actor, request.idempotencyKey);
    return { ok: true, replayed: false };
  });
}

/** Undoes the reservation of allocations the gateway did not refund; the key may be tried again. */
async function giveBack(db: AppDb, clientId: number, orderId: number, allocations: Allocation[], key: string | undefined) {
  await db.transaction(async (tx) => {
    const cents = allocations.reduce((sum, a) => sum + a.cents, 0);
    if (cents > 0) {
      await tx
        .update(orders)
        .set({ refunded_cents: sql`${orders.refunded_cents} - ${cents}`, updated_at: new Date() })
        .where(eq(orders.id, orderId));
    }
    for (const a of allocations) {
      await tx
        .update(payments)
        .set({ refunded_cents: sql`${payments.refunded_cents} - ${a.cents}` })
        .where(eq(payments.id, a.paymentId));
    }
    if (key !== undefined) await forgetKey(tx, { clientId, scope: REFUND_SCOPE, key });
  });
}

/**
 * A refunded order whose whole payment went back becomes `refunded` (commerce's table: a refund leaving
 * nothing); the audit entry says how much. The money has moved by now: a state the table no longer lets the
 * refund move (a cancel got there first) keeps its status and the refund is still recorded.
 */
async function recordRefund(
  unitOfWork: RefundUnitOfWork,
  clientId: number,
  before: typeof orders.$inferSelect,
  allocations: Allocation[],
  actor: AuditActor,
  key: string | undefined,
) {
  await unitOfWork(async (tx) => {
    const now = await findOwnerOrderRow(tx, clientId, before.id, true);
    const move = now && moveStoreOrder(now, { type: 'refund', leftCents: Math.max(0, now.paid_cents - now.refunded_cents) });
    if (now && move?.ok && move.state.status !== now.status) {
      await tx
        .update(orders)
        .set({ status: move.state.status, updated_at: new Date() })
        .where(and(eq(orders.id, now.id), eq(orders.status, now.status)));
    }
    const after = await findOwnerOrderRow(tx, clientId, before.id);
    const amountCents = allocations.reduce((sum, a) => sum + a.cents, 0);
    // The refund's own row: its instant and amount (issue 31, the dashboard's sales are net of refunds).
    if (amountCents > 0) await tx.insert(orderRefunds).values({ client_id: clientId, order_id: before.id, amount_cents: amountCents });
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'order.refund',
      entity: ORDER_AUDIT_ENTITY,
      entityId: before.id,
      before: orderAuditState(before),
      after: { ...orderAuditState(after!), refund: fromMinorUnits(amountCents) },
    });
    if (key !== undefined) await markKeyAnswered(tx, { clientId, scope: REFUND_SCOPE, key }, 200);
    return { orderId: before.id, amountCents, full: after!.refunded_cents >= after!.paid_cents };
  });
}

const PENDING_PAYMENTS = ['requires_confirmation', 'requires_action', 'processing'] as const;

/**
 * Cancels an order: a paid one is refunded in full through the gateway first, a payment still waiting is
 * canceled at the gateway, then the order becomes `canceled` and its units go back on stock (exactly once:
 * releaseOrderStock), with its audit entry, in one transaction.
 */
/**
 * Runs the cancel's final write as one unit of work: the service's (order-cancel.ts), which records the
 * events of a cancel that went through in the same transaction.
 */
export type CancelUnitOfWork = (write: (tx: AppDb) => Promise<OrderMoneyResult>) => Promise<OrderMoneyResult>;

export async function cancelOrder(
  db: AppDb,
  gateway: PaymentGateway,
  clientId: number,
  orderId: number,
  idempotencyKey: string | undefined,
  actor: AuditActor,
  unitOfWork: CancelUnitOfWork,
  /** The unit of work of the full refund a paid order's cancel makes first (OrderRefunded with it). */
  refundUnitOfWork?: RefundUnitOfWork,
): Promise<OrderMoneyResult> {
  return answering(async () => {
    const first = await findOwnerOrderRow(db, clientId, orderId);
    if (!first) return refuse('not_found');
    const allowed = moveStoreOrder(first, { type: 'cancel' });
    if (!allowed.ok) return refuseMove(allowed);
    let refundedHere = false;
    if (first.status === 'paid' && first.paid_cents > first.refunded_cents) {
      const refund = await refundOrder(
        db,
        gateway,
        clientId,
        orderId,
        { idempotencyKey: idempotencyKey && `${idempotencyKey}-cancel` },
        actor,
        refundUnitOfWork,
      );
      if (!refund.ok) return refund.error === 'not_allowed' ? refuseMove({ ...refund, action: 'cancel' }) : refund;
      refundedHere = true;
    }
    const pending = await db
      .select()
      .from(payments)
      .where(and(eq(payments.order_id, first.id), inArray(payments.status, [...PENDING_PAYMENTS])));
    try {
      for (const p of pending) await gateway.cancelPayment(p.transaction_id);
    } catch {
      return refuse('gateway_error');
    }
    return unitOfWork(async (tx) => {
      const before = await findOwnerOrderRow(tx, clientId, orderId, true);
      if (!before) return refuse('not_found');
      // The full refund this cancel made first moved a paid order to `refunded`: the cancel is that paid
      // order's, one move of the table (paid → canceled), not a cancel of a refunded order (which it refuses).
      const from = refundedHere && before.status === 'refunded' ? { ...before, status: 'paid' } : before;
      const move = moveStoreOrder(from, { type: 'cancel' });
      if (!move.ok) return refuseMove({ ...move, state: before.status });
      const [after] = await tx
        .update(orders)
        .set({ status: move.state.status, updated_at: new Date() })
        .where(eq(orders.id, before.id))
        .returning();
      if (pending.length > 0) {
        await tx
          .update(payments)
          .set({ status: 'canceled', updated_at: new Date() })
          .where(and(eq(payments.order_id, before.id), inArray(payments.status, [...PENDING_PAYMENTS])));
      }
      await releaseOrderStock(tx, before.id);
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'order.cancel',
        entity: ORDER_AUDIT_ENTITY,
        entityId: before.id,
        before: orderAuditState(first),
        after: orderAuditState(after!),
      });
      return { ok: true as const, replayed: false };
    });
  });
}
