export { cartLineKey, serviceLineKey, isSubscriptionLine } from './cart/cart-line.js';
export type { QuantityLine, LinesState, CartState, ServicesCartState } from './cart/cart-line.js';
export { clampQuantity, createLinesReducer, type LinesAction } from './cart/line-reducer.js';
export { cartReducer, servicesCartReducer, emptyCart, emptyServicesCart, cartItemCount } from './cart/cart-reducer.js';
export type { CartAction, ServicesCartAction } from './cart/cart-reducer.js';
export {
  createLocalStorageCart,
  createCartStorage,
  createServicesCartStorage,
  reviveCartLine,
  reviveServiceLine,
  type CartStorage,
  type StorageLike,
} from './cart/cart-storage.js';
export { parsePercentRate, applyPercentRate, parseFlatRate } from './money/rate.js';
export { taxRateExample, taxRateInputIn, taxRateTextIn } from './money/tax-rate-text.js';
export { computeTotals, lineTotalCents, toPricedLine, checkPartialPayment } from './money/totals.js';
export type { PricedLine, TotalsInput, Totals, PartialPaymentViolation } from './money/totals.js';
export { checkProductOrder, checkServiceOrder, checkServiceAddition, isOutOfStock, stockProblems } from './rules/order-rules.js';
export type { LineProblem, OrderRuleCode, OrderRuleViolation, StockedLine } from './rules/order-rules.js';
export {
  QUOTE_STATES,
  transitionQuote,
  allowedQuoteEvents,
  isFinalQuoteState,
  quoteMove,
  quoteStatesAccepting,
  type QuoteEvent,
  type QuoteEventType,
  type QuoteState,
  type QuoteTransition,
  type QuoteTransitionError,
} from './quote/quote-state.js';
export {
  OWNER_ORDER_ACTIONS,
  PLACED_ORDER_STATE,
  STORE_FULFILLMENTS,
  STORE_ORDER_STATES,
  allowedOwnerActions,
  gatewayMove,
  isStoreFulfillment,
  isStoreOrderState,
  statusesAccepting,
  transitionStoreOrder,
  type GatewayOrderEvent,
  type OwnerActionSubject,
  type OwnerOrderAction,
  type StoreFulfillment,
  type StoreOrderEvent,
  type StoreOrderEventType,
  type StoreOrderLifecycle,
  type StoreOrderState,
  type StoreOrderTransition,
} from './order/order-lifecycle.js';
export {
  ORDER_DOCUMENT_KINDS,
  orderDocument,
  type DocumentAvailability,
  type DocumentSubject,
  type OrderDocumentKind,
} from './order/document-rules.js';
export {
  FEEDBACK_CLOSED_STATES,
  FEEDBACK_DELIVERED_FULFILLMENTS,
  FEEDBACK_PAID_STATES,
  acceptsFeedback,
  type FeedbackSubject,
} from './feedback/feedback-rules.js';
export { nextChargeDate, nextChargeAfter } from './subscription/next-charge.js';
export {
  SUBSCRIPTION_STATES,
  isSubscriptionState,
  subscriptionMove,
  subscriptionStatesAccepting,
  transitionSubscription,
  type SubscriptionEvent,
  type SubscriptionState,
  type SubscriptionTransition,
} from './subscription/subscription-lifecycle.js';
export type {
  PaymentGateway,
  Payment,
  PaymentStatus,
  PaymentFailureCode,
  CreatePaymentInput,
  ConfirmPaymentInput,
} from './payment/payment-gateway.js';
export {
  ORDER_RULE_MESSAGES,
  EMPTY_SERVICES_MESSAGE,
  QUOTE_ERROR_MESSAGES,
  PAYMENT_FAILURE_MESSAGES,
  PARTIAL_PAYMENT_MESSAGES,
} from './messages.js';
export {
  DISCOUNT_KINDS,
  DISCOUNT_REFUSALS,
  DISCOUNT_REFUSAL_MESSAGES,
  discountOf,
  judgeDiscount,
  lineIsEligible,
  normalizeDiscountCode,
  type DiscountKind,
  type DiscountLine,
  type DiscountOutcome,
  type DiscountRefusal,
  type DiscountTerms,
} from './discount/discount-rules.js';
