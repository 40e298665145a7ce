// Namespace `discounts` (issue 30 "Discount codes"): the code field of the cart and the services cart, the
// refusals the API answers (commerce DISCOUNT_REFUSAL_MESSAGES).
// The back office's screen is `manage:discountsScreen` (manage-discounts.ts); its form's messages are
// validation's (`validation:discount.*`).
export const discounts = {
  cart: {
    label: 'Discount code',
    apply: 'Apply',
    applying: 'Applying…',
    remove: 'Remove code',
    applied: 'Code {{code}} applied',
    line: 'Discount ({{code}})',
  },
  refused: {
    unknown: 'This discount code does not exist. Check how it is spelled.',
    paused: 'This discount code is paused for now.',
    not_started: 'This discount code is not valid yet.',
    expired: 'This discount code has expired.',
    used_up: 'This discount code has been used up.',
    customer_limit: 'You have already used this discount code as many times as it allows.',
    below_minimum: 'Your order must reach {{minimum}} to use this discount code.',
    not_applicable: 'This discount code does not apply to anything in your cart.',
  },
} as const;
