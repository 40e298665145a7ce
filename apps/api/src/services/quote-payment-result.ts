// A gateway's answer about a payment of a quote, invoice or partial invoice (issue 15): the payment row
// written when its amount was reserved is settled by modules/quotes/quote-payments-repository.ts (transaction 2). Reached from
// the quote payment call itself and, through applyPaymentResult, from the payment_validation page and the
// gateways' webhooks, so a 3-D Secure step finishes the same way a direct answer does.
import type { Payment } from '@vitrina/commerce';
import { findOrderById } from '../modules/orders/orders-repository.js';
import type { OrderRow, PaymentRow } from '../modules/orders/orders-repository.js';
import { findPaymentByGateway, settleDocumentPayment } from '../modules/quotes/quote-payments-repository.js';
import type { AppContext } from '../app-context.js';
import { changeWithEvents } from '../events/recorded-change.js';
import type { DomainEvent } from '../events/domain-events.js';

/** payment-result.ts's context (declared here too: that module calls this one). */
export type PaymentResultContext = Pick<AppContext, 'database' | 'gateway' | 'websiteData' | 'pages' | 'events'> &
  Partial<Pick<AppContext, 'bus'>>;

export interface SettledDocumentPayment {
  payment: PaymentRow;
  order: OrderRow;
}

export async function settleDocumentAnswer(
  ctx: PaymentResultContext,
  paymentId: number,
  payment: Pick<Payment, 'status' | 'card' | 'failureCode' | 'expiresAt'>,
): Promise<SettledDocumentPayment | null> {
  const { db } = ctx.database;
  // The payment's money and its events commit together: PaymentSettled when this call moved the money (the
  // document's page and the owner's lists show it), OrderPaid for each document it closed as paid.
  const { result } = await changeWithEvents(
    ctx,
    null,
    (tx) =>
      settleDocumentPayment(tx, paymentId, {
        status: payment.status,
        cardBrand: payment.card?.brand ?? null,
        cardLast4: payment.card?.last4 ?? null,
        failureCode: payment.failureCode ?? null,
        expiresAt: payment.expiresAt ?? null,
      }),
    (settled): DomainEvent[] =>
      settled?.moved
        ? [
            {
              type: 'PaymentSettled',
              clientId: settled.payment.client_id,
              orderId: settled.payment.order_id,
              paymentId: settled.payment.id,
            },
            ...settled.paidOrderIds.map((orderId): DomainEvent => ({ type: 'OrderPaid', clientId: settled.payment.client_id, orderId })),
          ]
        : [],
  );
  if (!result) return null;
  const order = await findOrderById(db, result.payment.order_id);
  if (!order) return null;
  return { payment: result.payment, order };
}

/** applyPaymentResult's branch for documents: the payment must be one this API reserved. */
export async function applyDocumentPaymentResult(
  ctx: PaymentResultContext,
  order: OrderRow,
  payment: Payment,
  gatewayName: string,
): Promise<{ payment: PaymentRow; order: OrderRow; paid: boolean; released: boolean } | null> {
  const known = await findPaymentByGateway(ctx.database.db, gatewayName, payment.transactionId);
  if (!known || known.order_id !== order.id) return null;
  const before = order.status;
  const settled = await settleDocumentAnswer(ctx, known.id, payment);
  if (!settled) return null;
  return { ...settled, paid: before !== 'paid' && settled.order.status === 'paid', released: false };
}
