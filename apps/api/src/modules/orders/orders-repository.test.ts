// Issue 29: a products checkout's paid move, its number and OrderPaid in one statement. It must leave exactly
// what markOrderPaid and its event leave (the order read back is the order returned, one OrderPaid with the
// payload recordEvent writes), move an order once however often it is called, and leave alone an order it
// must not settle on its own (a subscription's renewal, an order no longer awaiting its payment).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orderCounters, orders } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildOrder } from '../../testing/order-builders.js';
import { buildSubscription } from '../../testing/subscription-builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { markCheckoutOrderPaid } from './orders-repository.js';

describe.each(testDatabases())('%s: markCheckoutOrderPaid (issue 29)', (kind) => {
  // A repository test: the database alone, no server.
  let t: TestDatabase;
  const db = () => t.db;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  /** A business whose counter stands at `last`, and an unnumbered order awaiting its payment, as a checkout leaves it. */
  async function awaitingOrder() {
    const { client } = await buildClient(db());
    const clientId = client.id;
    const built = await buildOrder(db(), clientId, { status: 'awaiting_payment' });
    await db().update(orders).set({ number: null }).where(eq(orders.id, built.id));
    const [counter] = await db().select().from(orderCounters).where(eq(orderCounters.client_id, clientId));
    return { clientId, orderId: built.id, last: Number(counter!.last_number) };
  }
  const eventsOf = (clientId: number) =>
    db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.client_id, clientId), eq(domainEvents.type, 'OrderPaid')));

  it('moves the order to paid with the next number and records its OrderPaid, once', async () => {
    const { clientId, orderId, last } = await awaitingOrder();
    const moved = await markCheckoutOrderPaid(db(), orderId, 2700);
    expect(moved).not.toBeNull();
    expect(moved!.order).toMatchObject({ id: orderId, status: 'paid', paid_cents: 2700, number: last + 1 });
    expect(moved!.order.paid_at).toBeInstanceOf(Date);
    // What the statement answers is the row as stored, mapped as any read of it (dates, JSON, numbers).
    const [stored] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(moved!.order).toEqual(stored);
    const events = await eventsOf(clientId);
    expect(events.map((e) => [e.id, e.payload])).toEqual([[moved!.eventId, { clientId, orderId }]]);
    expect(events[0]!.delivered_at).toBeNull();

    // Called again (a replayed answer): nothing moves, no second number, no second event.
    expect(await markCheckoutOrderPaid(db(), orderId, 2700)).toBeNull();
    const [counter] = await db().select().from(orderCounters).where(eq(orderCounters.client_id, clientId));
    expect(Number(counter!.last_number)).toBe(last + 1);
    expect(await eventsOf(clientId)).toHaveLength(1);
  });

  it('leaves a renewal, or an order not awaiting its payment, to the general path', async () => {
    const { client } = await buildClient(db());
    const clientId = client.id;
    // A subscription's renewal awaiting its payment: its settlement moves the subscription too.
    const sub = await buildSubscription(db(), clientId);
    const renewal = await buildOrder(db(), clientId, { status: 'awaiting_payment' });
    await db().update(orders).set({ subscription_id: sub.id }).where(eq(orders.id, renewal.id));
    expect(await markCheckoutOrderPaid(db(), renewal.id, 2500)).toBeNull();
    const failed = await buildOrder(db(), clientId, { status: 'payment_failed' });
    expect(await markCheckoutOrderPaid(db(), failed.id, 2700)).toBeNull();
    const rows = await db().select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.client_id, clientId));
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [sub.orderId, 'paid'],
        [renewal.id, 'awaiting_payment'],
        [failed.id, 'payment_failed'],
      ]),
    );
    expect(await eventsOf(clientId)).toEqual([]);
  });
});
