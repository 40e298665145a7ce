// The calls of the orders: the visitor's checkouts and order pages, the order's feedback, the back office's
// Orders screen and Stripe's webhook (contracts store.ts, services-store.ts, order-feedback.ts, owner-orders.ts).
import { call, resourceCalls } from '../call.js';
import type { OrderFeedback, OrderFeedbackBody, OrderFeedbackOrNone } from '../order-feedback.js';
import type {
  OrderActionHeaders,
  OrderFulfillmentBody,
  OrderListQuery,
  OrderRefundBody,
  OwnerOrder,
  OwnerOrderPage,
} from '../owner-orders.js';
import type { ServicesCheckoutAnswer, ServicesCheckoutBody } from '../services-store.js';
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutHeaders,
  PaymentValidation,
  PaymentValidationBody,
  PublicOrder,
  PublicTransaction,
  StripeWebhookAnswer,
  StripeWebhookHeaders,
} from '../store.js';

/** An action whose path and headers name everything: the screen sends an empty JSON object. */
type NoFields = Record<string, never>;

/** The visitor's checkouts (idempotent by the Idempotency-Key header), 201 with where to go next. */
export const checkoutCalls = {
  checkout: call<{ headers: CheckoutHeaders; body: CheckoutBody; answer: CheckoutAnswer }>()('POST', '/api/client/:id/checkout'),
  servicesCheckout: call<{ headers: CheckoutHeaders; body: ServicesCheckoutBody; answer: ServicesCheckoutAnswer }>()(
    'POST',
    '/api/client/:id/services-checkout',
  ),
};

/** The visitor's order, reached only by its uuid: the order, a payment of it, the sandbox's validation step. */
export const orderCalls = {
  order: call<{ answer: PublicOrder }>()('GET', '/api/client/:id/orders/:uuid'),
  transaction: call<{ answer: PublicTransaction }>()('GET', '/api/client/:id/orders/:uuid/transactions/:transactionId'),
  paymentValidation: call<{ answer: PaymentValidation }>()('GET', '/api/client/:id/orders/:uuid/payment-validation/:transactionId'),
  validatePayment: call<{ body: PaymentValidationBody; answer: PaymentValidation }>()(
    'POST',
    '/api/client/:id/orders/:uuid/payment-validation/:transactionId',
  ),
};

/** The customer's feedback on an order: null while none is left; left once, 201. */
export const orderFeedbackCalls = {
  read: call<{ answer: OrderFeedbackOrNone }>()('GET', '/api/client/:id/orders/:uuid/feedback'),
  leave: call<{ body: OrderFeedbackBody; answer: OrderFeedback }>()('POST', '/api/client/:id/orders/:uuid/feedback'),
};

/** The Orders screen: the orders a page at a time, one order, and the owner's actions on it. */
export const ownerOrderCalls = {
  ...resourceCalls<{ list: { query: OrderListQuery; answer: OwnerOrderPage }; entry: OwnerOrder }>()(
    '/api/client/:id/owner-orders',
    'orderId',
    ['list', 'get'],
  ),
  fulfill: call<{ body: OrderFulfillmentBody; answer: OwnerOrder }>()('POST', '/api/client/:id/owner-orders/:orderId/fulfill'),
  ship: call<{ body: OrderFulfillmentBody; answer: OwnerOrder }>()('POST', '/api/client/:id/owner-orders/:orderId/ship'),
  refund: call<{ headers: OrderActionHeaders; body: OrderRefundBody; answer: OwnerOrder }>()(
    'POST',
    '/api/client/:id/owner-orders/:orderId/refund',
  ),
  cancel: call<{ headers: OrderActionHeaders; body: NoFields; answer: OwnerOrder }>()(
    'POST',
    '/api/client/:id/owner-orders/:orderId/cancel',
  ),
  cancelSubscription: call<{ body: NoFields; answer: OwnerOrder }>()('POST', '/api/client/:id/owner-orders/:orderId/subscription/cancel'),
};

/**
 * Stripe's signed payment events, served only with the stripe gateway and STRIPE_WEBHOOK_SECRET. The body is
 * Stripe's raw bytes (its signature covers them), read by the route, so the call names no body type.
 */
export const stripeWebhookCalls = {
  event: call<{ headers: StripeWebhookHeaders; answer: StripeWebhookAnswer }>()('POST', '/api/payments/stripe/webhook'),
};
