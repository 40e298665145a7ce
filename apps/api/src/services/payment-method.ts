// How a visitor pays (checkout and quote/invoice payments, contracts/store.ts CheckoutPayment): the sandbox's
// card fields (validated by validation's cardSchema, tokenized, never stored) or Stripe's payment method id.
// Shared so both money-moving calls read a card the same way.
import type { CheckoutPayment } from '@vitrina/api-client/contracts';
import { VALIDATION_MESSAGES, cardSchema, validatePayload } from '@vitrina/validation';
import type { AppContext } from '../app-context.js';
import { encodeCardToken, tokenizeCard } from '../payments/card-token.js';
import type { CardToken } from '../payments/card-token.js';

export interface ReadPaymentMethod {
  /** The sandbox's card token, or Stripe's payment method id ('' when a field is wrong). */
  paymentToken: string;
  card: CardToken | null;
  /** Field → §5 message key of every refused card field. */
  fields: Record<string, string>;
}

export function readPaymentMethod(ctx: Pick<AppContext, 'gateway'>, payment: CheckoutPayment): ReadPaymentMethod {
  const fields: Record<string, string> = {};
  if (payment.method === 'card') {
    // With Stripe, card numbers never reach this server: Stripe Elements makes a payment method.
    if (ctx.gateway.name !== 'sandbox')
      return { paymentToken: '', card: null, fields: { cardNumber: VALIDATION_MESSAGES.invalid.cardNumber } };
    const read = validatePayload(cardSchema, payment.card);
    if (!read.ok) return { paymentToken: '', card: null, fields: { ...read.fields } };
    const card = tokenizeCard(read.value.cardNumber);
    return { paymentToken: encodeCardToken(card), card, fields };
  }
  if (ctx.gateway.name === 'sandbox')
    return { paymentToken: '', card: null, fields: { cardNumber: VALIDATION_MESSAGES.required.cardNumber } };
  return { paymentToken: payment.payment_method_id, card: null, fields };
}

/** The body as an idempotency hash sees it: no card number or cvv, only what identifies the attempt. */
export function hashablePayment(payment: CheckoutPayment): unknown {
  if (payment.method !== 'card') return payment;
  const { cardNumber, cvv: _cvv, ...card } = payment.card;
  const digits = cardNumber.replace(/\D/g, '');
  return { method: 'card', card: { ...card, last4: digits.slice(-4), length: digits.length } };
}
