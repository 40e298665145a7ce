// The customer pays all or part of a quote, invoice or partial invoice (issue 15; design "Paying"):
// 1. checks the amount with commerce checkPartialPayment against what can still be paid;
// 2. transaction 1 reserves it (quote-payments-repository.ts: a conditional update, so racing payments can
//    never take more than the total) and records the payment as processing; commit;
// 3. asks the gateway, outside any transaction (the same gateway and card reading as checkout);
// 4. transaction 2 settles: captured → paid (status by commerce transitionQuote), declined → released.
// The Idempotency-Key protocol is the route's (routes/public/idempotent-send.ts). Crash-safe (issue 32): the
// reserved payment carries its gateway key; a retry that took over a dead attempt's key resumes that payment
// (asking the gateway for the charge made under the key), and a gateway error leaves the amount reserved,
// answered 503 payment_pending, for a retry or the recovery sweeper to settle from the gateway's record.
import { randomUUID } from 'node:crypto';
import type { QuotePaymentAnswer, QuotePaymentBody } from '@vitrina/api-client/contracts';
import { PARTIAL_PAYMENT_MESSAGES, PAYMENT_FAILURE_MESSAGES, checkPartialPayment } from '@vitrina/commerce';
import type { Payment, PaymentFailureCode } from '@vitrina/commerce';
import { fromMinorUnits, toMinorUnits } from '@vitrina/core-model';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { findOrderByUuid } from '../orders/orders-repository.js';
import type { OrderRow } from '../orders/orders-repository.js';
import {
  PAYABLE_STATES,
  findDocumentPaymentByKey,
  isDocument,
  nameDocumentPayment,
  payableCents,
  reserveDocumentPayment,
} from './quote-payments-repository.js';
import type { PaymentRow } from '../orders/orders-repository.js';
import { ApiError } from '../../http/errors.js';
import type { CheckoutContext } from '../../services/order-charge.js';
import { hashablePayment, readPaymentMethod } from '../../services/payment-method.js';
import { failpoint } from '../../services/failpoints.js';
import { paymentPending } from '../../services/order-charge.js';
import { settleDocumentAnswer } from '../../services/quote-payment-result.js';

export interface QuotePaymentResult {
  status: number;
  body: QuotePaymentAnswer | Record<string, unknown>;
}

export const hashableQuotePayment = (body: QuotePaymentBody): unknown => ({ amount: body.amount, payment: hashablePayment(body.payment) });

const orderNotFound = () => new ApiError(404, 'order_not_found', 'errors:orders.orderNotFound');
const notPayable = () => new ApiError(409, 'not_payable', 'commerce:quoteFlow.notPayable');
const exceedsBalance = (order: OrderRow) =>
  new ApiError(409, 'amount_exceeds_balance', PARTIAL_PAYMENT_MESSAGES['partial-payment-exceeds-outstanding'], undefined, {
    total_outstanding: fromMinorUnits(payableCents(order)),
  });

const declined = (code: PaymentFailureCode): QuotePaymentResult => ({
  status: 402,
  body: { error: { code: 'payment_declined', message: PAYMENT_FAILURE_MESSAGES[code] }, decline: code },
});

const isPayableState = (status: string) => (PAYABLE_STATES as readonly string[]).includes(status);

export async function runQuotePayment(
  ctx: CheckoutContext,
  clientId: number,
  uuid: string,
  key: string,
  body: QuotePaymentBody,
  siteOrigin: string | null = null,
  campaign: Record<string, string> | null = null,
): Promise<QuotePaymentResult> {
  const { db } = ctx.database;
  const order = await findOrderByUuid(db, clientId, uuid);
  if (!order) throw orderNotFound();
  if (!isDocument(order)) throw notPayable();
  const gatewayKey = quotePaymentKey(clientId, key);
  const method = readPaymentMethod(ctx, body.payment);
  // A retry of an attempt whose process died: the amount it reserved, as far as it got.
  let reserved: PaymentRow | null = await findDocumentPaymentByKey(db, order.id, gatewayKey);
  const resume = reserved !== null;
  if (!reserved) {
    if (!isPayableState(order.status)) throw notPayable();
    const amountCents = toMinorUnits(body.amount) ?? 0;
    const fields: Record<string, string> = { ...method.fields };
    if (checkPartialPayment(amountCents, Number.MAX_SAFE_INTEGER) !== null)
      fields.amount = PARTIAL_PAYMENT_MESSAGES['partial-payment-not-positive'];
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'invalid_request', VALIDATION_MESSAGES.forms.completeRequired, fields);
    if (checkPartialPayment(amountCents, payableCents(order)) !== null) throw exceedsBalance(order);
    reserved = await reserveDocumentPayment(db, order, amountCents, ctx.gateway.name, `pending_${randomUUID()}`, gatewayKey, campaign);
    if (!reserved) {
      const now = (await findOrderByUuid(db, clientId, uuid)) ?? order;
      throw isPayableState(now.status) ? exceedsBalance(now) : notPayable();
    }
    failpoint('quote:after-reserve');
  }
  const amountCents = reserved.amount_cents;
  let payment: Pick<Payment, 'transactionId' | 'status' | 'card' | 'failureCode' | 'expiresAt' | 'clientSecret'>;
  if (reserved.status === 'succeeded' || reserved.status === 'failed' || reserved.status === 'canceled') {
    // Settled already (by the attempt before it died, or by the recovery sweeper): answered as it stands.
    payment = {
      transactionId: reserved.transaction_id,
      status: reserved.status,
      // Canceled without a code: the recovery sweeper found it never charged — expired, not declined.
      failureCode:
        (reserved.failure_code as PaymentFailureCode | null) ?? (reserved.status === 'canceled' ? 'expired-transaction' : 'declined'),
    };
  } else {
    try {
      const made = resume ? await ctx.gateway.findPaymentByKey(gatewayKey) : null;
      const created =
        made ??
        (await ctx.gateway.createPayment({
          orderId: order.uuid,
          amountCents,
          currency: order.currency,
          idempotencyKey: gatewayKey,
          description: `Invoice ${order.number}`,
          customerEmail: order.email,
          ...(siteOrigin ? { returnUrl: `${siteOrigin}/commerce/order/${order.uuid}/payment_validation/{transactionId}` } : {}),
        }));
      if (reserved.transaction_id !== created.transactionId) await nameDocumentPayment(db, reserved.id, created.transactionId);
      payment =
        created.status === 'requires_confirmation'
          ? await ctx.gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: method.paymentToken })
          : created;
    } catch {
      // The charge may have been made: the amount stays reserved until the gateway's record says.
      throw paymentPending();
    }
    failpoint('quote:after-charge');
    await settleDocumentAnswer(ctx, reserved.id, payment);
  }
  if (payment.status === 'failed' || payment.status === 'canceled') return declined(payment.failureCode ?? 'declined');
  const answer: QuotePaymentAnswer = {
    order_uuid: order.uuid,
    order_number: String(order.number),
    transaction_id: payment.transactionId,
    amount: fromMinorUnits(amountCents),
    next: payment.status === 'requires_action' ? 'validation' : 'success',
    client_secret: payment.clientSecret ?? null,
  };
  return { status: 201, body: answer };
}

/** The gateway's idempotency key of a quote or invoice payment: also its reserved payment's gateway key. */
export const quotePaymentKey = (clientId: number, key: string) => `quote:${clientId}:${key}`;
