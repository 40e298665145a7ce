// What the products checkout and the services checkout share (issues 13 and 15): reading the buyer's
// address by validation's shippingInformationSchema, and charging a just-written order through the gateway
// (outside any transaction) with the decline mapping: a gateway error or a decline fails the order (its
// stock, if any, goes back) and answers 402 payment_declined {decline}.
import { PAYMENT_FAILURE_MESSAGES } from '@vitrina/commerce';
import type { Payment, PaymentFailureCode, Totals } from '@vitrina/commerce';
import { keptCampaignParams } from '@vitrina/core-model';
import type { Recurrence, ShippingFields } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, shippingInformationSchema, validatePayload } from '@vitrina/validation';
import type { AppContext } from '../app-context.js';
import type { StoreSettings } from '../db/repos/catalog.js';
import type { NewOrder, OrderRow } from '../db/repos/orders.js';
import { applyPaymentResult, failOrder } from './payment-result.js';
import { safeTextFields } from './public-text.js';

export type CheckoutContext = Pick<AppContext, 'database' | 'gateway' | 'websiteData' | 'pages' | 'config'> &
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

/** The buyer's address (shipping or service address): every refused field's message key, or the clean fields. */
export function readAddressFields(
  settings: StoreSettings,
  raw: unknown,
): { fields: Record<string, string>; address: ShippingFields | null } {
  const read = validatePayload(shippingInformationSchema, safeTextFields(raw));
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
  placed: { clientId: number; customerId: number; number: number; address: ShippingFields; totals: Totals; utm: unknown },
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
}

/** The gateway's answer applied to the order, or the 402 answer of a decline or a gateway failure. */
export type ChargeOutcome = { ok: true; payment: Payment } | { ok: false; result: CheckoutResult };

export async function chargeOrder(ctx: CheckoutContext, clientId: number, input: ChargeInput): Promise<ChargeOutcome> {
  const { order } = input;
  let payment: Payment;
  try {
    const created = await ctx.gateway.createPayment({
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
    });
    payment = await ctx.gateway.confirmPayment({
      transactionId: created.transactionId,
      paymentMethodToken: input.paymentToken,
      ...(input.offSession ? { offSession: true } : {}),
    });
  } catch {
    await failOrder(ctx, order);
    return { ok: false, result: declined('gateway-error') };
  }
  await applyPaymentResult(ctx, clientId, payment);
  if (payment.status === 'failed' || payment.status === 'canceled')
    return { ok: false, result: declined(payment.failureCode ?? 'declined') };
  return { ok: true, payment };
}
