// The money moves of quotes, invoices and partial invoices (issue 15, design "Rules decided"): every one a
// conditional UPDATE, so racing requests can never take paid + reserved past the total (the table's own
// CHECK backs it up) nor decide a quote twice.
//   reserve:  reserved += amt WHERE payable AND paid + reserved + amt ≤ total   (transaction 1, with the payment row)
//   settle:   the payment leaves its open state exactly once; succeeded → reserved -= amt, paid += amt;
//             failed/canceled → reserved -= amt                                  (transaction 2)
//   decide:   status pending → approved | rejected, exactly once.
// A partial invoice's amounts move its parent (the quote/invoice) too, in the same transaction.
import { quoteMove, quoteStatesAccepting } from '@vitrina/commerce';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orders, payments } from '../../db/schema.js';
import { moveQuote } from '../../db/repos/order-lifecycle.js';
import type { OrderRow, PaymentRow } from '../orders/orders-repository.js';

/** Kinds the customer approves or rejects. */
export const DECIDABLE_KINDS = ['quote', 'invoice'] as const;
/** Kinds paid through this module (products orders go through checkout). */
export const DOCUMENT_KINDS = ['quote', 'invoice', 'partial_invoice'] as const;
/** States in which a document takes payments: those commerce's quote table lets `pay` move (issue 27). */
export const PAYABLE_STATES = quoteStatesAccepting('pay');
const OPEN = ['requires_confirmation', 'requires_action', 'processing'];

export const isDocument = (order: Pick<OrderRow, 'kind'>) => (DOCUMENT_KINDS as readonly string[]).includes(order.kind);

/** What can still be paid: the total less what is paid and what is under way; never below 0. */
export const payableCents = (o: Pick<OrderRow, 'total_cents' | 'paid_cents' | 'reserved_cents'>) =>
  Math.max(0, o.total_cents - o.paid_cents - o.reserved_cents);

export type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * pending → approved or rejected; null when it was not pending (already decided, paid or voided). A
 * rejection also needs nothing paid nor under way: money already taken is the owner's to settle.
 */
export async function decideDocument(db: AppDb, orderId: number, decision: Decision): Promise<OrderRow | null> {
  // From and to by commerce's quote table (issue 27): pending → approved | rejected.
  const move = quoteMove(decision.status === 'approved' ? 'approve' : 'reject');
  const now = new Date();
  const [row] = await db
    .update(orders)
    .set({
      status: move.to,
      decided_at: now,
      updated_at: now,
      ...(decision.status === 'rejected' ? { rejection_reason: decision.reason } : {}),
    })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, move.from),
        inArray(orders.kind, [...DECIDABLE_KINDS]),
        ...(decision.status === 'rejected' ? [eq(orders.paid_cents, 0), eq(orders.reserved_cents, 0)] : []),
      ),
    )
    .returning();
  return row ?? null;
}

async function reserveOne(tx: AppDb, orderId: number, amountCents: number): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ reserved_cents: sql`${orders.reserved_cents} + ${amountCents}`, updated_at: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...PAYABLE_STATES]),
        sql`${orders.paid_cents} + ${orders.reserved_cents} + ${amountCents} <= ${orders.total_cents}`,
      ),
    )
    .returning({ id: orders.id });
  return moved.length > 0;
}

export interface ReservedPayment {
  payment: PaymentRow;
}

/**
 * Transaction 1: reserves `amountCents` of the order (and of its parent for a partial invoice) and records
 * the payment as processing under a provisional transaction id. Null when it does not fit the balance. The
 * payer's campaign (their utm cookie, issue 31) is kept on the document when it has none yet.
 */
export async function reserveDocumentPayment(
  db: AppDb,
  order: Pick<OrderRow, 'id' | 'client_id' | 'parent_id' | 'currency'>,
  amountCents: number,
  gateway: string,
  provisionalId: string,
  gatewayKey: string | null = null,
  campaign: Record<string, string> | null = null,
): Promise<PaymentRow | null> {
  class NoRoom extends Error {}
  try {
    return await db.transaction(async (tx) => {
      if (!(await reserveOne(tx, order.id, amountCents))) throw new NoRoom();
      if (order.parent_id !== null && !(await reserveOne(tx, order.parent_id, amountCents))) throw new NoRoom();
      if (campaign)
        await tx
          .update(orders)
          .set({ utm: campaign })
          .where(and(eq(orders.id, order.id), isNull(orders.utm)));
      const [row] = await tx
        .insert(payments)
        .values({
          transaction_id: provisionalId,
          gateway,
          order_id: order.id,
          client_id: order.client_id,
          status: 'processing',
          amount_cents: amountCents,
          currency: order.currency,
          gateway_key: gatewayKey,
        })
        .returning();
      return row!;
    });
  } catch (err) {
    if (err instanceof NoRoom) return null;
    throw err;
  }
}

