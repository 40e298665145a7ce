// Stripe's payment events, applied exactly once (issue 13 "webhooks verified by signature and applied exactly
// once"; issue 27): the only writer of payment_events. The event's id is recorded first (a conditional
// insert: a redelivery finds it and stops); the payment it names is read back from Stripe and applied
// (services/payment-result.ts: the conditional move, OrderPaid with it); when applying throws, the event is
// forgotten again so Stripe's retry applies it.
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.js';
import { findPaymentByTransaction } from './orders-repository.js';
import type { StripeGateway } from '../../payments/stripe-gateway.js';
import { applyPaymentResult } from '../../services/payment-result.js';
import { findOrderClientId, forgetPaymentEvent, recordPaymentEvent } from './stripe-webhook-repository.js';

/** The PaymentIntent an event is about, for the events that move a payment; null for any other event. */
export function paymentIntentOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (event.type.startsWith('payment_intent.') && object.object === 'payment_intent') return object.id ?? null;
  if (event.type === 'charge.refunded' || event.type === 'charge.succeeded' || event.type === 'charge.failed') {
    const pi = object.payment_intent;
    return typeof pi === 'string' ? pi : (pi?.id ?? null);
  }
  return null;
}

async function apply(ctx: AppContext, gateway: StripeGateway, event: Stripe.Event): Promise<boolean> {
  const { db } = ctx.database;
  const transactionId = paymentIntentOf(event);
  if (!transactionId) return false;
  const payment = await gateway.getPayment(transactionId);
  if (!payment) return false;
  const clientId = (await findPaymentByTransaction(db, transactionId))?.client_id ?? (await findOrderClientId(db, payment.orderId));
  if (clientId === null) return false;
  return (await applyPaymentResult(ctx, clientId, payment, gateway.name)) !== null;
}

/** A verified event: true when this delivery applied it to one of our payments; false for a redelivery or nothing of ours. */
export async function receiveStripeEvent(ctx: AppContext, gateway: StripeGateway, event: Stripe.Event): Promise<boolean> {
  const { db } = ctx.database;
  if (!(await recordPaymentEvent(db, gateway.name, event.id))) return false;
  try {
    return await apply(ctx, gateway, event);
  } catch (error) {
    await forgetPaymentEvent(db, gateway.name, event.id);
    throw error;
  }
}
