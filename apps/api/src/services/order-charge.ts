// What the products checkout and the services checkout share (issues 13 and 15): reading the buyer's
// address by validation's createShippingInformationSchema (the phone by the business's country), and charging a just-written order through the gateway
// (outside any transaction) with the decline mapping: a decline fails the order (its stock, if any, goes
// back) and answers 402 payment_declined {decline}. A gateway error is NOT a decline (issue 32): the charge
// may have been made, so the order keeps waiting, marked as being reconciled, and the buyer is told the
// payment is not confirmed yet (503 payment_pending); a retry with the same key resumes the same order and
// the recovery sweeper settles it from the gateway's own record if nobody retries.
import { PAYMENT_FAILURE_MESSAGES } from '@vitrina/commerce';
import type { Payment, PaymentFailureCode, Totals } from '@vitrina/commerce';
import { keptCampaignParams } from '@vitrina/core-model';
import type { Recurrence, ShippingFields } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, createShippingInformationSchema, validatePayload } from '@vitrina/validation';
import type { AppContext } from '../app-context.js';
import type { StoreSettings } from '../modules/catalog/store-repository.js';
import { listOrderPayments, markOrderPaymentUnknown } from '../modules/orders/orders-repository.js';
import type { NewOrder, OrderRow } from '../modules/orders/orders-repository.js';
import { ApiError } from '../http/errors.js';
import { failpoint } from './failpoints.js';
import type { Failpoint } from './failpoints.js';
import { applyPaymentResult } from './payment-result.js';
import { safeTextFields } from './public-text.js';

export type CheckoutContext = Pick<AppContext, 'database' | 'gateway' | 'websiteData' | 'pages' | 'config' | 'events'> &
  Partial<Pick<AppContext, 'bus'>>;

/** A checkout's answer: 201 with its answer, or an error body (kept and replayed by its idempotency key). */
export interface CheckoutResult<T = never> {
  status: number;
  body: T | Record<string, unknown>;
}

export const errorResult = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): CheckoutResult => ({
  status,
  body: { error: { code, message }, ...extra },
});

export const declined = (code: PaymentFailureCode): CheckoutResult =>
  errorResult(402, 'payment_declined', PAYMENT_FAILURE_MESSAGES[code], { decline: code });

/**
 * The address schema of a business's country, built once per country (issue 29: building it cost ~4× validating
 * with it, ~0.2 ms a checkout). The key is the store settings' country code (two letters, upper-cased) or none.
 */
const shippingSchemas = new Map<string, ReturnType<typeof createShippingInformationSchema>>();
function shippingSchemaFor(country: string | undefined) {
  // Only a country code is a key (at most 26² of them): anything else stored is built for its call.
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) return createShippingInformationSchema({ country });
  const key = country ?? '';
  let schema = shippingSchemas.get(key);
  if (!schema) {
    schema = createShippingInformationSchema({ country });
    shippingSchemas.set(key, schema);
  }
  return schema;
}

/** The buyer's address (shipping or service address): every refused field's message key, or the clean fields. */
export function readAddressFields(
  settings: StoreSettings,
  raw: unknown,
): { fields: Record<string, string>; address: ShippingFields | null } {
  const read = validatePayload(shippingSchemaFor(settings.country), safeTextFields(raw));
  if (!read.ok) return { fields: { ...read.fields }, address: null };
  const s = read.value;
  if (!settings.paymentCountries.includes(s.country)) return { fields: { country: VALIDATION_MESSAGES.invalid.country }, address: null };
  return {
    fields: {},
    address: {
      email: s.email.toLowerCase(),
      firstName: s.firstName,
      lastName: s.lastName,
      country: s.country,
      address1: s.address1,
      address2: s.address2 ?? '',
      city: s.city,
      state: s.state ?? '',
      province: s.province ?? '',
      postalCode: s.postalCode,
      phone: s.phone,
    },
  };
}

/** An order's columns every checkout fills the same way: buyer, store settings at the time, totals, campaign. */
export function checkoutOrderValues(
  settings: StoreSettings,
  placed: { clientId: number; customerId: number; number: number | null; address: ShippingFields; totals: Totals; utm: unknown },
): Omit<NewOrder, 'kind' | 'status'> {
  const { totals } = placed;
  return {
    client_id: placed.clientId,
    customer_id: placed.customerId,
    number: placed.number,
    email: placed.address.email,
    shipping: placed.address,
    currency: settings.currency,
    tax_rate: settings.taxRate,
    shipping_rate: settings.shippingRate,
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    tax_cents: totals.estimatedTaxCents,
    shipping_cents: totals.shippingCents,
    total_cents: totals.totalCents,
    utm: keptCampaignParams(placed.utm as Record<string, string> | undefined),
  };
}

export interface ChargeInput {
  order: OrderRow;
  amountCents: number;
  currency: string;
  /** The gateway's own idempotency key (made from the route's). */
  idempotencyKey: string;
  description: string;
  /** The sandbox's card token, or Stripe's payment method id. */
  paymentToken: string;
  /** The request's own scheme and host: where a gateway's validation step sends the buyer back. */
  siteOrigin: string | null;
  /** A subscription's first period: the gateway keeps the payment method for renewals. */
  recurrence?: Recurrence;
  /** A renewal: `paymentToken` is the subscription's saved payment method, charged with nobody there. */
  offSession?: boolean;
  /**
   * The order was written by an earlier attempt whose answer was lost (a retry that took over its key, the
   * recovery sweeper): the gateway is first asked for the charge already made under the key.
   */
  resume?: boolean;
  /** Where a crash test may kill the process: the gateway has answered, the answer is not applied yet. */
  afterCharge?: Failpoint;
  /** A checkout: the payment's events are delivered after the answer (applyPaymentResult deliverSoon). */
  deliverSoon?: boolean;
  /** The order starts no subscription (a products checkout): its paid move looks for none. */
  startsNoSubscription?: boolean;
}