/** The payment an earlier attempt with this gateway key reserved on the order (issue 32: a retry resumes it). */
export async function findDocumentPaymentByKey(db: AppDb, orderId: number, gatewayKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.gateway_key, gatewayKey)));
  return row ?? null;
}

/** The gateway named the payment: its transaction id replaces the provisional one. */
export async function nameDocumentPayment(db: AppDb, paymentId: number, transactionId: string): Promise<void> {
  await db.update(payments).set({ transaction_id: transactionId, updated_at: new Date() }).where(eq(payments.id, paymentId));
}

export interface GatewayAnswer {
  status: PaymentRow['status'];
  cardBrand?: string | null;
  cardLast4?: string | null;
  failureCode?: string | null;
  expiresAt?: Date | null;
}

/** Moves the payment's money on the order; true when this closed the order as paid. */
async function moveMoney(tx: AppDb, orderId: number, amountCents: number, captured: boolean): Promise<boolean> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({
      reserved_cents: sql`${orders.reserved_cents} - ${amountCents}`,
      ...(captured ? { paid_cents: sql`${orders.paid_cents} + ${amountCents}` } : {}),
      updated_at: now,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!captured || !row || !(PAYABLE_STATES as readonly string[]).includes(row.status)) return false;
  // Spec §4 by commerce's rule: a part paid accepts the quote; the rest paid closes it.
  const next = moveQuote(row, { type: 'pay', outstandingCents: row.total_cents - row.paid_cents });
  if (next.ok && next.state !== row.status) {
    await tx
      .update(orders)
      .set({ status: next.state, ...(next.state === 'paid' ? { paid_at: now } : {}), updated_at: now })
      .where(eq(orders.id, orderId));
    return next.state === 'paid';
  }
  return false;
}

export interface SettledPayment {
  /** The payment as it now stands. */
  payment: PaymentRow;
  /** This call took it out of its open state (its money moved). */
  moved: boolean;
  /** The documents (the paid one, its parent) this call closed as paid. */
  paidOrderIds: number[];
}

/**
 * Transaction 2: applies the gateway's answer to the payment `paymentId`. Money moves only when this call
 * takes the payment out of its open state, so a replayed answer (webhook, validation page) moves nothing.
 * Returns the payment as it now stands.
 */
export async function settleDocumentPayment(db: AppDb, paymentId: number, answer: GatewayAnswer): Promise<SettledPayment | null> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({
        status: answer.status,
        card_brand: sql`coalesce(${answer.cardBrand ?? null}, ${payments.card_brand})`,
        card_last4: sql`coalesce(${answer.cardLast4 ?? null}, ${payments.card_last4})`,
        failure_code: sql`coalesce(${answer.failureCode ?? null}, ${payments.failure_code})`,
        expires_at: answer.expiresAt ?? sql`${payments.expires_at}`,
        // The instant the money was received (issue 31: the dashboard's sales).
        ...(answer.status === 'succeeded' ? { succeeded_at: new Date() } : {}),
        updated_at: new Date(),
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)))
      .returning();
    if (!moved) {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return row ? { payment: row, moved: false, paidOrderIds: [] } : null;
    }
    if (OPEN.includes(moved.status)) return { payment: moved, moved: false, paidOrderIds: [] };
    const captured = moved.status === 'succeeded';
    const [order] = await tx.select({ parent_id: orders.parent_id }).from(orders).where(eq(orders.id, moved.order_id));
    const paidOrderIds: number[] = [];
    if (await moveMoney(tx, moved.order_id, moved.amount_cents, captured)) paidOrderIds.push(moved.order_id);
    if (order?.parent_id && (await moveMoney(tx, order.parent_id, moved.amount_cents, captured))) paidOrderIds.push(order.parent_id);
    return { payment: moved, moved: true, paidOrderIds };
  });
}

/** The partial invoices (deposits) asked of a quote or invoice, oldest first. */
export async function listPartialInvoices(db: AppDb, parentId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.parent_id, parentId)).orderBy(asc(orders.created_at), asc(orders.id));
}

export async function findPaymentByGateway(db: AppDb, gateway: string, transactionId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.transaction_id, transactionId)));
  return row ?? null;
}
