// The payment_validation page's outcomes (spec §2 commerce/order/{uuid}/payment_validation/{transactionId};
// §8 "Order not found", "Transaction not found", "Invalid transaction", "Expired transaction"):
//   unknown order → order_not_found; unknown transaction → transaction_not_found; another order's
//   transaction, or one already failed or canceled → invalid_transaction; a validation step not done before
//   expires_at → expired_transaction (the order is released, once); succeeded → succeeded.
import type { PaymentValidation, ValidationOutcome } from '@vitrina/api-client/contracts';
import type { Payment } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';
import { findOrderByUuid, findPaymentByTransaction } from './orders-repository.js';
import type { OrderRow, PaymentRow } from './orders-repository.js';
import { isDocument } from '../quotes/quote-payments-repository.js';
import { applyPaymentResult, failOrder } from '../../services/payment-result.js';
import { settleDocumentAnswer } from '../../services/quote-payment-result.js';
import type { PaymentResultContext } from '../../services/payment-result.js';

const answer = (outcome: ValidationOutcome, order?: OrderRow, payment?: PaymentRow, clientSecret?: string): PaymentValidation => ({
  outcome,
  order_uuid: order?.uuid ?? null,
  amount: payment ? fromMinorUnits(payment.amount_cents) : null,
  currency: payment?.currency ?? null,
  client_secret: clientSecret ?? null,
});

type Found = { done: PaymentValidation } | { order: OrderRow; payment: PaymentRow };

async function find(ctx: PaymentResultContext, clientId: number, uuid: string, transactionId: string): Promise<Found> {
  const { db } = ctx.database;
  const order = await findOrderByUuid(db, clientId, uuid);
  if (!order) return { done: answer('order_not_found') };
  const payment = await findPaymentByTransaction(db, transactionId);
  if (!payment || payment.client_id !== clientId) return { done: answer('transaction_not_found', order) };
  if (payment.order_id !== order.id) return { done: answer('invalid_transaction', order) };
  return { order, payment };
}

/** The outcome of a payment as it stands, expiring a validation step whose time is up. */
async function outcomeOf(ctx: PaymentResultContext, order: OrderRow, payment: PaymentRow, now: Date, fresh?: Payment | null) {
  switch (payment.status) {
    case 'succeeded':
      return answer('succeeded', order, payment);
    case 'failed':
    case 'canceled':
      return answer('invalid_transaction', order, payment);
    default:
      if (payment.expires_at && payment.expires_at.getTime() <= now.getTime()) {
        // A quote's or invoice's reserved amount goes back to its balance (issue 15).
        if (isDocument(order)) await settleDocumentAnswer(ctx, payment.id, { status: 'canceled', failureCode: 'expired-transaction' });
        else await failOrder(ctx, order);
        await ctx.gateway.cancelPayment(payment.transaction_id).catch(() => null);
        return answer('expired_transaction', order, payment);
      }
      return answer('requires_action', order, payment, fresh?.clientSecret);
  }
}

/** GET: where the payment stands (the gateway is asked again while it waits for the validation step). */
export async function readPaymentValidation(
  ctx: PaymentResultContext,
  clientId: number,
  uuid: string,
  transactionId: string,
  now: Date = new Date(),
): Promise<PaymentValidation> {
  const found = await find(ctx, clientId, uuid, transactionId);
  if ('done' in found) return found.done;
  let { order, payment } = found;
  let fresh: Payment | null = null;
  const expired = payment.expires_at !== null && payment.expires_at.getTime() <= now.getTime();
  if (!['succeeded', 'failed', 'canceled'].includes(payment.status) && !expired) {
    fresh = await ctx.gateway.getPayment(payment.transaction_id).catch(() => null);
    if (fresh && fresh.status !== payment.status) {
      const applied = await applyPaymentResult(ctx, clientId, fresh);
      if (applied) ({ order, payment } = applied);
    }
  }
  return outcomeOf(ctx, order, payment, now, fresh);
}

/** POST: the customer's answer to the sandbox's validation step (approve, or fail it). */
export async function submitPaymentValidation(
  ctx: PaymentResultContext,
  clientId: number,
  uuid: string,
  transactionId: string,
  approve: boolean,
  now: Date = new Date(),
): Promise<PaymentValidation> {
  const found = await find(ctx, clientId, uuid, transactionId);
  if ('done' in found) return found.done;
  const { order, payment } = found;
  const waiting = payment.status === 'requires_action' && !(payment.expires_at && payment.expires_at.getTime() <= now.getTime());
  if (!waiting || !ctx.gateway.validate) return readPaymentValidation(ctx, clientId, uuid, transactionId, now);
  const result = await ctx.gateway.validate(transactionId, approve);
  if (!result) return answer('transaction_not_found', order);
  const applied = await applyPaymentResult(ctx, clientId, result);
  if (!applied) return answer('order_not_found');
  if (applied.payment.status === 'failed') return answer('failed', applied.order, applied.payment);
  return outcomeOf(ctx, applied.order, applied.payment, now);
}
