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

  it.each([
    ['EUR', 123_450, 'eur', '123450'],
    ['JPY', 250_000, 'jpy', '2500'],
    ['KWD', 1_250, 'kwd', '12500'],
  ])(
    'charges in the business’s own currency %s, its amount in that currency’s minor units (issue 25)',
    async (currency, amountCents, code, amount) => {
      const payment = await gateway.createPayment({
        orderId: ORDER,
        amountCents,
        currency,
        idempotencyKey: `chk_${currency}`,
        returnUrl: RETURN,
      });
      expect(fake.requests[0]?.form).toMatchObject({ currency: code, amount });
      // Read back in Vitrina's hundredths, whatever the currency's own digits.
      expect(payment).toMatchObject({ amountCents, currency });
    },
  );

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

  it('issue 32: finds a payment again by its idempotency key (search by metadata key), confirmed or not; null when none was made', async () => {
    const made = await create('checkout:7:k_lost_answer');
    expect(fake.requests[0]?.form).toMatchObject({ 'metadata[key]': 'checkout:7:k_lost_answer' });
    expect(await gateway.findPaymentByKey('checkout:7:k_lost_answer')).toMatchObject({
      transactionId: made.transactionId,
      status: 'requires_confirmation',
    });
    await gateway.confirmPayment({ transactionId: made.transactionId, paymentMethodToken: 'pm_card_visa' });
    fake.requests.length = 0;
    expect(await gateway.findPaymentByKey('checkout:7:k_lost_answer')).toMatchObject({
      transactionId: made.transactionId,
      status: 'succeeded',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/search' });
    expect(fake.requests[0]?.form.query).toBe("metadata['key']:'checkout:7:k_lost_answer'");
    expect(await gateway.findPaymentByKey('checkout:7:k_never_made')).toBeNull();
    // A quote in the key is escaped, never closing the search's string.
    expect(await gateway.findPaymentByKey("x' OR metadata['order']:'y")).toBeNull();
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

  describe('subscriptions: the card saved for off-session renewals', () => {
    const first = (key: string) =>
      gateway.createPayment({
        orderId: ORDER,
        amountCents: 2500,
        currency: 'USD',
        idempotencyKey: key,
        customerEmail: 'ana@example.com',
        recurrence: 'monthly',
      });
    const renew = async (saved: string, key: string) => {
      const created = await gateway.createPayment({
        orderId: ORDER,
        amountCents: 2500,
        currency: 'USD',
        idempotencyKey: key,
        savedPaymentMethod: saved,
      });
      return gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: saved, offSession: true });
    };

    it('a first payment makes a customer (once per key) and saves the card for off-session use', async () => {
      const created = await first('sub_first_1');
      const customer = fake.requests.find((r) => r.path === '/v1/customers');
      expect(customer?.form).toEqual({ email: 'ana@example.com' });
      expect(customer?.headers['idempotency-key']).toBe('customer-sub_first_1');
      const cus = fake.intents.get(created.transactionId)!.customer!;
      expect(cus).toMatch(/^cus_/);
      expect(fake.requests.find((r) => r.path === '/v1/payment_intents')?.form).toMatchObject({
        customer: cus,
        setup_future_usage: 'off_session',
      });
      // A retried checkout reuses the customer and the PaymentIntent.
      expect((await first('sub_first_1')).transactionId).toBe(created.transactionId);
      const paid = await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: 'pm_card_visa' });
      expect(paid).toMatchObject({ status: 'succeeded', savedPaymentMethod: `${cus}/pm_card_visa` });
      expect(fake.attached.get('pm_card_visa')).toBe(cus);
    });

    it('a one-time payment makes no customer and saves nothing', async () => {
      const created = await create('one_time_1');
      const paid = await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: 'pm_card_visa' });
      expect(paid.savedPaymentMethod).toBeUndefined();
      expect(fake.requests.some((r) => r.path === '/v1/customers')).toBe(false);
      expect(fake.requests.find((r) => r.path === '/v1/payment_intents')?.form.setup_future_usage).toBeUndefined();
    });

    it('a renewal is made for the saved customer and confirmed off_session with the saved PaymentMethod', async () => {
      const created = await first('sub_first_2');
      const { savedPaymentMethod } = await gateway.confirmPayment({
        transactionId: created.transactionId,
        paymentMethodToken: 'pm_card_visa',
      });
      const [cus] = savedPaymentMethod!.split('/');
      fake.requests.length = 0;
      const renewal = await renew(savedPaymentMethod!, 'sub_renew_2');
      expect(renewal).toMatchObject({ status: 'succeeded', card: { brand: 'Visa', last4: '4242' } });
      const [createReq, confirmReq] = fake.requests;
      expect(createReq?.form).toMatchObject({ customer: cus, amount: '2500' });
      expect(createReq?.form.setup_future_usage).toBeUndefined();
      expect(confirmReq?.form).toMatchObject({ payment_method: 'pm_card_visa', off_session: 'true' });
      expect(confirmReq?.form.use_stripe_sdk).toBeUndefined();
      expect(fake.requests.some((r) => r.path === '/v1/customers')).toBe(false);
    });

    it('a renewal whose card asks for authentication is declined (authentication_required), not left waiting', async () => {
      const created = await first('sub_first_3ds');
      await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: 'pm_card_threeDSecure2Required' });
      fake.completeAction(created.transactionId, true);
      const { savedPaymentMethod } = (await gateway.getPayment(created.transactionId))!;
      expect(savedPaymentMethod).toMatch(/^cus_.+\/pm_card_threeDSecure2Required$/);
      expect(await renew(savedPaymentMethod!, 'sub_renew_3ds')).toMatchObject({ status: 'failed', failureCode: 'declined' });
    });

    it('a bare PaymentMethod (never attached to a customer) cannot be charged off-session', async () => {
      await expect(renew('pm_card_visa', 'sub_renew_bare')).rejects.toThrow(/not attached/);
    });

    it('a new card is attached to the subscription’s customer; a refused one is a failure code', async () => {
      const created = await first('sub_first_card');
      const { savedPaymentMethod } = await gateway.confirmPayment({
        transactionId: created.transactionId,
        paymentMethodToken: 'pm_card_visa',
      });
      const [cus] = savedPaymentMethod!.split('/');
      fake.requests.length = 0;
      const card = { saved: savedPaymentMethod!, customerEmail: 'ana@example.com', idempotencyKey: 'card_1' };
      expect(await gateway.saveCard({ ...card, paymentMethodToken: 'pm_card_mastercard' })).toEqual({ saved: `${cus}/pm_card_mastercard` });
      expect(fake.requests.map((r) => r.path)).toEqual(['/v1/payment_methods/pm_card_mastercard/attach']);
      expect(fake.requests[0]?.form).toEqual({ customer: cus });
      expect(fake.attached.get('pm_card_mastercard')).toBe(cus);
      expect(await renew(`${cus}/pm_card_mastercard`, 'sub_renew_new_card')).toMatchObject({ status: 'succeeded' });
      expect(await gateway.saveCard({ ...card, idempotencyKey: 'card_2', paymentMethodToken: 'pm_card_chargeDeclined' })).toEqual({
        failureCode: 'declined',
      });
      // A card saved before customers existed gets one.
      const legacy = await gateway.saveCard({ ...card, saved: 'pm_old', idempotencyKey: 'card_3', paymentMethodToken: 'pm_card_amex' });
      expect(legacy).toEqual({ saved: expect.stringMatching(/^cus_.+\/pm_card_amex$/) });
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
