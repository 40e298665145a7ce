// How a discount code is written (issue 30): 3–40 letters, digits, dashes or underscores. The owner's form,
// the API and the cart's field judge it by this one rule; codes are compared without case.
const DISCOUNT_CODE = /^[A-Za-z0-9_-]{3,40}$/;

export const DISCOUNT_CODE_MAX_LENGTH = 40;

export function isValidDiscountCode(value: unknown): value is string {
  return typeof value === 'string' && DISCOUNT_CODE.test(value);
}
