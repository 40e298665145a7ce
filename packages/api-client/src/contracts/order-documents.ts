// The customer's quote / invoice page (issue 15; spec §2 commerce/order/{uuid}, invoice-successful/{id};
// §4 "Quotes and invoices: pending, then approved, paid or rejected. Rejection needs a reason."; §5 reject
// reason "This information is required"). The order itself is contracts/store.ts PublicOrder.
//   POST client/{id}/orders/{uuid}/approve                    → PublicOrder · 409 already_decided · 409 not_a_quote
//   POST client/{id}/orders/{uuid}/reject  QuoteRejectBody    → PublicOrder · 400 reason · 409 already_decided
//   POST client/{id}/orders/{uuid}/payments QuotePaymentBody, header Idempotency-Key
//        → 201 QuotePaymentAnswer · 400 fields · 402 payment_declined {decline} · 409 amount_exceeds_balance
//        · 409 not_payable · 409 in_progress · 422 idempotency_mismatch · 429
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum } from './shared.js';
import { CheckoutPayment, Money } from './store.js';

export const QuoteRejectBody = Type.Object({
  /** Required (blank → 400 with fields.reason = validation:informationRequired). */
  reason: Type.String({ maxLength: 2000 }),
});
export type QuoteRejectBody = Static<typeof QuoteRejectBody>;

export const QuotePaymentBody = Type.Object({
  /** What to pay now: more than 0 and no more than the total outstanding (commerce checkPartialPayment). */
  amount: Money,
  payment: CheckoutPayment,
});
export type QuotePaymentBody = Static<typeof QuotePaymentBody>;

/**
 * 201: the payment was asked of the gateway. `next`: `success` → /invoice-successful/{order_uuid};
 * `validation` → /commerce/order/{order_uuid}/payment_validation/{transaction_id}.
 */
export const QuotePaymentAnswer = Type.Object({
  order_uuid: Type.String({ format: 'uuid' }),
  order_number: Type.String(),
  transaction_id: Type.String(),
  amount: Money,
  next: StringEnum(['success', 'validation'] as const),
  client_secret: Type.Union([Type.String(), Type.Null()]),
});
export type QuotePaymentAnswer = Static<typeof QuotePaymentAnswer>;
