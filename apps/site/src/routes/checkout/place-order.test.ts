import { describe, expect, it } from 'vitest';
import type { CheckoutFailure } from '@vitrina/api-client';
import type { CartLine } from '@vitrina/core-model';
import { checkoutBody, emptyShipping, newIdempotencyKey, outcomeOfAnswer, outcomeOfFailure, shippingBody } from './place-order.js';

const failure = (over: Partial<CheckoutFailure>): CheckoutFailure => ({
  status: 400,
  code: null,
  message: null,
  fields: {},
  lineKeys: [],
  stock: {},
  decline: null,
  ...over,
});

const line: CartLine = {
  productId: 3,
  variantId: 9,
  slug: 'apron',
  name: 'Apron',
  sku: 'AP',
  variantLabels: ['Navy'],
  image: null,
  unitPrice: '1.00',
  quantity: 2,
  availableQuantity: 5,
};

describe('checkout: what is sent', () => {
  it('sends ids and quantities only (the server prices), the utm data when there is some', () => {
    const shipping = { ...emptyShipping('US'), email: 'a@b.co', state: 'TX', province: 'left over' };
    const body = checkoutBody(
      [line],
      shipping,
      { method: 'card', card: { holderName: 'A', cardNumber: '4242', expiryDate: '1/40', cvv: '1' } },
      {
        utm_source: 'news',
      },
    );
    expect(body.lines).toEqual([{ product_id: 3, variant_id: 9, quantity: 2 }]);
    expect(body.utm).toEqual({ utm_source: 'news' });
    expect(body.shipping).toMatchObject({ country: 'US', state: 'TX' });
    expect(body.shipping).not.toHaveProperty('province');
    expect(checkoutBody([line], shipping, body.payment, {})).not.toHaveProperty('utm');
  });

  it('a non-US address sends its province, not a state; an empty address 2 is left out', () => {
    const body = shippingBody({ ...emptyShipping('ES'), state: 'TX', province: 'Madrid' });
    expect(body).toMatchObject({ country: 'ES', province: 'Madrid' });
    expect(body).not.toHaveProperty('state');
    expect(body).not.toHaveProperty('address2');
  });

  it('each attempt gets a new key of the contract pattern', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('checkout: what each answer does', () => {
  it.each([
    { name: '201 success → order-successful', answer: 'success', kind: 'placed' },
    { name: '201 validation → payment_validation', answer: 'validation', kind: 'validation' },
  ] as const)('$name', ({ answer, kind }) => {
    const totals = { subtotal: '1.00', discount: '0.00', total_before_tax: '1.00', estimated_tax: '0.00', shipping: '0.00', total: '1.00' };
    expect(
      outcomeOfAnswer({ order_uuid: 'u', order_number: '1', transaction_id: 't', next: answer, client_secret: null, totals }),
    ).toMatchObject({ kind, orderUuid: 'u' });
  });

  it.each([
    {
      name: '402 declined card → the decline message',
      failure: failure({ status: 402, code: 'payment_declined', decline: 'declined' }),
      outcome: { kind: 'declined', message: 'errors:orders.paymentFailed' },
    },
    {
      name: '402 insufficient funds → its own message',
      failure: failure({ status: 402, code: 'payment_declined', decline: 'insufficient-funds' }),
      outcome: { kind: 'declined', message: 'errors:orders.insufficientFunds' },
    },
    {
      name: '402 with a code the page does not know → the general decline message',
      failure: failure({ status: 402, decline: 'card_velocity' }),
      outcome: { kind: 'declined', message: 'errors:orders.paymentFailed' },
    },
    {
      name: '409 out_of_stock → the cart learns the stock (§5 out-of-stock rule)',
      failure: failure({ status: 409, code: 'out_of_stock', lineKeys: ['3:9'], stock: { '3:9': 0 } }),
      outcome: { kind: 'outOfStock', lineKeys: ['3:9'], stock: { '3:9': 0 } },
    },
    {
      name: '400 fields → shipping and card fields apart; unknown keys dropped',
      failure: failure({
        fields: {
          'shipping.email': 'validation:invalid.email',
          'payment.card.cvv': 'validation:invalid.cvv',
          state: 'validation:required.state',
          'shipping.phone': 'raw server text',
        },
      }),
      outcome: {
        kind: 'fields',
        shipping: { email: 'validation:invalid.email', state: 'validation:required.state' },
        card: { cvv: 'validation:invalid.cvv' },
      },
    },
    {
      name: 'no answer (offline) → retry with the same key',
      failure: failure({ status: null }),
      outcome: { kind: 'error', message: 'errors:network', retrySameKey: true },
    },
    {
      name: '5xx (a proxy timing out after the order went through, or a run the server undid) → retry with the same key',
      failure: failure({ status: 502 }),
      outcome: { kind: 'error', message: 'errors:orders.somethingWentWrong', retrySameKey: true },
    },
    {
      name: '503 payment_pending (the gateway did not answer in time; the order is kept) → its message, retry with the same key',
      failure: failure({ status: 503, code: 'payment_pending', message: 'errors:orders.paymentPending' }),
      outcome: { kind: 'error', message: 'errors:orders.paymentPending', retrySameKey: true },
    },
    {
      name: '429 → wait a minute, a new key next time',
      failure: failure({ status: 429 }),
      outcome: { kind: 'error', message: 'commerce:checkoutFlow.rateLimited', retrySameKey: false },
    },
    {
      name: '422 idempotency_mismatch → something went wrong',
      failure: failure({ status: 422, code: 'idempotency_mismatch' }),
      outcome: { kind: 'error', message: 'errors:orders.somethingWentWrong', retrySameKey: false },
    },
  ])('$name', ({ failure: input, outcome }) => {
    expect(outcomeOfFailure(input)).toEqual(outcome);
  });
});
