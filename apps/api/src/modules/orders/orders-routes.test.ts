import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, sandboxCharges } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildProduct, variantStock } from '../../testing/store-builders.js';
import type { TestProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, checkoutBody, postCheckout } from './checkout-test-fixture.js';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('%s: the visitor’s order by uuid and payment validation (spec §2 commerce/order, §8)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let otherClient: number;
  let lamp: TestProduct;
  const db = () => t.database.db;
  const buy = async (card: string, quantity = 1) => {
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: lamp.id, variant_id: null, quantity }], card));
    expect(res.statusCode).toBe(201);
    return res.json() as { order_uuid: string; transaction_id: string; next: string };
  };
  const validation = (uuid: string, tx: string, approve?: boolean) =>
    t.app.inject({
      method: approve === undefined ? 'GET' : 'POST',
      url: `/api/client/${clientId}/orders/${uuid}/payment-validation/${tx}`,
      ...(approve === undefined ? {} : { payload: { approve } }),
    });

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    otherClient = (await buildClient(db())).client.id;
    lamp = await buildProduct(db(), clientId, { name: 'Lamp', price_cents: 4000, stock: 10, images: ['/lamp.png'] });
  }, 60_000);
  afterAll(() => t?.close());

  it('§3 order display fields of a paid order, and its transaction; another client’s uuid is 404', async () => {
    const { order_uuid, transaction_id } = await buy(CARDS.success, 2);
    const res = await t.app.inject(`/api/client/${clientId}/orders/${order_uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: order_uuid,
      kind: 'order',
      source: 'products',
      state: 'paid',
      fulfillment: 'unfulfilled',
      lines: [{ name: 'Lamp', variant_label: '', image: '/lamp.png', quantity: 2, each_price: '40.00', total: '80.00' }],
      subtotal: '80.00',
      total: '80.00',
      prior_payments: '80.00',
      total_outstanding: '0.00',
      payment_information: 'Visa •••• 4242',
      bill_to: { email: 'ana@example.com', city: 'Austin', state: 'TX' },
      transactions: [{ transaction_id, status: 'succeeded', amount: '80.00', card_last4: '4242' }],
    });
    const tx = await t.app.inject(`/api/client/${clientId}/orders/${order_uuid}/transactions/${transaction_id}`);
    expect(tx.json()).toMatchObject({ transaction_id, status: 'succeeded', card_brand: 'Visa' });
    const noTx = await t.app.inject(`/api/client/${clientId}/orders/${order_uuid}/transactions/sbx_nope`);
    expect([noTx.statusCode, noTx.json().error.code]).toEqual([404, 'transaction_not_found']);
    for (const url of [`/api/client/${otherClient}/orders/${order_uuid}`, `/api/client/${clientId}/orders/${UNKNOWN_UUID}`]) {
      const r = await t.app.inject(url);
      expect([r.statusCode, r.json().error.code]).toEqual([404, 'order_not_found']);
    }
    expect((await validation(order_uuid, transaction_id)).json().outcome).toBe('succeeded');
  });

  it('the validation-step card: requires_action, then approving pays the order', async () => {
    const { order_uuid, transaction_id, next } = await buy(CARDS.validation);
    expect(next).toBe('validation');
    expect((await validation(order_uuid, transaction_id)).json()).toEqual({
      outcome: 'requires_action',
      order_uuid,
      amount: '40.00',
      currency: 'USD',
      client_secret: null,
    });
    expect((await validation(order_uuid, transaction_id, true)).json().outcome).toBe('succeeded');
    const [order] = await db().select().from(orders).where(eq(orders.uuid, order_uuid));
    expect(order).toMatchObject({ status: 'paid', paid_cents: 4000 });
    // Approving again changes nothing.
    expect((await validation(order_uuid, transaction_id, true)).json().outcome).toBe('succeeded');
  });

  it('failing the validation step releases the stock; the transaction is then invalid', async () => {
    const before = await variantStock(db(), lamp.variantIds[0]!);
    const { order_uuid, transaction_id } = await buy(CARDS.validation, 3);
    expect(await variantStock(db(), lamp.variantIds[0]!)).toBe(before - 3);
    expect((await validation(order_uuid, transaction_id, false)).json().outcome).toBe('failed');
    expect(await variantStock(db(), lamp.variantIds[0]!)).toBe(before);
    expect((await validation(order_uuid, transaction_id)).json().outcome).toBe('invalid_transaction');
  });

  it('§8 expired transaction: past its time the order is released, once', async () => {
    const before = await variantStock(db(), lamp.variantIds[0]!);
    const { order_uuid, transaction_id } = await buy(CARDS.validation, 2);
    const past = new Date(Date.now() - 60_000);
    await db().update(payments).set({ expires_at: past }).where(eq(payments.transaction_id, transaction_id));
    await db().update(sandboxCharges).set({ expires_at: past }).where(eq(sandboxCharges.id, transaction_id));
    const [a, b] = await Promise.all([validation(order_uuid, transaction_id), validation(order_uuid, transaction_id)]);
    expect([a.json().outcome, b.json().outcome]).toEqual(['expired_transaction', 'expired_transaction']);
    expect((await validation(order_uuid, transaction_id, true)).json().outcome).toBe('expired_transaction');
    expect(await variantStock(db(), lamp.variantIds[0]!)).toBe(before);
    const [order] = await db().select().from(orders).where(eq(orders.uuid, order_uuid));
    expect(order).toMatchObject({ status: 'payment_failed', stock_held: false });
  });

  it('§8 order not found, transaction not found, and another order’s transaction is invalid', async () => {
    const one = await buy(CARDS.success);
    const two = await buy(CARDS.validation);
    expect((await validation(UNKNOWN_UUID, one.transaction_id)).json()).toEqual({
      outcome: 'order_not_found',
      order_uuid: null,
      amount: null,
      currency: null,
      client_secret: null,
    });
    expect((await validation(one.order_uuid, 'sbx_unknown')).json().outcome).toBe('transaction_not_found');
    expect((await validation(one.order_uuid, two.transaction_id)).json().outcome).toBe('invalid_transaction');
    expect((await validation(one.order_uuid, two.transaction_id, true)).json().outcome).toBe('invalid_transaction');
    const other = await t.app.inject(`/api/client/${otherClient}/orders/${one.order_uuid}/payment-validation/${one.transaction_id}`);
    expect(other.json().outcome).toBe('order_not_found');
  });
});
