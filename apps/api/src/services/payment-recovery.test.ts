// Issue 32, crash-safe money, in one process on PGlite and (with DATABASE_URL) Postgres: a gateway that
// times out after charging; a retry of a request whose process died (its lease ran out) resuming the same
// order; the recovery sweeper settling what a dead process left (charged, never charged, made but never
// confirmed, a live request's key, a validation step), for orders, quote payments and a renewal.
// (The SIGKILL test against a real process is test/crash/.)
import type { PaymentGateway } from '@vitrina/commerce';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, payments, sandboxCharges } from '../db/schema.js';
import { CARDS, checkoutBody, newKey, postCheckout } from '../modules/orders/checkout-test-fixture.js';
import { payQuote } from '../modules/quotes/order-documents-test-fixture.js';
import { buildClient } from '../testing/builders.js';
import { buildQuote } from '../testing/quote-builders.js';
import { buildProduct, setStoreSettings, variantStock } from '../testing/store-builders.js';
import { buildSubscription, renewalOrders } from '../testing/subscription-builders.js';
import { testDatabases } from '../testing/test-db.js';
import { testServerSuite } from '../testing/test-server-suite.js';
import { requestHash } from './idempotency.js';
import { hashableCheckoutBody } from '../modules/orders/checkout-service.js';
import { recoverPayments } from './payment-recovery.js';
import { renewDueSubscriptions, renewalPaymentKey } from '../modules/subscriptions/renewals-service.js';

const AFTER_MS = 120_000;
/** A sweep as it runs once the bound has passed for everything these tests left. */
const later = () => new Date(Date.now() + 10 * 60_000);

/** The sandbox as it is, but `confirmPayment` answers a timeout after the processor charged (or hangs up before). */
function timingOut(real: PaymentGateway, when: 'after-charge' | 'before-charge'): PaymentGateway {
  return Object.assign(Object.create(real) as PaymentGateway, {
    async confirmPayment(input: Parameters<PaymentGateway['confirmPayment']>[0]) {
      if (when === 'after-charge') await real.confirmPayment(input);
      throw new Error('ETIMEDOUT: the gateway did not answer in time');
    },
  });
}

