import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServicesCheckoutBody } from '@vitrina/api-client/contracts';
import { orderLines, orders, payments, subscriptions } from '../../db/schema.js';
import { applyPaymentResult } from '../../services/payment-result.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClient } from '../../testing/builders.js';
import { setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, newKey, postIdempotent } from './checkout-test-fixture.js';

const card = (cardNumber: string = CARDS.success) =>
  ({ method: 'card', card: { holderName: 'Ana López', cardNumber, expiryDate: '12/40', cvv: '123' } }) as const;

describe.each(testDatabases())('%s: services checkout (issue 15; spec §2 services-finalize, §5 order rules)', (kind) => {
  let t: TestServer;
  let clientId: number;
  const ids: Record<string, number> = {};
  const db = () => t.database.db;
  const line = (name: string, quantity = 1) => ({ service_id: ids[name]!, quantity });
  const body = (lines: ServicesCheckoutBody['lines'], extra: Partial<ServicesCheckoutBody> = {}): ServicesCheckoutBody => ({
    lines,
    customer: { ...SHIPPING, email: `${kind}-buyer@example.com` },
    payment: card(),
    note: '',
    ...extra,
  });
  const post = (b: unknown, key?: string) => postIdempotent(t, `/api/client/${clientId}/services-checkout`, b, key);
  const countOrders = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.client_id, clientId))
    )[0]!.n;
  const orderOf = async (uuid: string) => (await db().select().from(orders).where(eq(orders.uuid, uuid)))[0]!;

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    await setStoreSettings(db(), clientId, { tax_rate: '10', shipping_rate: '5', payment_countries: ['US'] });
    const make = async (name: string, fields: Parameters<typeof buildService>[2]) => {
      ids[name] = (await buildService(db(), clientId, { name, ...fields })).id;
    };
    await make('Deep clean', { price_cents: 12000 });
    await make('Window wash', { price_cents: 4000 });
    await make('Weekly tidy', { price_cents: 3000, is_subscription: true, recurrence: 'weekly' });
    await make('Monthly garden', { price_cents: 9000, is_subscription: true, recurrence: 'monthly' });
    await make('Renovation', { price_cents: 0, requires_quote: true });
    await make('Hidden', { sold_online: false });
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a subscription mixed with a one-time service, two subscriptions and a line no longer sold, writing nothing', async () => {
    const before = await countOrders();
    const mixed = await post(body([line('Weekly tidy'), line('Deep clean')]));
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json()).toMatchObject({
      error: { code: 'order_rule', message: 'errors:orders.noMixing' },
      violations: [{ code: 'subscription-mixed-with-one-time', line_keys: [String(ids['Weekly tidy']), String(ids['Deep clean'])] }],
    });
    const two = await post(body([line('Weekly tidy'), line('Monthly garden')]));
    expect(two.statusCode).toBe(409);
    expect(two.json().violations.map((v: { code: string }) => v.code)).toEqual(['one-subscription-per-order']);
    const hidden = await post(body([line('Deep clean'), line('Hidden')]));
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({ error: { code: 'unavailable' }, line_keys: [String(ids['Hidden'])] });
    const empty = await post(body([]));
    expect(empty.statusCode).toBe(400);
    expect(await countOrders()).toBe(before);
  });

  it('refuses a wrong customer or a missing card with every field’s message, writing nothing', async () => {
    const before = await countOrders();
    const res = await post(body([line('Deep clean')], { customer: { ...SHIPPING, email: 'nope', postalCode: '' }, payment: null }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['cardNumber', 'email', 'postalCode']);
    expect(await countOrders()).toBe(before);
  });

  it('a one-time order is paid at the database’s prices; services-success reads it with GET orders/{uuid}', async () => {
    const res = await post(
      body([line('Deep clean', 2), line('Window wash')], { note: 'Gate code <b>42</b>\nThanks', utm: { utm_source: 'news', bad: 'x' } }),
    );
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      kind: 'order',
      next: 'success',
      client_secret: null,
      totals: { subtotal: '280.00', shipping: '0.00', total: '308.00' },
    });
    expect(answer.transaction_id).toEqual(expect.any(String));
    const order = await orderOf(answer.order_uuid);
    expect(order).toMatchObject({
      kind: 'order',
      status: 'paid',
      paid_cents: 30800,
      stock_held: false,
      email: `${kind}-buyer@example.com`,
      note: 'Gate code 42\nThanks',
      utm: { utm_source: 'news' },
    });
    expect(order.shipping).toMatchObject({ address1: '1 Main St', city: 'Austin' });
    const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, order.id));
    expect(lines.map((l) => [l.service_id, l.name, l.quantity, l.unit_price_cents, l.recurrence])).toEqual([
      [ids['Deep clean'], 'Deep clean', 2, 12000, null],
      [ids['Window wash'], 'Window wash', 1, 4000, null],
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/client/${clientId}/orders/${answer.order_uuid}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      kind: 'order',
      source: 'services', // issue 26: the services success page, not the products one
      state: 'paid',
      total: '308.00',
      lines: [{ name: 'Deep clean', quantity: 2, each_price: '120.00', recurrence: null }, { name: 'Window wash' }],
      bill_to: { city: 'Austin' },
    });
  });

  it('the same Idempotency-Key replays the first answer without a second order; another body is 422', async () => {
    const key = newKey();
    const first = await post(body([line('Window wash')]), key);
    expect(first.statusCode).toBe(201);
    const count = await countOrders();
    const again = await post(body([line('Window wash')]), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await countOrders()).toBe(count);
    expect((await post(body([line('Deep clean')]), key)).statusCode).toBe(422);
  });

  it('a declined card is 402 and the order is payment_failed', async () => {
    const res = await post(body([line('Deep clean')], { payment: card(CARDS.declined) }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: { code: 'payment_declined' }, decline: 'declined' });
    const [last] = await db()
      .select()
      .from(orders)
      .where(eq(orders.client_id, clientId))
      .orderBy(sql`${orders.id} desc`)
      .limit(1);
    expect(last!.status).toBe('payment_failed');
  });

  it('a requires-quote service becomes a quote request: state requested, no payment, nothing charged', async () => {
    // A card sent with a quote request is not read: the business prices it first.
    const res = await post(body([line('Renovation'), line('Window wash')], { note: 'Kitchen, 12 m²', utm: { utm_campaign: 'spring' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'quote', next: 'success', transaction_id: null, client_secret: null });
    const order = await orderOf(res.json().order_uuid);
    expect(order).toMatchObject({
      kind: 'quote',
      status: 'requested',
      paid_cents: 0,
      note: 'Kitchen, 12 m²',
      utm: { utm_campaign: 'spring' },
    });
    expect(await db().select().from(payments).where(eq(payments.order_id, order.id))).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: `/api/client/${clientId}/orders/${order.uuid}` });
    expect(page.json()).toMatchObject({ kind: 'quote', source: 'services', state: 'requested', transactions: [] });
  });

  it('a subscription writes its line’s frequency and an incomplete subscription with the card, then charges the first period', async () => {
    const res = await post(body([line('Weekly tidy')], { utm: { utm_source: 'newsletter', utm_campaign: 'spring' } }));
    expect(res.statusCode).toBe(201);
    const order = await orderOf(res.json().order_uuid);
    expect(order).toMatchObject({ kind: 'order', status: 'paid', total_cents: 3300 });
    const [lineRow] = await db().select().from(orderLines).where(eq(orderLines.order_id, order.id));
    expect(lineRow!.recurrence).toBe('weekly');
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.order_id, order.id));
    expect(sub).toMatchObject({
      client_id: clientId,
      customer_id: order.customer_id,
      service_id: ids['Weekly tidy'],
      name: 'Weekly tidy',
      amount_cents: 3300,
      recurrence: 'weekly',
      card_brand: 'Visa',
      card_last4: '4242',
      // The order's campaign (issue 31): its renewals count for it.
      utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
    });
    // Written incomplete with the order; the first payment's success may already have activated it (subscriptions' own rules).
    expect(['incomplete', 'active']).toContain(sub!.status);
    expect(sub!.payment_token).not.toBe('');
    expect(sub!.payment_token).not.toContain('4242424242424242');
    const page = await t.app.inject({ method: 'GET', url: `/api/client/${clientId}/orders/${order.uuid}` });
    expect(page.json().lines).toEqual([expect.objectContaining({ name: 'Weekly tidy', recurrence: 'weekly' })]);
    // Replaying the gateway's answer changes nothing (helper 4's renewals take it from here).
    const [pay] = await db().select().from(payments).where(eq(payments.order_id, order.id));
    const replayed = await applyPaymentResult(t.app.ctx, clientId, {
      transactionId: pay!.transaction_id,
      orderId: order.uuid,
      status: 'succeeded',
      amountCents: 3300,
      currency: order.currency,
    });
    expect(replayed?.paid).toBe(false);
    expect((await orderOf(order.uuid)).paid_cents).toBe(3300);
  });

  it('a plan without the services store is refused 403 before anything is written', async () => {
    const free = (await buildClient(db(), { plan_slug: 'freemium' })).client.id;
    const res = await postIdempotent(t, `/api/client/${free}/services-checkout`, body([line('Deep clean')]));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'feature_disabled', message: 'errors:disabled.servicesStore' });
    expect((await db().select().from(orders).where(eq(orders.client_id, free))).length).toBe(0);
  });
});
