import { servicesCheckoutFailureOf } from '@vitrina/api-client';
import { describe, expect, it } from 'vitest';
import { emptyShipping } from '../checkout/place-order.js';
import { servicesCheckoutBody, servicesOutcomeOfAnswer, servicesOutcomeOfFailure } from './place-services-order.js';
import { BREAD, CATERING, cartLine } from './services-test-api.js';

const failure = (status: number, data: unknown) => servicesCheckoutFailureOf({ status, data });

describe('services checkout: what is sent and where each answer leads (contract services-store.ts)', () => {
  it('posts ids and quantities only, the customer as the shipping body, a trimmed note; utm only when tracked', () => {
    const values = { ...emptyShipping('ES'), email: 'a@b.co', province: 'Madrid', state: 'MA', note: '  80 guests  ' };
    const body = servicesCheckoutBody([cartLine(CATERING)], values, null, {});
    expect(body).toEqual({
      lines: [{ service_id: CATERING.id, quantity: 1 }],
      customer: expect.objectContaining({ email: 'a@b.co', country: 'ES', province: 'Madrid' }) as unknown,
      payment: null,
      note: '80 guests',
    });
    expect(body.customer).not.toHaveProperty('state');
    expect(servicesCheckoutBody([cartLine(BREAD)], values, null, { utm_source: 'news' }).utm).toEqual({ utm_source: 'news' });
  });

  it('201: success → the success page, validation → payment_validation; a quote request has no transaction', () => {
    const totals = { subtotal: '0.00', discount: '0.00', total_before_tax: '0.00', estimated_tax: '0.00', shipping: '0.00', total: '0.00' };
    const answer = {
      order_uuid: 'u1',
      order_number: '7',
      kind: 'quote' as const,
      transaction_id: null,
      next: 'success' as const,
      client_secret: null,
      totals,
    };
    expect(servicesOutcomeOfAnswer(answer)).toEqual({ kind: 'placed', orderUuid: 'u1' });
    expect(servicesOutcomeOfAnswer({ ...answer, kind: 'order', transaction_id: 'sbx_1', next: 'validation' })).toEqual({
      kind: 'validation',
      orderUuid: 'u1',
      transactionId: 'sbx_1',
    });
  });

  it('§5 409 order_rule → the rules’ messages; 409 unavailable; 402 decline; 429', () => {
    const rules = failure(409, {
      error: { code: 'order_rule', message: 'errors:orders.noMixing' },
      violations: [
        { code: 'subscription-mixed-with-one-time', line_keys: ['1', '5'] },
        { code: 'one-subscription-per-order', line_keys: ['5', '6'] },
      ],
    });
    expect(servicesOutcomeOfFailure(rules)).toEqual({
      kind: 'rules',
      messages: ['errors:orders.noMixing', 'errors:orders.oneSubscription'],
    });
    const unavailable = failure(409, { error: { code: 'unavailable', message: 'commerce:servicesStore.unavailable' }, line_keys: ['3'] });
    expect(servicesOutcomeOfFailure(unavailable)).toEqual({ kind: 'unavailable', lineKeys: ['3'] });
    expect(
      servicesOutcomeOfFailure(
        failure(402, { error: { code: 'payment_declined', message: 'errors:orders.insufficientFunds' }, decline: 'insufficient-funds' }),
      ),
    ).toEqual({
      kind: 'declined',
      message: 'errors:orders.insufficientFunds',
    });
    expect(servicesOutcomeOfFailure(failure(429, { error: { code: 'rate_limited', message: 'Too many requests' } }))).toMatchObject({
      kind: 'error',
      retrySameKey: false,
    });
  });
});