describe.each(testDatabases())('%s: crash-safe money (issue 32)', (kind) => {
  const suite = testServerSuite(kind);
  const { db } = suite;
  const ctx = () => suite.server.app.ctx;
  const sweep = () => recoverPayments(ctx(), { afterMs: AFTER_MS, leaseMs: 10_000, now: later() });

  async function shop(stock = 10) {
    const clientId = (await buildClient(db())).client.id;
    await setStoreSettings(db(), clientId, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'] });
    const mug = await buildProduct(db(), clientId, { name: 'Mug', price_cents: 1250, stock });
    const line = (quantity = 1) => ({ product_id: mug.id, variant_id: null, quantity });
    return { clientId, variantId: mug.variantIds[0]!, line };
  }
  const ordersOf = (clientId: number) => db().select().from(orders).where(eq(orders.client_id, clientId));
  const chargesOf = (key: string) => db().select().from(sandboxCharges).where(eq(sandboxCharges.idempotency_key, key));
  /** With the gateway replaced for one call. */
  async function withGateway<T>(gateway: PaymentGateway, run: () => Promise<T>): Promise<T> {
    const real = ctx().gateway;
    ctx().gateway = gateway;
    try {
      return await run();
    } finally {
      ctx().gateway = real;
    }
  }

  it('a gateway that times out after charging: 503 payment_pending, stock kept, then paid by the sweeper — not released', async () => {
    const { clientId, variantId, line } = await shop();
    const key = newKey();
    const res = await withGateway(timingOut(ctx().gateway, 'after-charge'), () =>
      postCheckout(suite.server, clientId, checkoutBody([line(2)]), key),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'payment_pending', message: 'errors:orders.paymentPending' } });
    const [order] = await ordersOf(clientId);
    expect(order).toMatchObject({ status: 'awaiting_payment', payment_key: `checkout:${clientId}:${key}` });
    expect(order!.payment_check_at).not.toBeNull();
    expect(await variantStock(db(), variantId)).toBe(8);
    expect(await chargesOf(`checkout:${clientId}:${key}`)).toMatchObject([{ status: 'succeeded', amount_cents: 2500 }]);

    // Swept too early: nothing moves.
    expect(await recoverPayments(ctx(), { afterMs: AFTER_MS, leaseMs: 10_000 })).toMatchObject({ paid: 0, released: 0 });
    expect(await sweep()).toMatchObject({ paid: 1 });
    const [swept] = await ordersOf(clientId);
    expect(swept).toMatchObject({ status: 'paid', paid_cents: 2500 });
    expect(await variantStock(db(), variantId)).toBe(8);
    // The buyer's retry answers the paid order: the same one, no second charge.
    const retry = await postCheckout(suite.server, clientId, checkoutBody([line(2)]), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ order_uuid: order!.uuid, next: 'success', totals: { total: '25.00' } });
    expect(await ordersOf(clientId)).toHaveLength(1);
    expect(await chargesOf(`checkout:${clientId}:${key}`)).toHaveLength(1);
  });

  it('the buyer retries a payment_pending at once: the same order is resumed and paid, one charge', async () => {
    const { clientId, variantId, line } = await shop();
    const key = newKey();
    const first = await withGateway(timingOut(ctx().gateway, 'before-charge'), () =>
      postCheckout(suite.server, clientId, checkoutBody([line()]), key),
    );
    expect(first.statusCode).toBe(503);
    const retry = await postCheckout(suite.server, clientId, checkoutBody([line()]), key);
    expect(retry.statusCode).toBe(201);
    const [order, ...more] = await ordersOf(clientId);
    expect(more).toHaveLength(0);
    expect(retry.json().order_uuid).toBe(order!.uuid);
    expect(order).toMatchObject({ status: 'paid', paid_cents: 1250 });
    expect(await variantStock(db(), variantId)).toBe(9);
    expect(await chargesOf(`checkout:${clientId}:${key}`)).toMatchObject([{ status: 'succeeded' }]);
    // Answered now: the same key replays the answer.
    const replay = await postCheckout(suite.server, clientId, checkoutBody([line()]), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(retry.body);
  });

  it('a process that died after charging, before applying: the retry takes the dead lease over and answers the paid order at once', async () => {
    const { clientId, variantId, line } = await shop();
    const key = newKey();
    const body = checkoutBody([line()]);
    // What a request killed after the gateway's answer leaves: its key unanswered (lease run out), the order
    // awaiting payment with its stock taken, the charge succeeded at the gateway.
    const killed = await withGateway(timingOut(ctx().gateway, 'after-charge'), () => postCheckout(suite.server, clientId, body, key));
    expect(killed.statusCode).toBe(503);
    await db()
      .update(idempotencyKeys)
      .set({ holder: 'dead', lease_until: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.client_id, clientId), eq(idempotencyKeys.key, key)));
    const [key_] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(key_).toMatchObject({ request_hash: requestHash(hashableCheckoutBody(body)), response_status: null });
    const started = Date.now();
    const retry = await postCheckout(suite.server, clientId, body, key);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(retry.statusCode).toBe(201);
    const [order] = await ordersOf(clientId);
    expect(order).toMatchObject({ uuid: retry.json().order_uuid, status: 'paid' });
    expect(await variantStock(db(), variantId)).toBe(9);
    expect(await chargesOf(`checkout:${clientId}:${key}`)).toHaveLength(1);
  });

  it('the sweeper: a charge never made → released (stock back), and the late retry is told it failed, never charged', async () => {
    const { clientId, variantId, line } = await shop();
    const key = newKey();
    // A gateway down before anything was made: the order waits with its stock, no charge exists.
    const down = Object.assign(Object.create(ctx().gateway) as PaymentGateway, {
      createPayment: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect((await withGateway(down, () => postCheckout(suite.server, clientId, checkoutBody([line(3)]), key))).statusCode).toBe(503);
    expect(await variantStock(db(), variantId)).toBe(7);
    expect(await sweep()).toMatchObject({ released: 1 });
    expect((await ordersOf(clientId))[0]).toMatchObject({ status: 'payment_failed' });
    expect(await variantStock(db(), variantId)).toBe(10);
    const late = await postCheckout(suite.server, clientId, checkoutBody([line(3)]), key);
    // Told the attempt expired, not that the card was declined: it was never tried.
    expect(late.statusCode).toBe(402);
    expect(late.json()).toMatchObject({ decline: 'expired-transaction' });
    expect(await chargesOf(`checkout:${clientId}:${key}`)).toHaveLength(0);
    expect(await variantStock(db(), variantId)).toBe(10);
  });

  it('the sweeper: a charge made but never confirmed is canceled at the gateway, then released; a live request’s key is left alone', async () => {
    const { clientId, variantId, line } = await shop();
    const key = newKey();
    const unconfirmed = Object.assign(Object.create(ctx().gateway) as PaymentGateway, {
      confirmPayment: () => Promise.reject(new Error('socket hang up')),
    });
    expect((await withGateway(unconfirmed, () => postCheckout(suite.server, clientId, checkoutBody([line()]), key))).statusCode).toBe(503);
    // A request holding the key (alive, renewing): the sweeper waits for it.
    await db()
      .update(idempotencyKeys)
      .set({ holder: 'alive', lease_until: sql`now() + interval '1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await sweep()).toMatchObject({ waiting: 1, released: 0 });
    expect((await ordersOf(clientId))[0]).toMatchObject({ status: 'awaiting_payment' });
    await db().update(idempotencyKeys).set({ holder: null, lease_until: null }).where(eq(idempotencyKeys.key, key));
    expect(await sweep()).toMatchObject({ released: 1 });
    expect(await chargesOf(`checkout:${clientId}:${key}`)).toMatchObject([{ status: 'canceled' }]);
    expect((await ordersOf(clientId))[0]).toMatchObject({ status: 'payment_failed' });
    expect(await variantStock(db(), variantId)).toBe(10);
  });

  it('the sweeper leaves a validation step the customer can still pass, and releases it once expired', async () => {
    const { clientId, variantId, line } = await shop();
    const res = await postCheckout(suite.server, clientId, checkoutBody([line()], CARDS.validation));
    expect(res.json()).toMatchObject({ next: 'validation' });
    const soon = await recoverPayments(ctx(), { afterMs: AFTER_MS, leaseMs: 10_000, now: new Date(Date.now() + 5 * 60_000) });
    expect(soon).toMatchObject({ waiting: 1, released: 0 });
    // The sandbox's step lasts 15 minutes: an hour later it is over.
    expect(await recoverPayments(ctx(), { afterMs: AFTER_MS, leaseMs: 10_000, now: new Date(Date.now() + 60 * 60_000) })).toMatchObject({
      released: 1,
    });
    expect((await ordersOf(clientId))[0]).toMatchObject({ status: 'payment_failed' });
    expect(await variantStock(db(), variantId)).toBe(10);
  });

  it('a quote payment: a gateway timeout after charging keeps the amount reserved (503); the sweeper captures it once', async () => {
    const clientId = (await buildClient(db())).client.id;
    const quote = await buildQuote(db(), clientId);
    const key = newKey();
    const res = await withGateway(timingOut(ctx().gateway, 'after-charge'), () =>
      payQuote(suite.server, clientId, quote.uuid, '40.00', undefined, key),
    );
    expect(res.statusCode).toBe(503);
    const row = async () => (await db().select().from(orders).where(eq(orders.id, quote.id)))[0]!;
    expect(await row()).toMatchObject({ reserved_cents: 4000, paid_cents: 0 });
    expect(await sweep()).toMatchObject({ paid: 1 });
    expect(await row()).toMatchObject({ reserved_cents: 0, paid_cents: 4000 });
    const [payment, ...more] = await db().select().from(payments).where(eq(payments.order_id, quote.id));
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({ status: 'succeeded', gateway_key: `quote:${clientId}:${key}` });
    expect(payment!.transaction_id).toMatch(/^sbx_/);
    // The retry answers the captured payment; nothing more is charged or reserved.
    const retry = await payQuote(suite.server, clientId, quote.uuid, '40.00', undefined, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ amount: '40.00', transaction_id: payment!.transaction_id });
    expect(await row()).toMatchObject({ reserved_cents: 0, paid_cents: 4000 });
    expect(await chargesOf(`quote:${clientId}:${key}`)).toHaveLength(1);
  });

  it('a quote payment reserved by a process that died before the gateway: the sweeper releases the amount', async () => {
    const clientId = (await buildClient(db())).client.id;
    const quote = await buildQuote(db(), clientId);
    const down = Object.assign(Object.create(ctx().gateway) as PaymentGateway, {
      createPayment: () => Promise.reject(new Error('ECONNRESET')),
    });
    expect((await withGateway(down, () => payQuote(suite.server, clientId, quote.uuid, '10.00'))).statusCode).toBe(503);
    expect(await sweep()).toMatchObject({ released: 1 });
    const [row] = await db().select().from(orders).where(eq(orders.id, quote.id));
    expect(row).toMatchObject({ reserved_cents: 0, paid_cents: 0 });
    expect(await db().select().from(payments).where(eq(payments.order_id, quote.id))).toMatchObject([
      { status: 'canceled', failure_code: 'expired-transaction' },
    ]);
  });

  it('a renewal period claimed but never charged (the process died): the sweeper charges it, once', async () => {
    const clientId = (await buildClient(db())).client.id;
    const due = new Date('2020-03-01T10:00:00Z');
    const sub = await buildSubscription(db(), clientId, { recurrence: 'monthly', nextChargeAt: due });
    // The renewal run dies after claiming: its order awaits payment, no charge exists.
    const down = Object.assign(Object.create(ctx().gateway) as PaymentGateway, {
      createPayment: () => Promise.reject(new Error('killed')),
    });
    expect(await withGateway(down, () => renewDueSubscriptions(ctx(), new Date('2020-03-01T10:00:30Z')))).toMatchObject({
      renewed: 1,
      pending: 1,
    });
    const key = renewalPaymentKey(sub.uuid, due);
    expect(await chargesOf(key)).toHaveLength(0);
    expect(await sweep()).toMatchObject({ paid: 1 });
    expect(await sweep()).toMatchObject({ paid: 0, released: 0 });
    const [renewal, ...more] = await renewalOrders(db(), sub.id);
    expect(more).toHaveLength(0);
    expect(renewal).toMatchObject({ status: 'paid', payment_key: key });
    expect(await chargesOf(key)).toMatchObject([{ status: 'succeeded' }]);
  });
});
