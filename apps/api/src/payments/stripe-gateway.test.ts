// The Stripe gateway against a local imitation of Stripe's REST API (no network): what it sends (form
// bodies, Idempotency-Key) and how it reads Stripe's answers into commerce's payments.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { failureCodeOf, statusOf, StripeGateway } from './stripe-gateway.js';

const ORDER = '1b7e5c9a-3f0e-4a41-9d0b-6c2f7f1e2a10';
const RETURN = `https://bistro.example/commerce/order/${ORDER}/payment_validation/{transactionId}`;

describe('StripeGateway', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  beforeAll(async () => {
    fake = await startFakeStripe();
    gateway = new StripeGateway({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', api: fake.api, maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const create = (key: string, amountCents = 2599) =>
    gateway.createPayment({
      orderId: ORDER,
      amountCents,
      currency: 'USD',
      idempotencyKey: key,
      returnUrl: RETURN,
      customerEmail: 'ana@example.com',
    });

  it('creates a PaymentIntent in minor units with the order in its metadata and the checkout key as Idempotency-Key', async () => {
    const payment = await create('chk_key_0001');
    expect(payment).toMatchObject({ orderId: ORDER, amountCents: 2599, currency: 'USD', status: 'requires_confirmation' });
    expect(payment.transactionId).toMatch(/^pi_/);
    expect(payment.clientSecret).toMatch(/_secret_/);
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(req?.headers['idempotency-key']).toBe('create-chk_key_0001');
    expect(req?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(req?.form).toMatchObject({
      amount: '2599',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'metadata[order]': ORDER,
      'metadata[return_url]': RETURN,
      receipt_email: 'ana@example.com',
    });
  });

  it('the same key twice makes one PaymentIntent (Stripe replays the first answer)', async () => {
    const a = await create('chk_key_same');
    const b = await create('chk_key_same');
    expect(b.transactionId).toBe(a.transactionId);
  });

  it('confirms with the PaymentMethod id, use_stripe_sdk and the return URL; reads brand and last four', async () => {
    const created = await create('chk_key_0002');
    fake.requests.length = 0;
    const paid = await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', card: { brand: 'Visa', last4: '4242' }, refundedCents: 0, orderId: ORDER });
    const confirm = fake.requests.find((r) => r.path.endsWith('/confirm'));
    expect(confirm?.form).toMatchObject({
      payment_method: 'pm_card_visa',
      use_stripe_sdk: 'true',
      return_url: RETURN.replace('{transactionId}', created.transactionId),
      'expand[0]': 'latest_charge',
    });
    expect(confirm?.headers['idempotency-key']).toBe(`confirm-${created.transactionId}-pm_card_visa`);
    // Nothing resembling a card number is ever sent by the server.
    for (const r of fake.requests) expect(JSON.stringify(r.form)).not.toMatch(/\d{13,19}/);
  });

  it('confirming right after creating reads nothing back; another API node reads the return URL from Stripe', async () => {
    const created = await create('chk_key_nodes');
    fake.requests.length = 0;
    const otherNode = new StripeGateway({ secretKey: 'sk_test_fake', publishableKey: null, api: fake.api, maxNetworkRetries: 0 });
    await otherNode.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: 'pm_card_visa' });
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(fake.requests[1]?.form.return_url).toBe(RETURN.replace('{transactionId}', created.transactionId));
    const again = await create('chk_key_same_node');
    fake.requests.length = 0;
    await gateway.confirmPayment({ transactionId: again.transactionId, paymentMethodToken: 'pm_card_visa' });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it.each([
    ['pm_card_chargeDeclined', 'declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient-funds'],
  ] as const)('a declined card (%s) is a failed payment with failure code %s, not an exception', async (pm, code) => {
    const created = await create(`chk_key_${pm}`);
    const answer = await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: pm });
    expect(answer).toMatchObject({ transactionId: created.transactionId, status: 'failed', failureCode: code });
    expect(await gateway.getPayment(created.transactionId)).toMatchObject({ status: 'failed', failureCode: code });
  });

  it('a card that needs 3-D Secure waits in requires_action with its client secret; the bank’s answer is read back', async () => {
    const created = await create('chk_key_3ds');
    const waiting = await gateway.confirmPayment({
      transactionId: created.transactionId,
      paymentMethodToken: 'pm_card_threeDSecure2Required',
    });
    expect(waiting).toMatchObject({ status: 'requires_action', clientSecret: created.clientSecret });
    fake.completeAction(created.transactionId, true);
    expect(await gateway.getPayment(created.transactionId)).toMatchObject({ status: 'succeeded', card: { last4: '3155' } });
    const failed = await create('chk_key_3ds_fail');
    await gateway.confirmPayment({ transactionId: failed.transactionId, paymentMethodToken: 'pm_card_threeDSecure2Required' });
    fake.completeAction(failed.transactionId, false);
    expect(await gateway.getPayment(failed.transactionId)).toMatchObject({ status: 'failed', failureCode: 'invalid-transaction' });
  });

  it('getPayment answers null for an unknown or foreign transaction id', async () => {
    expect(await gateway.getPayment('pi_doesnotexist')).toBeNull();
    expect(await gateway.getPayment('sbx_123')).toBeNull();
  });

  it('refunds in part and in full with the refund key, and reports the amount refunded', async () => {
    const created = await create('chk_key_refund', 5000);
    await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: 'pm_card_visa' });
    fake.requests.length = 0;
    const part = await gateway.refundPayment({ transactionId: created.transactionId, amountCents: 1200, idempotencyKey: 'rf_1' });
    expect(part).toMatchObject({ status: 'succeeded', refundedCents: 1200 });
    const refund = fake.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.form).toEqual({ payment_intent: created.transactionId, amount: '1200' });
    expect(refund?.headers['idempotency-key']).toBe('refund-rf_1');
    // The same refund key again refunds nothing more.
    expect(await gateway.refundPayment({ transactionId: created.transactionId, amountCents: 1200, idempotencyKey: 'rf_1' })).toMatchObject({
      refundedCents: 1200,
    });
    expect(await gateway.refundPayment({ transactionId: created.transactionId, idempotencyKey: 'rf_2' })).toMatchObject({
      refundedCents: 5000,
    });
  });

  it('cancels a payment that waits', async () => {
    const created = await create('chk_key_cancel');
    expect(await gateway.cancelPayment(created.transactionId)).toMatchObject({ status: 'canceled' });
  });
});

describe('Stripe status and decline mapping', () => {
  it.each([
    ['succeeded', null, 'succeeded'],
    ['canceled', null, 'canceled'],
    ['requires_action', null, 'requires_action'],
    ['processing', null, 'processing'],
    ['requires_capture', null, 'processing'],
    ['requires_confirmation', null, 'requires_confirmation'],
    ['requires_payment_method', null, 'requires_confirmation'],
    ['requires_payment_method', { type: 'card_error', code: 'card_declined' }, 'failed'],
  ] as const)('%s (error %j) → %s', (status, error, expected) => {
    expect(statusOf({ status, last_payment_error: error as never })).toBe(expected);
  });

  it.each([
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient-funds'],
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'declined'],
    [{ code: 'expired_card' }, 'declined'],
    [{ code: 'payment_intent_authentication_failure' }, 'invalid-transaction'],
    [{}, 'gateway-error'],
  ] as const)('%j → %s', (error, code) => {
    expect(failureCodeOf(error)).toBe(code);
  });
});
