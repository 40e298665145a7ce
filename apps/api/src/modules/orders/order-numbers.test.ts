// Issue 26 item 4: a declined payment is an attempt, not an order. Order numbers count the orders customers
// placed: a fresh business's buyer declined once, then paying, has order #1, and the owner's Orders screen
// shows that one order. A checkout's order is numbered when its payment succeeds (also after the validation
// step); a quote request, which needs no payment, when it is sent.
import type { OwnerOrderPage } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClientWithSite, buildUser } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, checkoutBody, postCheckout, postIdempotent } from './checkout-test-fixture.js';

const card = (cardNumber: string) =>
  ({ method: 'card', card: { holderName: 'Ana López', cardNumber, expiryDate: '12/40', cvv: '123' } }) as const;

describe.each(testDatabases())('%s: order numbers count placed orders, not declined attempts (issue 26 item 4)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  /** A fresh business (no order yet) with its owner. */
  async function freshBusiness() {
    const { record } = await buildClientWithSite(db());
    const clientId = record.client.id;
    await setStoreSettings(db(), clientId, { payment_countries: ['US'] });
    const owner = await buildUser(db(), { clientIds: [clientId] });
    const ownerList = async (query = '') => {
      const res = await t.app.inject({ url: `/api/client/${clientId}/owner-orders${query}`, headers: await t.bearer(owner.sub) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as OwnerOrderPage;
    };
    return { clientId, owner, ownerList };
  }
  const numbersOf = async (clientId: number) =>
    (await db().select({ number: orders.number }).from(orders).where(eq(orders.client_id, clientId))).map((o) => o.number);

  it('products: declined once, then paid with the same cart → order #1, the only order the owner sees', async () => {
    const { clientId, ownerList } = await freshBusiness();
    const mug = await buildProduct(db(), clientId, { name: 'Mug', price_cents: 1250, stock: 5 });
    const cart = [{ product_id: mug.id, variant_id: null, quantity: 1 }];

    const declined = await postCheckout(t, clientId, checkoutBody(cart, CARDS.declined));
    expect(declined.statusCode).toBe(402);
    const paid = await postCheckout(t, clientId, checkoutBody(cart, CARDS.success));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ next: 'success', order_number: '1' });

    const list = await ownerList();
    expect(list.orders.map((o) => [o.order_number, o.state])).toEqual([['1', 'paid']]);
    expect((await ownerList('?status=payment_failed')).orders).toEqual([]);
    // The buyer's own page of the paid order shows its number.
    const page = await t.app.inject({ url: `/api/client/${clientId}/orders/${paid.json().order_uuid}` });
    expect(page.json()).toMatchObject({ order_number: '1', state: 'paid' });

    // The next order placed is #2, whatever attempts failed in between.
    expect((await postCheckout(t, clientId, checkoutBody(cart, CARDS.insufficientFunds))).statusCode).toBe(402);
    const second = await postCheckout(t, clientId, checkoutBody(cart, CARDS.success));
    expect(second.json()).toMatchObject({ order_number: '2' });
    expect((await ownerList()).orders.map((o) => o.order_number)).toEqual(['2', '1']);
    expect((await numbersOf(clientId)).sort()).toEqual([1, 2, null, null]);
  });

  it('the owner cannot list, find or open a declined attempt as an order', async () => {
    const { clientId, owner, ownerList } = await freshBusiness();
    const mug = await buildProduct(db(), clientId, { stock: 5 });
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: mug.id, variant_id: null, quantity: 1 }], CARDS.declined));
    expect(res.statusCode).toBe(402);
    const [attempt] = await db().select().from(orders).where(eq(orders.client_id, clientId));
    expect(attempt).toMatchObject({ status: 'payment_failed', number: null });
    expect((await ownerList()).orders).toEqual([]);
    expect((await ownerList(`?q=${encodeURIComponent(SHIPPING.lastName)}`)).orders).toEqual([]);
    const opened = await t.app.inject({ url: `/api/client/${clientId}/owner-orders/${attempt!.id}`, headers: await t.bearer(owner.sub) });
    expect(opened.statusCode).toBe(404);
  });

  it('the validation step: no number while it waits, #1 once the buyer completes it', async () => {
    const { clientId, ownerList } = await freshBusiness();
    const mug = await buildProduct(db(), clientId, { stock: 5 });
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: mug.id, variant_id: null, quantity: 1 }], CARDS.validation));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ next: 'validation', order_number: null });
    const { order_uuid: uuid, transaction_id: tx } = res.json() as { order_uuid: string; transaction_id: string };
    expect((await ownerList()).orders).toMatchObject([{ order_number: null, state: 'awaiting_payment' }]);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/orders/${uuid}/payment-validation/${tx}`,
      payload: { approve: true },
    });
    expect(done.json()).toMatchObject({ outcome: 'succeeded' });
    expect((await ownerList()).orders).toMatchObject([{ order_number: '1', state: 'paid' }]);
  });

  it('services: declined once, then paid → order #1; a quote request is numbered when sent', async () => {
    const { clientId, ownerList } = await freshBusiness();
    const clean = await buildService(db(), clientId, { name: 'Deep clean', price_cents: 12000 });
    const renovation = await buildService(db(), clientId, { name: 'Renovation', price_cents: 0, requires_quote: true });
    const post = (serviceId: number, cardNumber: string) =>
      postIdempotent(t, `/api/client/${clientId}/services-checkout`, {
        lines: [{ service_id: serviceId, quantity: 1 }],
        customer: SHIPPING,
        payment: card(cardNumber),
        note: '',
      });

    expect((await post(clean.id, CARDS.declined)).statusCode).toBe(402);
    const paid = await post(clean.id, CARDS.success);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ kind: 'order', order_number: '1' });
    expect((await ownerList()).orders.map((o) => o.order_number)).toEqual(['1']);

    const quote = await post(renovation.id, CARDS.success);
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json()).toMatchObject({ kind: 'quote', order_number: '2' });
  });
});
