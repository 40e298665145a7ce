// The owner's order actions in the back office (issue 13 "Orders"): the note of a fulfilment or a shipment
// (plain text, spec §5, at most ORDER_NOTE_MAX_LENGTH characters) and the amount of a refund (a money input
// as core-model's parseMoneyInput reads it, more than 0 and at most what is left to refund). The API checks
// its bodies with these same schemas.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { amountField, text } from './fields.js';

export const ORDER_NOTE_MAX_LENGTH = 1000;

/** Mark fulfilled / shipped: an optional note for the customer and the team. */
export const orderFulfillmentSchema = object({
  note: text().max(ORDER_NOTE_MAX_LENGTH, M.invalid.tooLong),
});

export type OrderFulfillmentValues = InferType<typeof orderFulfillmentSchema>;

/**
 * A refund of at most `refundableCents` (the paid amount not refunded yet). The amount is a decimal text
 * such as `12` or `12.50`; read it with parseMoneyInput once valid.
 */
export function createRefundSchema(refundableCents: number) {
  return object({
    amount: amountField(refundableCents, 'refundable', {
      required: M.refund.amountRequired,
      positive: M.refund.amountPositive,
      tooLarge: M.refund.amountTooLarge,
    }),
  });
}

export type RefundValues = InferType<ReturnType<typeof createRefundSchema>>;
