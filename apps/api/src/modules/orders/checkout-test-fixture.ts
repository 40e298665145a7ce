// Bodies and calls of the checkout tests (checkout, orders, race): a valid US address and Stripe's test cards.
import { randomBytes } from 'node:crypto';
import type { CheckoutBody, CheckoutLine } from '@vitrina/api-client/contracts';
import { checkoutCalls } from '@vitrina/api-client/contracts';
import type { TestServer } from '../../testing/test-server.js';

export const SHIPPING = {
  email: 'Ana@Example.com',
  firstName: 'Ana',
  lastName: 'López',
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  province: '',
  postalCode: '78701',
  phone: '+1 555 123 4567',
};

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  validation: '4000 0025 0000 3155',
  /** Luhn-valid, not one of Stripe's named cards: succeeds. */
  other: '5555 5555 5555 4444',
} as const;

export function checkoutBody(lines: CheckoutLine[], cardNumber: string = CARDS.success, extra: Partial<CheckoutBody> = {}): CheckoutBody {
  return {
    lines,
    shipping: SHIPPING,
    payment: { method: 'card', card: { holderName: 'Ana López', cardNumber, expiryDate: '12/40', cvv: '123' } },
    ...extra,
  };
}

export const newKey = () => `k_${randomBytes(12).toString('hex')}`;

let ipCounter = 0;
/** A fresh client address per call, so the per-address rate limit never decides a test. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** A POST with an Idempotency-Key from a fresh address (checkout, services checkout). */
export function postIdempotent(t: TestServer, url: string, body: unknown, key: string = newKey(), ip: string = nextIp()) {
  return t.app.inject({ method: 'POST', url, headers: { 'idempotency-key': key, 'x-forwarded-for': ip }, payload: body as object });
}

export function postCheckout(t: TestServer, clientId: number, body: unknown, key: string = newKey(), ip: string = nextIp()) {
  return postIdempotent(t, checkoutCalls.checkout.path.replace(':id', String(clientId)), body, key, ip);
}
