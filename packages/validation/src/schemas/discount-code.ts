// A discount code as the back office's Discount codes screen edits it and the API's owner routes receive it
// (issue 30; contract OwnerDiscountCodeInput). The code is 3–40 letters, digits, dashes or underscores, kept
// as typed and compared without case; a percent is a whole number 1–100, an amount (and the minimum order) a
// money amount as the editor's money input reads it; the start and end are calendar days of the business's
// time zone (empty: none; the end day is included); the limits are whole numbers ≥ 1 (empty: none); the
// products and services it applies to are ids (none: the whole cart).
import { isValidDiscountCode, parseMoneyInput } from '@vitrina/core-model';
import { array, boolean, mixed, number, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import type { Defaulted, TypedAsText } from './sent.js';
import { isCalendarDate, text } from './fields.js';

export const DISCOUNT_CODE_KINDS = ['percent', 'fixed'] as const;
export type DiscountCodeKind = (typeof DISCOUNT_CODE_KINDS)[number];
/** Ids one code may name, of products and of services each. */
export const DISCOUNT_TARGETS_MAX = 200;
/** Uses a limit may count to (a 32-bit column). */
export const DISCOUNT_LIMIT_MAX = 1_000_000;

const kindField = () =>
  mixed<DiscountCodeKind>((value): value is DiscountCodeKind => (DISCOUNT_CODE_KINDS as readonly unknown[]).includes(value))
    .typeError(M.invalid.value)
    .default('percent')
    .required(M.invalid.value);

/** A limit: a whole number 1…DISCOUNT_LIMIT_MAX typed as digits or sent as a number; blank, null or absent: none. */
const limitField = () =>
  number()
    .transform((value: unknown, original: unknown) => {
      if (original === null || original === undefined) return null;
      if (typeof original === 'string') return original.trim() === '' ? null : /^\d+$/.test(original.trim()) ? Number(original) : NaN;
      return value;
    })
    .typeError(M.discount.limit)
    .integer(M.discount.limit)
    .min(1, M.discount.limit)
    .max(DISCOUNT_LIMIT_MAX, M.discount.limit)
    .nullable()
    .default(null);

/** A calendar day YYYY-MM-DD, or '' for none. */
const dayField = () => text().test('date', M.invalid.date, (value) => !value || isCalendarDate(value));

const idsField = () =>
  array(number().typeError(M.invalid.value).integer(M.invalid.value).positive(M.invalid.value).required(M.invalid.value))
    .max(DISCOUNT_TARGETS_MAX, M.invalid.tooMany)
    .default([]);

export const discountCodeSchema = object({
  code: text()
    .required(M.discount.codeRequired)
    .test('code', M.discount.codeInvalid, (value) => !value || isValidDiscountCode(value)),
  kind: kindField(),
  /** Percent (digits, 1–100) or an amount (money input, above 0), by `kind`. */
  value: text().when('kind', ([kind], field) =>
    kind === 'fixed'
      ? field.required(M.discount.amount).test('amount', M.discount.amount, (value) => !value || (parseMoneyInput(value) ?? 0) > 0)
      : field
          .required(M.discount.percent)
          .test(
            'percent',
            M.discount.percent,
            (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100),
          ),
  ),
  /** The cart's subtotal must reach it; empty reads as 0. */
  minimum: text()
    .default('0')
    .transform((value: unknown) => (value === '' || value === undefined || value === null ? '0' : value))
    .test('minimum', M.discount.minimum, (value) => !value || parseMoneyInput(value) !== null),
  starts_on: dayField(),
  ends_on: dayField().test('after-start', M.discount.endsBeforeStart, function check(value) {
    const start = (this.parent as { starts_on?: string }).starts_on;
    return !value || !start || !isCalendarDate(start) || value >= start;
  }),
  usage_limit: limitField(),
  per_customer_limit: limitField(),
  product_ids: idsField(),
  service_ids: idsField(),
  paused: boolean().typeError(M.invalid.value).default(false),
});

export type DiscountCodeValues = InferType<typeof discountCodeSchema>;
/** The body of the owner's POST and PUT (contract OwnerDiscountCodeInput): limits may be typed digits. */
export type DiscountCodeInput = Defaulted<
  TypedAsText<DiscountCodeValues, 'usage_limit' | 'per_customer_limit'>,
  'product_ids' | 'service_ids' | 'paused' | 'minimum'
>;
