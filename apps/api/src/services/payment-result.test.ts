import type { Payment } from '@vitrina/commerce';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orders, payments } from '../db/schema.js';
import { CARDS, checkoutBody, postCheckout } from '../modules/orders/checkout-test-fixture.js';
import { buildClient } from '../testing/builders.js';
import { buildProduct, variantStock } from '../testing/store-builders.js';
import type { TestProduct } from '../testing/store-builders.js';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { applyPaymentResult } from './payment-result.js';

describe.each(testDatabases())('%s: applying a gateway’s answer to an order (exactly once)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let item: TestProduct;
  const db = () => t.database.db;
  const waitingOrder = async (quantity: number) => {
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: item.id, variant_id: null, quantity }], CARDS.validation));
    const { order_uuid, transaction_id } = res.json();
    const [p] = await db().select().from(payments).where(eq(payments.transaction_id, transaction_id));
    const payment: Payment = {
      transactionId: transaction_id,
      orderId: order_uuid,
      amountCents: p!.amount_cents,
      currency: 'USD',
      status: 'requires_action',
    };
    return { order_uuid, payment };
  };
  const stockEvents = () =>
    db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'StockChanged'), eq(domainEvents.client_id, clientId)));
  const orderEvents = async (orderId: number) =>
    (await db().select().from(domainEvents).orderBy(asc(domainEvents.id))).filter((e) => e.payload.orderId === orderId).map((e) => e.type);
  const orderOf = async (uuid: string) => (await db().select().from(orders).where(eq(orders.uuid, uuid)))[0]!;

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    item = await buildProduct(db(), clientId, { stock: 10, price_cents: 700 });
  }, 60_000);
  afterAll(() => t?.close());

  it('succeeded twice: paid once, stock kept; a late failed answer neither unpays nor releases', async () => {
    const { order_uuid, payment } = await waitingOrder(2);
    const results = await Promise.all([
      applyPaymentResult(t.app.ctx, clientId, { ...payment, status: 'succeeded' }),
      applyPaymentResult(t.app.ctx, clientId, { ...payment, status: 'succeeded' }),
    ]);
    expect(results.filter((r) => r!.paid)).toHaveLength(1);
    // Placed and paid, each said once with the move itself (a receipt or insights subscriber hears it once).
    const order = await orderOf(order_uuid);
    expect(await orderEvents(order.id)).toEqual(['OrderPlaced', 'OrderPaid']);
    const late = await applyPaymentResult(t.app.ctx, clientId, { ...payment, status: 'failed', failureCode: 'declined' });
    expect(late).toMatchObject({ paid: false, released: false, payment: { status: 'succeeded' } });
    expect(await orderOf(order_uuid)).toMatchObject({ status: 'paid', paid_cents: 1400, stock_held: true });
    expect(await variantStock(db(), item.variantIds[0]!)).toBe(8);
  });

  it('failed or canceled, however often and concurrently: payment_failed and the stock back exactly once', async () => {
    const before = await stockEvents();
    const { order_uuid, payment } = await waitingOrder(3);
    expect(await variantStock(db(), item.variantIds[0]!)).toBe(5);
    // The checkout's reservation committed with its StockChanged event (the store's caches dropped after it).
    const reserved = await stockEvents();
    expect(reserved).toHaveLength(before.length + 1);
    const results = await Promise.all([
      applyPaymentResult(t.app.ctx, clientId, { ...payment, status: 'failed' }),
      applyPaymentResult(t.app.ctx, clientId, { ...payment, status: 'canceled' }),
      applyPaymentResult(t.app.ctx, clientId, { ...payment, status: 'failed' }),
    ]);
    expect(results.filter((r) => r!.released)).toHaveLength(1);
    expect(await variantStock(db(), item.variantIds[0]!)).toBe(8);
    expect(await orderOf(order_uuid)).toMatchObject({ status: 'payment_failed', stock_held: false });
    // The move to payment_failed is said once however many answers raced (the owners' alert, issue 28).
    expect(await orderEvents((await orderOf(order_uuid)).id)).toEqual(['OrderPlaced', 'PaymentFailed']);
    // The release and its StockChanged event committed together, once; the store's caches were dropped after it.
    const released = await stockEvents();
    expect(released).toHaveLength(reserved.length + 1);
    expect(released.every((e) => e.delivered_at instanceof Date)).toBe(true);
  });

  it('an answer for an order of another client, or no order, applies nothing', async () => {
    const { payment } = await waitingOrder(1);
    const other = (await buildClient(db())).client.id;
    expect(await applyPaymentResult(t.app.ctx, other, { ...payment, status: 'succeeded' })).toBeNull();
    expect(await applyPaymentResult(t.app.ctx, clientId, { ...payment, orderId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
  });
});
