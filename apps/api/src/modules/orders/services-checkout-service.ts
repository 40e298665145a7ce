// Services checkout (issue 15; spec §2 services-cart → services-finalize → services-success; §3 service
// requires-quote and subscription; §5 "select one or more services", "only one subscription service per
// order; one-time services and a subscription cannot be mixed"). The browser sends service ids and
// quantities only: the server prices every line from the database and re-runs commerce checkServiceOrder.
// In ONE transaction: the customer, the order and its lines (and, for a subscription, its `subscriptions`
// row, incomplete until the first payment). Then:
// - a requires-quote line makes the order a quote request (kind quote, state requested): no payment now;
// - otherwise the gateway is asked outside the transaction, like the products checkout (order-charge.ts);
//   the token the gateway saved the card under for renewals, if it has its own, replaces the card's.
// Services hold no stock. The idempotency of the call is the route's (services/idempotency.ts). The cart
// check that prices the lines and runs the order rules is the catalog's (catalog/services-store-service.ts).
import type { ServiceRuleViolation, ServicesCheckoutAnswer, ServicesCheckoutBody } from '@vitrina/api-client/contracts';
import { EMPTY_SERVICES_MESSAGE, ORDER_RULE_MESSAGES, PLACED_ORDER_STATE, computeTotals } from '@vitrina/commerce';
import type { Recurrence, ShippingFields } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, plainText } from '@vitrina/validation';
import type { StoreSettings } from '../catalog/store-repository.js';
import { checkServicesCart } from '../catalog/services-store-service.js';
import type { CheckedServicesCart } from '../catalog/services-store-service.js';
import { findOrderById, findOrderByPaymentKey, insertOrder, nextOrderNumber, orderNumberText } from './orders-repository.js';
import { upsertCustomer } from './customers-repository.js';
import type { OrderRow } from './orders-repository.js';
import { keepRenewalToken, startSubscription, subscriptionStartedBy } from '../subscriptions/subscription-changes-service.js';
import { ApiError } from '../../http/errors.js';
import { failpoint } from '../../services/failpoints.js';
import { chargeCheckout, checkoutOrderValues, errorResult, readAddressFields } from '../../services/order-charge.js';
import type { CheckoutContext, CheckoutResult } from '../../services/order-charge.js';
import { orderTotals, toWireTotals } from '../../services/order-totals.js';
import type { TotalsOfOrder } from '../../services/order-totals.js';
import { hashablePayment, readPaymentMethod } from '../../services/payment-method.js';
import type { ReadPaymentMethod } from '../../services/payment-method.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { DiscountRefused, countCheckoutUse, takeDiscountInCheckout } from '../discounts/index.js';
import { discountRefusal } from './checkout-service.js';

/** Spec §5's words for a refused order (an empty selection is the services store's own). */
const ruleMessage = (code: ServiceRuleViolation['code']) => (code === 'empty-order' ? EMPTY_SERVICES_MESSAGE : ORDER_RULE_MESSAGES[code]);

/** The body as its idempotency hash sees it: no card number or cvv. */
export const hashableServicesCheckoutBody = (body: ServicesCheckoutBody): unknown => ({
  ...body,
  payment: body.payment ? hashablePayment(body.payment) : null,
});

/** The customer (and, unless a quote request, the card) by validation's schemas; 400 with every field's key. */
function readInput(ctx: CheckoutContext, settings: StoreSettings, body: ServicesCheckoutBody, quoteRequest: boolean) {
  const { fields, address } = readAddressFields(settings, body.customer);
  let method: ReadPaymentMethod | null = null;
  // A quote request is never charged: a card sent with it is not read (the business prices it first).
  if (!quoteRequest) {
    if (body.payment) method = readPaymentMethod(ctx, body.payment);
    Object.assign(fields, method ? method.fields : { cardNumber: VALIDATION_MESSAGES.required.cardNumber });
  }
  if (Object.keys(fields).length > 0 || !address)
    throw new ApiError(400, 'invalid_request', VALIDATION_MESSAGES.forms.completeRequired, fields);
  return { customer: address, method };
}

interface Placed {
  order: OrderRow;
  subscription: { recurrence: Recurrence } | null;
}

