// A quote or invoice the owner writes (issue 15; spec §3 order display fields, §5 plain text and numeric
// input): the customer (e-mail and name), at least one line (a service, a product or free text, each with a
// name, an optional description, a unit price and a quantity), an optional discount (an amount, at most the
// subtotal), due date, terms and note. Amounts are money inputs as core-model's parseMoneyInput reads them.
// The API checks its bodies with these same schemas.
import { parseMoneyInput } from '@vitrina/core-model';
import { array, mixed, number, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { amountField, emailField, isCalendarDate, requiredText, text } from './fields.js';

export const QUOTE_MAX_LINES = 100;
export const QUOTE_TEXT_MAX_LENGTH = 5000;
export const QUOTE_MAX_QUANTITY = 100_000;

const money = () => text().test('price', M.invalid.price, (value) => !value || parseMoneyInput(value) !== null);

/** A calendar date YYYY-MM-DD that exists, or empty. */
const calendarDate = () => text().test('date', M.invalid.date, (value) => !value || isCalendarDate(value));

export const quoteLineSchema = object({
  source: mixed<'service' | 'product' | 'text'>().oneOf(['service', 'product', 'text'], M.invalid.value).required(M.invalid.value),
  service_id: number().nullable().default(null),
  product_id: number().nullable().default(null),
  name: requiredText(M.required.name).max(300, M.invalid.tooLong),
  description: text().max(2000, M.invalid.tooLong),
  unit_price: money().required(M.required.price),
  quantity: number()
    .typeError(M.quote.quantity)
    .integer(M.quote.quantity)
    .min(1, M.quote.quantity)
    .max(QUOTE_MAX_QUANTITY, M.quote.quantity)
    .required(M.quote.quantity),
});

export const quoteSchema = object({
  kind: mixed<'quote' | 'invoice'>().oneOf(['quote', 'invoice'], M.invalid.value).required(M.invalid.value),
  email: emailField({ required: true }),
  name: requiredText(M.required.name).max(200, M.invalid.tooLong),
  lines: array(quoteLineSchema).min(1, M.quote.linesRequired).max(QUOTE_MAX_LINES, M.invalid.tooMany).required(M.quote.linesRequired),
  discount: money(),
  due_date: calendarDate(),
  terms: text().max(QUOTE_TEXT_MAX_LENGTH, M.invalid.tooLong),
  note: text().max(QUOTE_TEXT_MAX_LENGTH, M.invalid.tooLong),
});

export type QuoteValues = InferType<typeof quoteSchema>;
export type QuoteLineValues = InferType<typeof quoteLineSchema>;

/**
 * An amount asked or received against a quote or invoice (a deposit, an offline payment): more than 0 and
 * at most `outstandingCents`, what is still owed.
 */
export function createQuoteAmountSchema(outstandingCents: number) {
  return object({
    amount: amountField(outstandingCents, 'outstanding', {
      required: M.quote.amountRequired,
      positive: M.quote.amountPositive,
      tooLarge: M.quote.amountTooLarge,
    }),
    due_date: calendarDate(),
    note: text().max(QUOTE_TEXT_MAX_LENGTH, M.invalid.tooLong),
  });
}

export type QuoteAmountValues = InferType<ReturnType<typeof createQuoteAmountSchema>>;
