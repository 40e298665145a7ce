// Stripe's webhook: signed with the endpoint secret (Stripe's own test-header helper signs here), applied
// once per event id, on PGlite and Postgres, with the Stripe gateway pointed at a local imitation of Stripe.
import { stripeWebhookCalls } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments, productVariants } from '../../db/schema.js';
import { StripeGateway } from '../../payments/stripe-gateway.js';
import { buildClient } from '../../testing/builders.js';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe.js';
import { buildOrder } from '../../testing/order-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';

const SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

function event(id: string, type: string, object: object) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', data: { object } });
}

describe.each(testDatabases())('POST /api/payments/stripe/webhook (%s)', (kind) => {
  let fake: FakeStripe;
  let t: TestServer;
  let clientId: number;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServer(kind, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${fake.api.port}`,
      },
    });
    clientId = (await buildClient(t.database.db)).client.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET })) =>
    t.app.inject({
      method: 'POST',
      url: stripeWebhookCalls.event.path,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  /** An order waiting for its payment, and a PaymentIntent for it confirmed with `pm` at the imitation. */
  async function pendingOrder(pm: string, key: string) {
    const order = await buildOrder(t.database.db, clientId, { status: 'awaiting_payment', quantity: 2, stockLeft: 3 });
    const gateway = t.app.ctx.gateway;
    const created = await gateway.createPayment({ orderId: order.uuid, amountCents: 3200, currency: 'USD', idempotencyKey: key });
    await gateway.confirmPayment({ transactionId: created.transactionId, paymentMethodToken: pm });
    return { order, intent: fake.intents.get(created.transactionId)! };
  }
  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('uses the Stripe gateway when STRIPE_SECRET_KEY is set', () => {
    expect(t.app.ctx.gateway).toBeInstanceOf(StripeGateway);
    expect(t.app.ctx.gateway.publishableKey).toBe('pk_test_fake');
  });

  it('lets pages load Stripe.js and its card iframe (CSP), and nothing else from outside', async () => {
    const csp = String((await t.app.inject('/api/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com(;|$)/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
    expect(csp).toMatch(/default-src 'self';/);
  });

  it('the first delivery of payment_intent.succeeded pays the order (card brand and last four kept); a redelivery changes nothing', async () => {
    const { order, intent } = await pendingOrder('pm_card_visa', 'wh-success');
    const payload = event('evt_success_1', 'payment_intent.succeeded', intent);
    const first = await post(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: 'paid', paid_cents: 3200, stock_held: true });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.transaction_id, intent.id));
    expect(payment).toMatchObject({ gateway: 'stripe', status: 'succeeded', card_brand: 'Visa', card_last4: '4242' });

    const again = await post(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, applied: false });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paid_cents: 3200, updated_at: paid.updated_at });
    const recorded = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, 'evt_success_1'));
    expect(recorded).toHaveLength(1);
  });

  it('the same failure event delivered 5 times at once releases the stock exactly once', async () => {
    const { order, intent } = await pendingOrder('pm_card_chargeDeclined', 'wh-declined');
    const payload = event('evt_failed_1', 'payment_intent.payment_failed', intent);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'payment_failed', stock_held: false });
    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, order.variantId));
    expect(variant?.stock).toBe(5); // 3 left + the 2 of the order, once
  });

  it('when applying fails (Stripe unreachable) the event is not kept, so Stripe’s next delivery applies it', async () => {
    const { order, intent } = await pendingOrder('pm_card_visa', 'wh-retry');
    const payload = event('evt_retry_1', 'payment_intent.succeeded', intent);
    fake.failRequests(10);
    expect((await post(payload)).statusCode).toBe(500);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, 'evt_retry_1'))).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'awaiting_payment' });
    fake.failRequests(0);
    expect((await post(payload)).json()).toEqual({ received: true, applied: true });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
  });

  it('answers 400 to a bad, foreign or missing signature and records nothing', async () => {
    const { intent } = await pendingOrder('pm_card_visa', 'wh-badsig');
    const payload = event('evt_badsig', 'payment_intent.succeeded', intent);
    const foreign = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await post(payload, foreign)).statusCode).toBe(400);
    expect((await post(payload, foreign)).json()).toMatchObject({ error: { code: 'invalid_signature' } });
    const tampered = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await post(payload.replace('"succeeded"', '"canceled"'), tampered)).statusCode).toBe(400);
    const old = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await post(payload, old)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: stripeWebhookCalls.event.path,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, 'evt_badsig'))).toHaveLength(0);
  });

  it('acknowledges events about nothing of ours without applying them', async () => {
    const other = await post(event('evt_customer', 'customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.json()).toEqual({ received: true, applied: false });
    const unknown = await post(event('evt_unknown_pi', 'payment_intent.succeeded', { id: 'pi_nope', object: 'payment_intent' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, applied: false });
  });

  it('other routes keep parsing JSON (the raw parser is the webhook’s alone)', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/client/${clientId}/cart/check`, payload: { lines: [] } });
    expect(res.statusCode).not.toBe(415);
    expect(res.statusCode).toBeLessThan(500);
  });
});
