// i18n keys (namespace-qualified) for every code this package returns, so UI and API show the same text.
// The texts live in @vitrina/i18n; keys of `validation:` are the ones @vitrina/validation emits too.
import type { PartialPaymentViolation } from './money/totals.js';
import type { PaymentFailureCode } from './payment/payment-gateway.js';
import type { QuoteTransitionError } from './quote/quote-state.js';
import type { OrderRuleCode } from './rules/order-rules.js';

export const ORDER_RULE_MESSAGES: Readonly<Record<OrderRuleCode, string>> = {
  'empty-order': 'commerce:cart.empty',
  'one-subscription-per-order': 'errors:orders.oneSubscription',
  'subscription-mixed-with-one-time': 'errors:orders.noMixing',
  'out-of-stock': 'errors:orders.outOfStock',
  'insufficient-stock': 'errors:orders.outOfStock',
};

/** The services store words an empty selection its own way (spec §5 "select one or more services"). */
export const EMPTY_SERVICES_MESSAGE = 'validation:servicesStore.selectServices';

export const QUOTE_ERROR_MESSAGES: Readonly<Record<QuoteTransitionError, string>> = {
  // Spec §5 "Feedback comment and reject reason: This information is required".
  'reason-required': 'validation:informationRequired',
  'illegal-transition': 'errors:orders.somethingWentWrong',
};

export const PAYMENT_FAILURE_MESSAGES: Readonly<Record<PaymentFailureCode, string>> = {
  'transaction-not-found': 'errors:orders.transactionNotFound',
  'invalid-transaction': 'errors:orders.invalidTransaction',
  'expired-transaction': 'errors:orders.expiredTransaction',
  declined: 'errors:orders.paymentFailed',
  'insufficient-funds': 'errors:orders.insufficientFunds',
  'gateway-error': 'errors:orders.paymentFailed',
};

export const PARTIAL_PAYMENT_MESSAGES = {
  'partial-payment-not-positive': 'commerce:quoteFlow.amountNotPositive',
  'partial-payment-exceeds-outstanding': 'commerce:quoteFlow.amountExceedsBalance',
} as const satisfies Readonly<Record<PartialPaymentViolation, string>>;
