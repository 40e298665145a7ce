// The customer's new card for a subscription (issue 15: "updating a subscription's card →
// /subscription-payment-update-successful"). The card is read like every payment's (payment-method.ts). An
// active subscription only saves it for the next renewal; a past-due one first pays its declined renewal
// with it — reopened by a conditional update, so two submits never charge twice — and saves it only when
// that payment went through (declined → 402, the old card stays).
import type { CheckoutPayment, SubscriptionAnswer } from '@vitrina/api-client/contracts';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { findOrderById, listOrderPayments } from '../db/repos/orders.js';
import {
  findFailedRenewal,
  findSubscriptionByUuid,
  moveSubscription,
  reopenFailedRenewal,
  saveSubscriptionCard,
  toSubscriptionView,
} from '../db/repos/subscriptions.js';
import type { SavedCard, SubscriptionRow } from '../db/repos/subscriptions.js';
import type { AppDb } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { readPaymentMethod } from './payment-method.js';
import { chargeRenewalOrder } from './subscription-renewals.js';
import type { RenewalContext } from './subscription-renewals.js';

export const SUBSCRIPTION_ERRORS = {
  notFound: 'errors:subscriptions.notFound',
  notActive: 'errors:subscriptions.notActive',
  inProgress: 'errors:subscriptions.inProgress',
} as const;

const notFound = () => new ApiError(404, 'subscription_not_found', SUBSCRIPTION_ERRORS.notFound);

/** The subscription as its page shows it, with the order that started it. */
export async function subscriptionAnswer(db: AppDb, row: SubscriptionRow): Promise<SubscriptionAnswer> {
  const first = await findOrderById(db, row.order_id);
  return { subscription: toSubscriptionView(row), order_uuid: first!.uuid, currency_symbol: first!.currency_symbol };
}

export async function readSubscription(db: AppDb, clientId: number, uuid: string): Promise<SubscriptionAnswer> {
  const row = await findSubscriptionByUuid(db, clientId, uuid);
  if (!row) throw notFound();
  return subscriptionAnswer(db, row);
}

/** Pays the declined renewal with `card`; throws the 402 of a decline. */
async function payOverdueRenewal(ctx: RenewalContext, row: SubscriptionRow, card: SavedCard): Promise<void> {
  const { db } = ctx.database;
  const failed = await findFailedRenewal(db, row.id);
  if (!failed) {
    // Nothing to pay (the renewal never reached the gateway): the new card simply resumes the subscription.
    await moveSubscription(db, row.id, 'past_due', 'active');
    return;
  }
  const reopened = await reopenFailedRenewal(db, failed.id);
  if (!reopened) throw new ApiError(409, 'request_in_progress', SUBSCRIPTION_ERRORS.inProgress);
  const attempt = (await listOrderPayments(db, failed.id)).length;
  const outcome = await chargeRenewalOrder(ctx, row, reopened, card.paymentToken, `subscription:${row.uuid}:${failed.uuid}:${attempt}`);
  if (!outcome.ok) {
    const body = outcome.result.body as { error: { code: string; message: string }; decline?: string };
    throw new ApiError(outcome.result.status, body.error.code, body.error.message, undefined, { decline: body.decline });
  }
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
  const card: SavedCard = { paymentToken: method.paymentToken, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? null };
  if (row.status === 'past_due') await payOverdueRenewal(ctx, row, card);
  const saved = await saveSubscriptionCard(db, row.id, card);
  // Canceled by the owner meanwhile.
  if (!saved) throw new ApiError(409, 'subscription_not_active', SUBSCRIPTION_ERRORS.notActive);
  return subscriptionAnswer(db, saved);
}
