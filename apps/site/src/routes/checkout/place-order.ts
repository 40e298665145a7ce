// What the checkout page sends and what it does with each answer (contract CheckoutBody / CheckoutAnswer and
// the errors of `POST client/{id}/checkout`). Pure, so the rules are tested without a browser:
//   201 success     → clear the cart, /order-successful/{order_uuid}
//   201 validation  → /commerce/order/{uuid}/payment_validation/{transactionId} (the cart is cleared there on success)
//   402 declined    → the decline message on the payment step; every typed field stays (spec: "keeps the cart and
//                     every typed field")
//   409 out_of_stock→ the cart learns the stock, back to /cart with the §5 message "Out-of-stock items must be
//                     removed before checkout"
//   422 discount_*  → the code's refusal on the payment step; the code is dropped, the summary shows the total
//                     without it, and paying again pays that (issue 30)
//   400 fields      → shown on their fields (shipping ones send the visitor back to the shipping step)
//   503 payment_pending → the gateway did not answer in time (issue 32): the order is kept while it is
//                     confirmed; "try again" re-sends the same attempt (same key, same body), which resumes that
//                     order and never charges twice
import type { CheckoutAnswer, CheckoutBody, CheckoutFailure, DiscountRefusalRead } from '@vitrina/api-client';
import { PAYMENT_FAILURE_MESSAGES } from '@vitrina/commerce';
import { emptyShippingFields } from '@vitrina/core-model';
import type { CardFields, CartLine, ShippingFields } from '@vitrina/core-model';
import { isValidationMessageKey } from '@vitrina/validation';

/** The shipping form's values: core-model's shipping fields (spec §3 + country, province). */
export type ShippingValues = ShippingFields;

export const SHIPPING_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'province',
  'postalCode',
  'phone',
] as const satisfies readonly (keyof ShippingValues)[];

export const CARD_FIELDS = ['holderName', 'cardNumber', 'expiryDate', 'cvv'] as const satisfies readonly (keyof CardFields)[];
export type CardValues = CardFields;

export const emptyShipping = (country = ''): ShippingValues => ({ ...emptyShippingFields(), country });

export const emptyCard = (): CardValues => ({ holderName: '', cardNumber: '', expiryDate: '', cvv: '' });

/** A US address has a state, any other a province: only the one that applies is sent. */
export function shippingBody(values: ShippingValues): CheckoutBody['shipping'] {
  const { state, province, address2, ...rest } = values;
  const us = values.country.toUpperCase() === 'US';
  return { ...rest, ...(address2 ? { address2 } : {}), ...(us ? { state } : { province }) };
}

export function checkoutBody(
  lines: readonly CartLine[],
  shipping: ShippingValues,
  payment: CheckoutBody['payment'],
  utm: Record<string, string>,
  /** The cart's applied discount code (issue 30): the server judges it again and counts its use. */
  discountCode: string | null = null,
): CheckoutBody {
  return {
    // Ids and quantities only: the server prices every line from its database.
    lines: lines.map((line) => ({ product_id: line.productId, variant_id: line.variantId, quantity: line.quantity })),
    shipping: shippingBody(shipping),
    payment,
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    ...(discountCode ? { discount_code: discountCode } : {}),
  };
}

/** A key for one attempt (contract CheckoutHeaders: 8–200 of A–Z a–z 0–9 _ -). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The texts a checkout answer can show (namespaces commerce and errors). */
export type CheckoutMessage =
  | 'errors:orders.paymentFailed'
  | 'errors:orders.insufficientFunds'
  | 'errors:orders.somethingWentWrong'
  | 'errors:orders.paymentPending'
  | 'errors:orders.transactionNotFound'
  | 'errors:orders.invalidTransaction'
  | 'errors:orders.expiredTransaction'
  | 'errors:network'
  | 'commerce:checkoutFlow.rateLimited';

export type CheckoutOutcome =
  | { kind: 'placed'; orderUuid: string }
  | { kind: 'validation'; orderUuid: string; transactionId: string }
  | { kind: 'declined'; message: CheckoutMessage }
  | { kind: 'outOfStock'; stock: Record<string, number>; lineKeys: string[] }
  | { kind: 'fields'; shipping: Record<string, string>; card: Record<string, string> }
  /** 422 discount_*: the code takes nothing off now (used up meanwhile, this buyer's limit…); nothing was charged. */
  | { kind: 'discount'; refusal: DiscountRefusalRead }
  | {
      kind: 'error';
      message: CheckoutMessage;
      /** No answer came, or a 5xx: the same key is kept so a retry cannot charge twice. */ retrySameKey: boolean;
    };

export function outcomeOfAnswer(answer: CheckoutAnswer): CheckoutOutcome {
  return answer.next === 'validation'
    ? { kind: 'validation', orderUuid: answer.order_uuid, transactionId: answer.transaction_id }
    : { kind: 'placed', orderUuid: answer.order_uuid };
}

const isKnownDecline = (code: string | null): code is keyof typeof PAYMENT_FAILURE_MESSAGES =>
  code !== null && Object.hasOwn(PAYMENT_FAILURE_MESSAGES, code);

/** Field errors as the form names them: `shipping.email`, `payment.card.cvv` or a bare name. */
function splitFields(fields: Record<string, string>) {
  const shipping: Record<string, string> = {};
  const card: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields)) {
    if (!isValidationMessageKey(key)) continue;
    const name = path.split('.').pop() ?? path;
    if ((SHIPPING_FIELDS as readonly string[]).includes(name) && !path.includes('card')) shipping[name] = key;
    else if ((CARD_FIELDS as readonly string[]).includes(name)) card[name] = key;
  }
  return { shipping, card };
}

export function outcomeOfFailure(failure: CheckoutFailure): CheckoutOutcome {
  if (failure.status === 402) {
    // commerce's table is the one home of these texts; each of its values is one of CheckoutMessage.
    const message = isKnownDecline(failure.decline)
      ? (PAYMENT_FAILURE_MESSAGES[failure.decline] as CheckoutMessage)
      : 'errors:orders.paymentFailed';
    return { kind: 'declined', message };
  }
  if (failure.status === 409 && failure.code === 'out_of_stock') {
    return { kind: 'outOfStock', stock: failure.stock, lineKeys: failure.lineKeys };
  }
  if (failure.status === 400) {
    const fields = splitFields(failure.fields);
    if (Object.keys(fields.shipping).length + Object.keys(fields.card).length > 0) return { kind: 'fields', ...fields };
  }
  // Another tab or a double click is still placing this very attempt: retrying with its key is safe.
  if (failure.status === 409 && failure.code === 'in_progress') {
    return { kind: 'error', message: 'errors:orders.somethingWentWrong', retrySameKey: true };
  }
  // The charge's outcome is not known yet (issue 32): the order waits, its key resumes it and answers as the
  // first request would have.
  if (failure.status === 503 && failure.code === 'payment_pending') {
    return { kind: 'error', message: 'errors:orders.paymentPending', retrySameKey: true };
  }
  if (failure.status === 429) return { kind: 'error', message: 'commerce:checkoutFlow.rateLimited', retrySameKey: false };
  if (failure.status === null) return { kind: 'error', message: 'errors:network', retrySameKey: true };
  // A 5xx may have come from a proxy after the order went through, or from a run the server undid (its key
  // freed): the same key replays the first answer or runs again, a new one could charge twice.
  if (failure.status >= 500) return { kind: 'error', message: 'errors:orders.somethingWentWrong', retrySameKey: true };
  return { kind: 'error', message: 'errors:orders.somethingWentWrong', retrySameKey: false };
}
