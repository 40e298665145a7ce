// The customer's new card for a subscription (issue 15: "updating a subscription's card →
// /subscription-payment-update-successful"). The card is read like every payment's (payment-method.ts). An
// active subscription only saves it for the next renewal; a past-due one first pays its declined renewal
// with it — reopened by a conditional update, so two submits never charge twice — and saves it only when
// that payment went through (declined → 402, the old card stays). A gateway with its own saved tokens
// (Stripe) first attaches the new card to the subscription's customer, so renewals can charge it off-session.
// The declined renewal order is the orders module's to find and reopen (orders/renewal-orders-service.ts).
import type { CheckoutPayment, SubscriptionAnswer } from '@vitrina/api-client/contracts';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { findOrderById, listOrderPayments } from '../orders/orders-repository.js';
import { findFailedRenewal, reopenFailedRenewal } from '../orders/renewal-orders-service.js';
import { findSubscriptionByUuid, moveSubscription, saveSubscriptionCard, toSubscriptionView } from './subscriptions-repository.js';
import type { SavedCard, SubscriptionRow } from './subscriptions-repository.js';
import type { AppDb } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { declined, paymentPending } from '../../services/order-charge.js';
import type { CheckoutResult } from '../../services/order-charge.js';
import { readPaymentMethod } from '../../services/payment-method.js';
import { chargeRenewalOrder } from './renewals-service.js';
import type { RenewalContext } from './renewals-service.js';

export const SUBSCRIPTION_ERRORS = {
  notFound: 'errors:subscriptions.notFound',
  notActive: 'errors:subscriptions.notActive',
  inProgress: 'errors:subscriptions.inProgress',
} as const;

const notFound = () => new ApiError(404, 'subscription_not_found', SUBSCRIPTION_ERRORS.notFound);

/** The subscription as its page shows it, with the order that started it. */
export async function subscriptionAnswer(db: AppDb, row: SubscriptionRow): Promise<SubscriptionAnswer> {
  const first = await findOrderById(db, row.order_id);
  return { subscription: toSubscriptionView(row), order_uuid: first!.uuid, currency: row.currency };
}

export async function readSubscription(db: AppDb, clientId: number, uuid: string): Promise<SubscriptionAnswer> {
  const row = await findSubscriptionByUuid(db, clientId, uuid);
  if (!row) throw notFound();
  return subscriptionAnswer(db, row);
}

/** A declined payment's answer (order-charge.ts) as the route's error. */
function declineError(result: CheckoutResult): ApiError {
  const body = result.body as { error: { code: string; message: string }; decline?: string };
  return new ApiError(result.status, body.error.code, body.error.message, undefined, { decline: body.decline });
}

/** Pays the declined renewal with `card`; throws the 402 of a decline. */
async function payOverdueRenewal(ctx: RenewalContext, row: SubscriptionRow, card: SavedCard): Promise<void> {
  const { db } = ctx.database;
  const failed = await findFailedRenewal(db, row.id);
  if (!failed) {
    // Nothing to pay (the renewal never reached the gateway): the new card simply resumes the subscription.
    await moveSubscription(db, row.id, 'resume');
    return;
  }
  const attempt = (await listOrderPayments(db, failed.id)).length;
  const key = `subscription:${row.uuid}:${failed.uuid}:${attempt}`;
  const reopened = await reopenFailedRenewal(db, failed.id, key);
  if (!reopened) throw new ApiError(409, 'request_in_progress', SUBSCRIPTION_ERRORS.inProgress);
  const outcome = await chargeRenewalOrder(ctx, row, reopened, card.paymentToken, key);
  if (!outcome.ok) throw outcome.unknown ? paymentPending() : declineError(outcome.result);
}

/** The new card as the gateway keeps it for renewals (the sandbox's token as it is); a refused card is a 402. */
async function savedTokenFor(ctx: RenewalContext, row: SubscriptionRow, paymentMethodToken: string): Promise<string> {
  if (!ctx.gateway.saveCard) return paymentMethodToken;
  const first = await findOrderById(ctx.database.db, row.order_id);
  let answer;
  try {
    answer = await ctx.gateway.saveCard({
      saved: row.payment_token,
      paymentMethodToken,
      customerEmail: first?.email ?? '',
      idempotencyKey: `subscription-card:${row.uuid}:${paymentMethodToken}`,
    });
  } catch {
    answer = { failureCode: 'gateway-error' as const };
  }
  if ('saved' in answer) return answer.saved;
  throw declineError(declined(answer.failureCode));
}

export async function updateSubscriptionCard(
  ctx: RenewalContext,
  clientId: number,
  uuid: string,
  payment: CheckoutPayment,
): Promise<SubscriptionAnswer> {
  const { db } = ctx.database;
  const row = await findSubscriptionByUuid(db, clientId, uuid);
  if (!row) throw notFound();
  if (row.status !== 'active' && row.status !== 'past_due')
    throw new ApiError(409, 'subscription_not_active', SUBSCRIPTION_ERRORS.notActive);
  const method = readPaymentMethod(ctx, payment);
  if (Object.keys(method.fields).length > 0)
    throw new ApiError(400, 'invalid_request', VALIDATION_MESSAGES.forms.completeRequired, method.fields);
  const paymentToken = await savedTokenFor(ctx, row, method.paymentToken);
  const card: SavedCard = { paymentToken, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? null };
  if (row.status === 'past_due') await payOverdueRenewal(ctx, row, card);
  const saved = await saveSubscriptionCard(db, row.id, card);
  // Canceled by the owner meanwhile.
  if (!saved) throw new ApiError(409, 'subscription_not_active', SUBSCRIPTION_ERRORS.notActive);
  return subscriptionAnswer(db, saved);
}