async function placeOrder(
  ctx: CheckoutContext,
  clientId: number,
  settings: StoreSettings,
  body: ServicesCheckoutBody,
  cart: CheckedServicesCart,
  input: { customer: ShippingFields; method: ReadPaymentMethod | null },
  paymentKey: string,
): Promise<Placed> {
  const sold = cart.lines.map((l) => ({ ...l.input, service: l.service! }));
  const subscribed = sold.find((l) => l.service.row.is_subscription) ?? null;
  // The order (or quote request) and its OrderPlaced event commit together.
  const placed = await changeWithEvents(
    ctx,
    null,
    async (tx): Promise<Placed> => {
      // A discount code (issue 30): judged on the code's locked row with these prices and this buyer, or the
      // whole placement rolls back (DiscountRefused). It takes money off this order only: a subscription's
      // renewals are charged its full price.
      const discount = body.discount_code
        ? await takeDiscountInCheckout(
            tx,
            clientId,
            body.discount_code,
            sold.map((l) => ({ serviceId: l.service.row.id, totalCents: l.service.row.price_cents * l.quantity })),
            input.customer.email,
          )
        : null;
      const totals = discount
        ? computeTotals({
            lines: sold.map((l) => ({ unitPriceCents: l.service.row.price_cents, quantity: l.quantity })),
            discountCents: discount.discountCents,
            taxRate: settings.taxRate,
            shippingRate: '0',
          })
        : cart.totals;
      const customerId = await upsertCustomer(tx, clientId, input.customer);
      // A quote request is placed now; an order to pay is placed, and numbered, when its payment succeeds
      // (issue 26 item 4). Taken last but for the inserts: the counter's row stays locked until commit.
      const number = cart.quoteRequest ? await nextOrderNumber(tx, clientId) : null;
      const order = await insertOrder(
        tx,
        {
          ...checkoutOrderValues(settings, { clientId, customerId, number, address: input.customer, totals, utm: body.utm }),
          kind: cart.quoteRequest ? 'quote' : 'order',
          status: cart.quoteRequest ? 'requested' : PLACED_ORDER_STATE,
          shipping_rate: '0',
          payment_key: paymentKey,
          note: plainText(body.note),
        },
        sold.map((l) => ({
          service_id: l.service.row.id,
          recurrence: l.service.row.is_subscription ? l.service.row.recurrence : null,
          name: l.service.row.name,
          image: l.service.images[0] ?? null,
          unit_price_cents: l.service.row.price_cents,
          quantity: l.quantity,
          total_cents: l.service.row.price_cents * l.quantity,
        })),
      );
      if (discount) await countCheckoutUse(tx, clientId, { ...discount, discountCents: totals.discountCents }, order);
      if (!subscribed || cart.quoteRequest) return { order, subscription: null };
      const recurrence = subscribed.service.row.recurrence as Recurrence;
      await startSubscription(tx, {
        client_id: clientId,
        customer_id: customerId,
        order_id: order.id,
        // The campaign of the visit that led to it (issue 31): its renewals count for it too.
        utm: order.utm,
        service_id: subscribed.service.row.id,
        name: subscribed.service.row.name,
        amount_cents: cart.totals.totalCents,
        currency: settings.currency,
        recurrence,
        payment_token: input.method?.paymentToken ?? '',
        card_brand: input.method?.card?.brand ?? null,
        card_last4: input.method?.card?.last4 ?? null,
      });
      return { order, subscription: { recurrence } };
    },
    ({ order }) => [{ type: 'OrderPlaced', clientId, orderId: order.id }],
  );
  return placed.result;
}

function answerOf(
  order: OrderRow,
  totals: TotalsOfOrder,
  payment: { transactionId: string; status: string; clientSecret?: string | null } | null,
) {
  const answer: ServicesCheckoutAnswer = {
    order_uuid: order.uuid,
    order_number: orderNumberText(order),
    kind: order.kind === 'quote' ? 'quote' : 'order',
    transaction_id: payment?.transactionId ?? null,
    next: payment?.status === 'requires_action' ? 'validation' : 'success',
    client_secret: payment?.clientSecret ?? null,
    totals: toWireTotals(totals),
  };
  return { status: 201, body: answer };
}

/**
 * The whole services checkout for one idempotency key; `key` also makes the gateway's own idempotency key.
 * `siteOrigin` (the request's own scheme and host) is where a gateway's validation step sends the buyer back.
 */
export async function runServicesCheckout(
  ctx: CheckoutContext,
  clientId: number,
  settings: StoreSettings,
  key: string,
  body: ServicesCheckoutBody,
  siteOrigin: string | null = null,
): Promise<CheckoutResult<ServicesCheckoutAnswer>> {
  const cart = await checkServicesCart(ctx.database.db, clientId, settings, body.lines);
  const unavailable = cart.lines.filter((l) => l.service === null).map((l) => l.key);
  if (unavailable.length > 0) return errorResult(409, 'unavailable', 'commerce:servicesStore.unavailable', { line_keys: unavailable });
  const [first] = cart.violations;
  if (first) return errorResult(409, 'order_rule', ruleMessage(first.code), { violations: cart.violations });
  const input = readInput(ctx, settings, body, cart.quoteRequest);
  // A quote request is priced by the business later: no code applies to it (issue 30).
  if (cart.quoteRequest && body.discount_code) return discountRefusal(new DiscountRefused('not_applicable'));
  const paymentKey = `services-checkout:${clientId}:${key}`;
  // A retry of an attempt whose process died: its order (and subscription), as far as it got (issue 32).
  const earlier = await findOrderByPaymentKey(ctx.database.db, clientId, paymentKey);
  let order: OrderRow;
  let subscription: Placed['subscription'];
  if (earlier) {
    order = earlier;
    const sub = await subscriptionStartedBy(ctx.database.db, earlier.id);
    subscription = sub ? { recurrence: sub.recurrence as Recurrence } : null;
  } else {
    try {
      ({ order, subscription } = await placeOrder(ctx, clientId, settings, body, cart, input, paymentKey));
    } catch (err) {
      if (err instanceof DiscountRefused) return discountRefusal(err);
      throw err;
    }
    failpoint('checkout:after-order');
  }
  // As written (with its discount), or as an earlier attempt wrote it.
  const totals = orderTotals(order);
  if (!input.method || order.kind === 'quote') return answerOf(order, totals, null);
  const charged = await chargeCheckout(ctx, clientId, earlier, {
    order,
    amountCents: order.total_cents,
    idempotencyKey: paymentKey,
    paymentToken: input.method.paymentToken,
    siteOrigin,
    ...(subscription ? { recurrence: subscription.recurrence } : {}),
  });
  if (!charged.ok) return charged.result;
  // The gateway's own token for renewals (Stripe: the customer the card is now attached to), in one update.
  const saved = subscription ? charged.payment.savedPaymentMethod : undefined;
  if (saved) await keepRenewalToken(ctx.database.db, order.id, saved);
  // Paid now, it has its number; still at its validation step, not yet (issue 26 item 4).
  return answerOf((await findOrderById(ctx.database.db, order.id)) ?? order, totals, charged.payment);
}
