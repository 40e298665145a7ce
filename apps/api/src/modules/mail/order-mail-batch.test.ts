// Issue 29 "Checkout": the order messages of many events delivered in one batch (several checkouts and a quote
// request, two businesses) are exactly those their events make one by one — each order's own data, each
// business's own owners, every message once — while the batch reads its orders and businesses once.
import type { LanguageId } from '@vitrina/core-model';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainEvents, mailMessages, orders } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, checkoutBody, postCheckout, postIdempotent } from '../orders/checkout-test-fixture.js';
import { mailOrderOf } from './order-mail-data.js';

describe.each(testDatabases())('order messages delivered in one batch (%s)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestServer(kind, { env: { MAIL_FROM: 'no-reply@vitrina.test', PORT: '8080' } });
  }, 60_000);
  afterAll(() => t?.close());

  /** A business with a product, an owner in `ownerLanguage` and a second owner who turned new-order alerts off. */
  async function business(name: string, languageId: LanguageId, currency: string, ownerLanguage: LanguageId) {
    const client = (await buildClient(db(), { name, language_id: languageId })).client;
    await setStoreSettings(db(), client.id, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'], currency_code: currency });
    const product = await buildProduct(db(), client.id, { name: `${name} lamp`, price_cents: 4_500, stock: 50 });
    await buildUser(db(), { clientIds: [client.id], language_id: ownerLanguage });
    const quiet = await buildUser(db(), { clientIds: [client.id], language_id: 1 });
    await db().execute(sql`update users set mail_opt_outs = '["new_order"]'::jsonb where id = ${quiet.id}`);
    return { client, product };
  }

  async function buy(clientId: number, productId: number, quantity: number, email: string) {
    const body = checkoutBody([{ product_id: productId, variant_id: null, quantity }], CARDS.success);
    const res = await postCheckout(t, clientId, { ...body, shipping: { ...body.shipping, email } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order_uuid as string;
  }

  /** What a message says and to whom, without what each queueing draws anew (ids, Message-ID, times). */
  const messagesOf = async (eventIds: number[]) =>
    (await db().select().from(mailMessages).where(inArray(mailMessages.event_id, eventIds)))
      .map((m) => ({
        key: m.dedupe_key,
        kind: m.kind,
        client: m.client_id,
        order: m.order_id,
        quote: m.quote_id,
        to: [m.to_address, m.to_name],
        replyTo: m.reply_to,
        from: m.from_name,
        language: m.language,
        subject: m.subject,
        body: [m.html, m.text],
        template: m.template,
      }))
      .sort((a, b) => a.key.localeCompare(b.key));

  it('several checkouts and a quote request of two businesses: the same messages as one by one, once each, two reads', async () => {
    const es = await business('Salón Aurora', 2, 'EUR', 1);
    const en = await business('Corner Shop', 1, 'USD', 2);
    const service = await buildService(db(), en.client.id, { name: 'Catering', price_cents: 0, requires_quote: true });
    const uuids = [
      await buy(es.client.id, es.product.id, 1, 'ana@example.com'),
      await buy(en.client.id, en.product.id, 2, 'bo@example.com'),
      await buy(es.client.id, es.product.id, 3, 'cy@example.com'),
    ];
    const quote = await postIdempotent(t, `/api/client/${en.client.id}/services-checkout`, {
      lines: [{ service_id: service.id, quantity: 1 }],
      customer: { ...SHIPPING, email: 'dee@example.com' },
      payment: null,
      note: 'For 40 guests',
    });
    expect(quote.statusCode, quote.body).toBe(201);
    uuids.push(quote.json().order_uuid as string);
    const orderIds = (await db().select({ id: orders.id }).from(orders).where(inArray(orders.uuid, uuids))).map((o) => o.id);
    const events = await db()
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(sql`(${domainEvents.payload}->>'orderId')::int in ${orderIds}`);
    const eventIds = events.map((e) => e.id).sort((a, b) => a - b);
    // Each delivered on its own (the test server waits for every delivery of a call).
    const oneByOne = await messagesOf(eventIds);
    // A receipt and one alert a checkout (the second owner turned new-order alerts off), both owners told of the quote request.
    expect(oneByOne.map((m) => m.kind).sort()).toEqual([
      ...Array<string>(3).fill('new_order'),
      ...Array<string>(2).fill('new_quote_request'),
      ...Array<string>(3).fill('order_receipt'),
    ]);

    // Each receipt lists its own order's lines, as read on their own.
    for (const m of oneByOne.filter((x) => x.kind === 'order_receipt')) {
      const [row] = await db().select().from(orders).where(eq(orders.id, m.order!));
      const input = (m.template as { input: { order: { lines: unknown[] } } }).input;
      expect(input.order.lines).toEqual((await mailOrderOf(db(), row!, 'UTC')).lines);
      expect(input.order.lines).not.toEqual([]);
    }

    // The same events again, all undelivered (as after a crash before their stamps), their messages gone: one claim.
    await db().delete(mailMessages).where(inArray(mailMessages.event_id, eventIds));
    await db()
      .update(domainEvents)
      .set({ delivered_at: null, handled: [], claimable_at: sql`now()` })
      .where(inArray(domainEvents.id, eventIds));
    const select = vi.spyOn(db(), 'select');
    const selectDistinct = vi.spyOn(db(), 'selectDistinct');
    const outcomes = await t.app.ctx.events.deliverPending({ ids: eventIds });
    const reads = select.mock.calls.length + selectDistinct.mock.calls.length;
    select.mockRestore();
    selectDistinct.mockRestore();
    expect(outcomes.map((o) => [o.id, o.delivered])).toEqual(eventIds.map((id) => [id, true]));
    expect(await messagesOf(eventIds)).toEqual(oneByOne);
    // The orders (with their lines) and the businesses (with their owners), each read once for the batch.
    expect(reads).toBe(2);

    // Delivered again in one batch: nothing queued twice.
    await db()
      .update(domainEvents)
      .set({ delivered_at: null, handled: [], claimable_at: sql`now()` })
      .where(inArray(domainEvents.id, eventIds));
    await t.app.ctx.events.deliverPending({ ids: eventIds });
    expect(await messagesOf(eventIds)).toEqual(oneByOne);
  });
});
