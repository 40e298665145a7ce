// Products checkout (issue 13; spec §2 shipping-information → order-successful, §3 shipping and card
// fields, §5 out-of-stock rule, §9 payment countries). The browser sends ids and quantities only: the
// server prices every line from the database, and in ONE transaction takes the units off stock (a
// conditional update: two buyers of the last unit cannot both win), upserts the customer, and writes the
// order and its lines. Then, outside the transaction, the gateway is asked; a decline puts the units back
// (services/payment-result.ts), a gateway failure keeps them for the recovery sweeper (issue 32). The idempotency of the call is the route's (services/idempotency.ts);
// the order carries the gateway key, so a retry that took over a dead request's key resumes that order (issue 32).
import type { CheckoutAnswer, CheckoutBody } from '@vitrina/api-client/contracts';
import { PLACED_ORDER_STATE, computeTotals } from '@vitrina/commerce';
import type { ShippingFields } from '@vitrina/core-model';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { getStoreSettings, priceCartLines } from '../catalog/store-repository.js';
import type { PricedCartLine, StoreSettings } from '../catalog/store-repository.js';
import { reserveStock } from '../catalog/stock-repository.js';
import { findOrderById, findOrderByPaymentKey, insertCheckoutOrder, orderNumberText } from './orders-repository.js';
import type { OrderRow } from './orders-repository.js';
import { ApiError } from '../../http/errors.js';
import type { CardToken } from '../../payments/card-token.js';
import { failpoint } from '../../services/failpoints.js';
import { chargeCheckout, checkoutOrderValues, errorResult, readAddressFields } from '../../services/order-charge.js';
import type { CheckoutContext, CheckoutResult } from '../../services/order-charge.js';
import { orderTotals, toWireTotals } from '../../services/order-totals.js';
import type { TotalsOfOrder } from '../../services/order-totals.js';
import { hashablePayment, readPaymentMethod } from '../../services/payment-method.js';
import { changeDeliveredSoon } from '../../events/recorded-change.js';
import { DISCOUNT_REFUSAL_STATUS, DiscountRefused, countCheckoutUse, takeDiscountInCheckout } from '../discounts/index.js';
import { inTurn } from '../../db/fair-turns.js';

export type { CheckoutContext, CheckoutResult } from '../../services/order-charge.js';

/** The body as its idempotency hash sees it: no card number or cvv, only what identifies the attempt. */
export function hashableCheckoutBody(body: CheckoutBody): unknown {
  return { ...body, payment: hashablePayment(body.payment) };
}

interface ReadInput {
  shipping: ShippingFields;
  /** The sandbox's card token, or Stripe's payment method id. */
  paymentToken: string;
  card: CardToken | null;
}

/** Shipping and card fields by validation's schemas (the forms' own); 400 with every field's message key. */
export function readCheckoutInput(ctx: CheckoutContext, settings: StoreSettings, body: CheckoutBody): ReadInput {
  const { fields, address } = readAddressFields(settings, body.shipping);
  const method = readPaymentMethod(ctx, body.payment);
  Object.assign(fields, method.fields);
  const { paymentToken, card } = method;
  if (Object.keys(fields).length > 0 || !address) {
    throw new ApiError(400, 'invalid_request', VALIDATION_MESSAGES.forms.completeRequired, fields);
  }
  return { shipping: address, paymentToken, card };
}

/** A code that takes nothing off (issue 30): 422 with its own code, message key and what the message names. */
export const discountRefusal = (err: DiscountRefused): CheckoutResult =>
  errorResult(DISCOUNT_REFUSAL_STATUS, err.code, err.message, { discount: { refusal: err.refusal, ...err.extra } });

/** Thrown inside the transaction to roll it back with a 409 answer. */
class OutOfStock extends Error {
  constructor(readonly result: CheckoutResult) {
    super('out_of_stock');
  }
}

function outOfStock(lines: readonly PricedCartLine[], shortVariants: ReadonlyMap<number, number>): CheckoutResult {
  const bad = lines.filter((l) => l.problem !== null || (l.resolvedVariantId !== null && shortVariants.has(l.resolvedVariantId)));
  const stock: Record<string, number> = {};
  for (const l of bad) stock[l.key] = l.resolvedVariantId !== null ? (shortVariants.get(l.resolvedVariantId) ?? l.available) : 0;
  return errorResult(409, 'out_of_stock', 'errors:orders.outOfStock', { line_keys: bad.map((l) => l.key), stock });
}