/**
 * The gateway's answer applied to the order, or the 402 answer of a decline; `unknown` when the gateway
 * failed and the charge may have been made (the order waits, marked as being reconciled).
 */
export type ChargeOutcome =
  | { ok: true; payment: Payment; /** The order as the payment left it, when this call applied it. */ order?: OrderRow }
  | { ok: false; result: CheckoutResult; unknown?: true };

/** The buyer's answer when the payment's outcome is not known yet (thrown: the key is let go for a retry). */
export const paymentPending = () => new ApiError(503, 'payment_pending', 'errors:orders.paymentPending');

/**
 * What the gateway is told the charge is for. A checkout's order has no number until it is paid (issue 26
 * item 4): it is named by its uuid, the same on every attempt under its key (a resumed charge is asked the same).
 */
export const chargeDescription = (order: Pick<OrderRow, 'number' | 'uuid'>, label = 'Order') => `${label} ${order.number ?? order.uuid}`;

export async function chargeOrder(ctx: CheckoutContext, clientId: number, input: ChargeInput): Promise<ChargeOutcome> {
  const { order } = input;
  let payment: Payment;
  try {
    const made = input.resume ? await ctx.gateway.findPaymentByKey(input.idempotencyKey) : null;
    const created =
      made ??
      (await ctx.gateway.createPayment({
        orderId: order.uuid,
        amountCents: input.amountCents,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
        description: input.description,
        customerEmail: order.email,
        // The gateway fills in `{transactionId}` (spec §2 payment_validation route).
        ...(input.siteOrigin ? { returnUrl: `${input.siteOrigin}/commerce/order/${order.uuid}/payment_validation/{transactionId}` } : {}),
        ...(input.recurrence ? { recurrence: input.recurrence } : {}),
        ...(input.offSession ? { savedPaymentMethod: input.paymentToken } : {}),
      }));
    // A charge already confirmed (a resumed attempt) is read as it stands, never confirmed again.
    payment =
      created.status === 'requires_confirmation'
        ? await ctx.gateway.confirmPayment({
            transactionId: created.transactionId,
            paymentMethodToken: input.paymentToken,
            ...(input.offSession ? { offSession: true } : {}),
          })
        : created;
  } catch {
    await markOrderPaymentUnknown(ctx.database.db, order.id);
    return { ok: false, unknown: true, result: { status: 503, body: {} } };
  }
  if (input.afterCharge) failpoint(input.afterCharge);
  const applied = await applyPaymentResult(ctx, clientId, payment, ctx.gateway.name, {
    order,
    deliverSoon: input.deliverSoon === true,
    startsNoSubscription: input.startsNoSubscription === true,
  });
  if (payment.status === 'failed' || payment.status === 'canceled')
    return { ok: false, result: declined(payment.failureCode ?? 'declined') };
  return { ok: true, payment, ...(applied ? { order: applied.order } : {}) };
}

/**
 * What an order an earlier attempt made has come to, when that attempt's answer was lost: null while it still
 * awaits its payment (the caller charges, resuming); paid (or since canceled or refunded) → its payment;
 * failed → the 402 of its last attempt.
 */
export async function settledCharge(ctx: Pick<CheckoutContext, 'database'>, order: OrderRow): Promise<ChargeOutcome | null> {
  if (order.status === 'awaiting_payment') return null;
  const last = (await listOrderPayments(ctx.database.db, order.id)).at(-1);
  // Never charged (no attempt recorded, or one the recovery sweeper canceled before it was confirmed): the
  // attempt expired, which the buyer is told as such — their card was never tried, so not "declined".
  if (order.status === 'payment_failed' || !last) {
    const code = (last?.failure_code as PaymentFailureCode | null) ?? (last?.status === 'failed' ? 'declined' : 'expired-transaction');
    return { ok: false, result: declined(code) };
  }
  return {
    ok: true,
    payment: {
      transactionId: last.transaction_id,
      orderId: order.uuid,
      amountCents: last.amount_cents,
      currency: last.currency,
      status: last.status as Payment['status'],
    },
  };
}

/**
 * A checkout's charge of its order (products and services checkouts alike): what an earlier attempt under the
 * key came to (issue 32), else the gateway asked, resuming that attempt's charge. An outcome not known yet is
 * thrown as 503 payment_pending; a refusal comes back as the answer to send.
 */
export async function chargeCheckout(
  ctx: CheckoutContext,
  clientId: number,
  earlier: OrderRow | null,
  input: Pick<
    ChargeInput,
    'order' | 'amountCents' | 'idempotencyKey' | 'paymentToken' | 'siteOrigin' | 'recurrence' | 'startsNoSubscription'
  >,
): Promise<ChargeOutcome> {
  const charged =
    (earlier && (await settledCharge(ctx, earlier))) ||
    (await chargeOrder(ctx, clientId, {
      ...input,
      currency: input.order.currency,
      description: chargeDescription(input.order),
      resume: earlier !== null,
      afterCharge: 'checkout:after-charge',
      deliverSoon: true,
    }));
  if (!charged.ok && charged.unknown) throw paymentPending();
  return charged;
}
