// The Discount codes form's values and the code the API takes (contract OwnerDiscountCodeInput), both ways.
// Amounts are typed in the owner's language (es 1.250,00) and sent plain; limits are typed digits ('' = none);
// products and services are checkbox ids (strings, as formik's checkbox groups keep them).
import type { OwnerDiscountCode, OwnerDiscountCodeInput } from '@vitrina/api-client/back-office';
import { plainMoneyInput } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';

export interface DiscountFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  /** The percent (digits), or the amount (the owner's money input) when `kind` is fixed. */
  value: string;
  minimum: string;
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  per_customer_limit: string;
  product_ids: string[];
  service_ids: string[];
  paused: boolean;
}

export const emptyDiscount = (): DiscountFormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  minimum: '0',
  starts_on: '',
  ends_on: '',
  usage_limit: '',
  per_customer_limit: '',
  product_ids: [],
  service_ids: [],
  paused: false,
});

/** The stored code as the form shows it. */
export const discountFormValuesOf = (c: OwnerDiscountCode): DiscountFormValues => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minimum: c.minimum,
  starts_on: c.starts_on,
  ends_on: c.ends_on,
  usage_limit: c.usage_limit === null ? '' : String(c.usage_limit),
  per_customer_limit: c.per_customer_limit === null ? '' : String(c.per_customer_limit),
  product_ids: c.product_ids.map(String),
  service_ids: c.service_ids.map(String),
  paused: c.paused,
});

const ids = (values: readonly string[]) => values.map(Number).filter((id) => Number.isInteger(id) && id > 0);

/** The code the API takes; amounts read in the owner's language `locale`. */
export const discountInputOf = (v: DiscountFormValues, locale: Locale): OwnerDiscountCodeInput => ({
  code: v.code,
  kind: v.kind,
  value: v.kind === 'fixed' ? plainMoneyInput(v.value, locale) : v.value.trim(),
  minimum: plainMoneyInput(v.minimum, locale),
  starts_on: v.starts_on,
  ends_on: v.ends_on,
  usage_limit: v.usage_limit.trim(),
  per_customer_limit: v.per_customer_limit.trim(),
  product_ids: ids(v.product_ids),
  service_ids: ids(v.service_ids),
  paused: v.paused,
});