/** Prices, reserves and writes the order in one transaction; an OutOfStock rolls everything back. */
async function placeOrder(
  ctx: CheckoutContext,
  clientId: number,
  settings: StoreSettings,
  body: CheckoutBody,
  input: ReadInput,
  paymentKey: string,
) {
  // The reservation and a StockChanged event commit together: the store's cached pages (stock, sold out) are
  // dropped after the commit by the event's subscriber, or by the event sweeper when this process dies first.
  // Delivered off the request's path, batched with the other checkouts' (issue 29).
  return changeDeliveredSoon(
    ctx,
    async (tx) => {
      const priced = await priceCartLines(tx, clientId, body.lines);
      // Spec §5: out-of-stock and unavailable lines must go before checkout (commerce checkProductOrder's rule).
      if (priced.some((l) => l.problem !== null)) throw new OutOfStock(outOfStock(priced, new Map()));
      const reserved = await reserveStock(
        tx,
        clientId,
        priced.map((l) => ({ variantId: l.resolvedVariantId!, quantity: l.quantity })),
      );
      if (!reserved.ok) throw new OutOfStock(outOfStock(priced, new Map(reserved.short.map((s) => [s.variantId, s.available]))));
      // A discount code (issue 30): judged on the code's locked row with these prices and this buyer, or the
      // whole placement rolls back (DiscountRefused). No code: no statement more.
      const discount = body.discount_code
        ? await takeDiscountInCheckout(
            tx,
            clientId,
            body.discount_code,
            priced.map((l) => ({ productId: l.product_id, totalCents: l.unitPriceCents * l.quantity })),
            input.shipping.email,
          )
        : null;
      const totals = computeTotals({
        lines: priced.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
        discountCents: discount?.discountCents ?? 0,
        taxRate: settings.taxRate,
        shippingRate: settings.shippingRate,
      });
      const { customer_id: _customer, ...values } = checkoutOrderValues(settings, {
        clientId,
        customerId: 0,
        // No number yet: the order is placed, and numbered, when its payment succeeds (issue 26 item 4).
        number: null,
        address: input.shipping,
        totals,
        utm: body.utm,
      });
      // The customer, the order and its lines: one statement (orders-repository insertCheckoutOrder).
      const order = await insertCheckoutOrder(
        tx,
        input.shipping,
        {
          ...values,
          shipping: input.shipping,
          utm: values.utm ?? null,
          number: null,
          kind: 'order',
          status: PLACED_ORDER_STATE,
          stock_held: true,
          payment_key: paymentKey,
        },
        priced.map((l) => ({
          product_id: l.product_id,
          variant_id: l.resolvedVariantId,
          name: l.name,
          variant_label: l.variantLabel,
          sku: l.sku,
          image: l.image,
          unit_price_cents: l.unitPriceCents,
          quantity: l.quantity,
          total_cents: l.unitPriceCents * l.quantity,
        })),
      );
      if (discount) await countCheckoutUse(tx, clientId, { ...discount, discountCents: totals.discountCents }, order);
      return { order, totals };
    },
    ({ order }) => [
      { type: 'StockChanged', clientId },
      { type: 'OrderPlaced', clientId, orderId: order.id },
    ],
  );
}

/**
 * The whole checkout for one idempotency key; `key` also makes the gateway's own idempotency key.
 * `siteOrigin` (the request's own scheme and host) is where a gateway's validation step sends the buyer back.
 */
export async function runCheckout(
  ctx: CheckoutContext,
  clientId: number,
  key: string,
  body: CheckoutBody,
  siteOrigin: string | null = null,
  /** The store's settings when the caller has just read them (the route). */
  storeSettings: StoreSettings | null = null,
  /** The idempotency key was written by this request just now (not taken over from an earlier one). */
  fresh = false,
): Promise<CheckoutResult<CheckoutAnswer>> {
  const settings = storeSettings ?? (await getStoreSettings(ctx.database.db, clientId));
  if (!settings) throw new ApiError(404, 'not_found', 'No such client');
  const input = readCheckoutInput(ctx, settings, body);
  const paymentKey = checkoutPaymentKey(clientId, key);
  // A retry of an attempt whose process died: its order, as far as it got (issue 32). A key this request has
  // just written for the first time names no order unless it was used before its purge (48 hours): that
  // order is looked for only when writing a new one clashes with it (issue 29: one statement fewer).
  let earlier = fresh ? null : await findOrderByPaymentKey(ctx.database.db, clientId, paymentKey);
  let placed: { order: OrderRow; totals: TotalsOfOrder } | null = earlier ? { order: earlier, totals: orderTotals(earlier) } : null;
  if (!placed) {
    try {
      placed = await placeOrder(ctx, clientId, settings, body, input, paymentKey);
    } catch (err) {
      if (err instanceof OutOfStock) return err.result;
      if (err instanceof DiscountRefused) return discountRefusal(err);
      earlier = isPaymentKeyClash(err) ? await findOrderByPaymentKey(ctx.database.db, clientId, paymentKey) : null;
      if (!earlier) throw err;
      placed = { order: earlier, totals: orderTotals(earlier) };
    }
    if (!earlier) failpoint('checkout:after-order');
  }
  const { order, totals } = placed;
  const charged = await chargeCheckout(ctx, clientId, earlier, {
    order,
    amountCents: totals.totalCents,
    idempotencyKey: paymentKey,
    paymentToken: input.paymentToken,
    siteOrigin,
    // Products are bought once: their order starts no subscription (services checkout's may).
    startsNoSubscription: true,
  });
  if (!charged.ok) return charged.result;
  const { payment } = charged;
  // Paid now, it has its number; still at its validation step, not yet (issue 26 item 4).
  const now = charged.order ?? (await findOrderById(ctx.database.db, order.id)) ?? order;
  const answer: CheckoutAnswer = {
    order_uuid: order.uuid,
    order_number: orderNumberText(now),
    transaction_id: payment.transactionId,
    next: payment.status === 'requires_action' ? 'validation' : 'success',
    client_secret: payment.clientSecret ?? null,
    totals: toWireTotals(totals),
  };
  return { status: 201, body: answer };
}

/** Another order already has this payment key (orders_client_payment_key; PGlite may not name the constraint). */
function isPaymentKeyClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'orders_client_payment_key')) return true;
  }
  return false;
}

/** A whole checkout call (its idempotency key's protocol included) in its turn: first come first served on PGlite (db/fair-turns.ts). */
export const checkoutTurn = <T>(ctx: Pick<CheckoutContext, 'database'>, work: () => Promise<T>): Promise<T> => inTurn(ctx.database, work);

/** The gateway's idempotency key of a products checkout: also the order's payment key. */
export const checkoutPaymentKey = (clientId: number, key: string) => `checkout:${clientId}:${key}`;
