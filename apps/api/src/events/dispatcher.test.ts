// Domain events (issue 27): recorded with the write's transaction, delivered at least once after commit,
// a failed subscriber retried later without running the ones that succeeded again, and never delivered
// twice by two dispatchers (two nodes) at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema.js';
import { buildClient } from '../testing/builders.js';
import { createTestDatabase, testDatabases } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import { recordEvent } from './domain-events.js';
import type { DomainEvent } from './domain-events.js';
import { DeliveryBatch } from './delivery-batch.js';
import { Dispatcher } from './dispatcher.js';
import { sweepEvents } from './event-sweeper.js';

describe.each(testDatabases())('domain events (%s)', (kind) => {
  let t: TestDatabase;
  let clientId = 0;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    clientId = (await buildClient(t.db)).client.id;
  }, 60_000);
  afterAll(() => t?.dispose());
  // Each test sees only its own events.
  beforeEach(async () => {
    await t.db.delete(domainEvents);
  });

  const rowOf = async (id: number) => (await t.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]!;
  /** A dispatcher whose subscribers write down what they were given. */
  const recording = () => {
    const seen: { name: string; event: DomainEvent }[] = [];
    const d = new Dispatcher(t, { backoffMs: () => 0 });
    return { d, seen };
  };

  it('an event recorded in a transaction that rolls back is never delivered', async () => {
    const { d, seen } = recording();
    d.subscribe('*', 'all', (event) => void seen.push({ name: 'all', event }));
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'SiteChanged', clientId });
        throw new Error('the write is refused');
      }),
    ).rejects.toThrow('refused');
    expect(await d.deliverPending()).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('a committed event reaches every matching subscriber once and is stamped delivered', async () => {
    const { d, seen } = recording();
    d.subscribe('SiteChanged', 'publish', (event) => void seen.push({ name: 'publish', event }));
    d.subscribe(['CatalogChanged', 'StockChanged'], 'drop', (event) => void seen.push({ name: 'drop', event }));
    d.subscribe('*', 'audit', (event) => void seen.push({ name: 'audit', event }));
    const id = await t.db.transaction((tx) => recordEvent(tx, { type: 'SiteChanged', clientId }));
    const stock = await t.db.transaction((tx) => recordEvent(tx, { type: 'StockChanged', clientId }));

    const outcomes = await d.deliverPending();
    expect(outcomes.map((o) => [o.id, o.delivered, o.succeeded])).toEqual([
      [id, true, ['publish', 'audit']],
      [stock, true, ['drop', 'audit']],
    ]);
    expect(seen).toEqual([
      { name: 'publish', event: { type: 'SiteChanged', clientId } },
      { name: 'audit', event: { type: 'SiteChanged', clientId } },
      { name: 'drop', event: { type: 'StockChanged', clientId } },
      { name: 'audit', event: { type: 'StockChanged', clientId } },
    ]);
    expect((await rowOf(id)).delivered_at).toBeInstanceOf(Date);
    // Delivered once: a later run (the sweeper) finds nothing.
    expect(await d.deliverPending()).toEqual([]);
    expect(seen).toHaveLength(4);
  });

  it('a failing subscriber leaves the event for a retry with its error; the retry runs only the subscribers not done', async () => {
    const { d, seen } = recording();
    let mailUp = false;
    d.subscribe('SiteChanged', 'publish', (event) => void seen.push({ name: 'publish', event }));
    d.subscribe('SiteChanged', 'mail', (event) => {
      if (!mailUp) throw new Error('SMTP is down');
      seen.push({ name: 'mail', event });
    });
    const id = await t.db.transaction((tx) => recordEvent(tx, { type: 'SiteChanged', clientId }));

    const [first] = await d.deliverPending({ ids: [id] });
    expect(first).toMatchObject({ delivered: false, succeeded: ['publish'], failed: ['mail'] });
    expect(await rowOf(id)).toMatchObject({ delivered_at: null, attempts: 1, last_error: 'mail: SMTP is down', handled: ['publish'] });

    mailUp = true;
    const [second] = await d.deliverPending();
    expect(second).toMatchObject({ id, delivered: true, succeeded: ['mail'], failed: [] });
    expect(seen.map((s) => s.name)).toEqual(['publish', 'mail']); // publish ran once, not again on the retry
    expect(await rowOf(id)).toMatchObject({ attempts: 1, handled: ['publish', 'mail'] });
    expect((await rowOf(id)).delivered_at).toBeInstanceOf(Date);
  });

  it('a failed event waits for its back-off before it is tried again', async () => {
    const d = new Dispatcher(t, { backoffMs: () => 60_000 });
    d.subscribe('*', 'failing', () => {
      throw new Error('down');
    });
    const id = await t.db.transaction((tx) => recordEvent(tx, { type: 'TemplatesChanged' }));
    expect(await d.deliverPending()).toHaveLength(1);
    expect(await d.deliverPending()).toEqual([]);
    expect((await rowOf(id)).client_id).toBeNull();
  });

  it('two dispatchers (two nodes) sweeping at once deliver each event once', async () => {
    const counts = new Map<number, number>();
    const node = () => {
      const d = new Dispatcher(t);
      d.subscribe('*', 'count', async (event) => {
        const key = (event as { orderId: number }).orderId;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1));
      });
      return d;
    };
    for (let orderId = 1; orderId <= 30; orderId++) {
      await t.db.transaction((tx) => recordEvent(tx, { type: 'OrderPaid', clientId, orderId }));
    }
    const [a, b] = [node(), node()];
    await Promise.all([sweepEvents(a, 0), sweepEvents(b, 0), a.deliverPending({ limit: 5 }), b.deliverPending({ limit: 5 })]);
    expect([...counts.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('an event claimed by a dispatcher that died is delivered once its lease ends', async () => {
    const { d, seen } = recording();
    d.subscribe('*', 'all', (event) => void seen.push({ name: 'all', event }));
    const id = await t.db.transaction((tx) => recordEvent(tx, { type: 'CatalogChanged', clientId }));
    // What a claim leaves behind when its process dies before delivering.
    await t.db
      .update(domainEvents)
      .set({ claimable_at: new Date(Date.now() + 3_600_000) })
      .where(eq(domainEvents.id, id));
    expect(await sweepEvents(d, 0)).toEqual({ delivered: 0, failed: 0 });
    await t.db
      .update(domainEvents)
      .set({ claimable_at: new Date(Date.now() - 1_000) })
      .where(eq(domainEvents.id, id));
    expect(await sweepEvents(d, 0)).toEqual({ delivered: 1, failed: 0 });
    expect(seen).toHaveLength(1);
  });

  it('the sweep deletes events delivered more than a week ago, and keeps newer and undelivered ones', async () => {
    const { d } = recording();
    const old = await t.db.transaction((tx) => recordEvent(tx, { type: 'CatalogChanged', clientId }));
    const recent = await t.db.transaction((tx) => recordEvent(tx, { type: 'CatalogChanged', clientId }));
    const pending = await t.db.transaction((tx) => recordEvent(tx, { type: 'CatalogChanged', clientId }));
    const stamp = (id: number, daysAgo: number) =>
      t.db
        .update(domainEvents)
        .set({ delivered_at: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(domainEvents.id, id));
    await stamp(old, 8);
    await stamp(recent, 1);
    // Not claimable for now: the sweep must not deliver it here.
    await t.db
      .update(domainEvents)
      .set({ claimable_at: new Date(Date.now() + 3_600_000) })
      .where(eq(domainEvents.id, pending));
    await sweepEvents(d, 0);
    const left = (await t.db.select({ id: domainEvents.id }).from(domainEvents)).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([recent, pending]);
  });

  it('one batch of events with different subscribers: each stamped with its own names in one statement, a failed one left to retry', async () => {
    const calls: string[] = [];
    let mailUp = false;
    const d = new Dispatcher(t, { backoffMs: () => 0 });
    d.subscribe('SiteChanged', 'publish', () => void calls.push('publish'));
    d.subscribe(['StockChanged', 'OrderPaid'], 'drop', () => void calls.push('drop'));
    d.subscribe('OrderPaid', 'mail', ({ orderId }) => {
      if (orderId === 2 && !mailUp) throw new Error('SMTP is down');
      calls.push(`mail ${orderId}`);
    });
    const ids = await t.db.transaction(async (tx) => [
      await recordEvent(tx, { type: 'SiteChanged', clientId }),
      await recordEvent(tx, { type: 'StockChanged', clientId }),
      await recordEvent(tx, { type: 'OrderPaid', clientId, orderId: 1 }),
      await recordEvent(tx, { type: 'OrderPaid', clientId, orderId: 2 }),
      await recordEvent(tx, { type: 'OrderPlaced', clientId, orderId: 1 }),
    ]);
    const outcomes = await d.deliverPending({ ids });
    expect(outcomes.map((o) => [o.delivered, o.succeeded, o.failed])).toEqual([
      [true, ['publish'], []],
      [true, ['drop'], []],
      [true, ['drop', 'mail'], []],
      [false, ['drop'], ['mail']],
      [true, [], []],
    ]);
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((r) => [r.delivered_at instanceof Date, r.handled])).toEqual([
      [true, ['publish']],
      [true, ['drop']],
      [true, ['drop', 'mail']],
      [false, ['drop']],
      [true, []],
    ]);
    // The retry delivers only the failed event, and only its failed subscriber: nothing lost, nothing twice.
    mailUp = true;
    const retry = await d.deliverPending();
    expect(retry.map((o) => [o.id, o.delivered, o.succeeded])).toEqual([[ids[3], true, ['mail']]]);
    expect(calls).toEqual(['publish', 'drop', 'drop', 'mail 1', 'drop', 'mail 2']);
    expect((await rowOf(ids[3]!)).handled).toEqual(['drop', 'mail']);
    expect(await d.deliverPending()).toEqual([]);
  });

  it('the subscribers of a batch see every claimed event and share what they read once', async () => {
    const d = new Dispatcher(t);
    let loads = 0;
    const seen: number[][] = [];
    d.subscribe('OrderPaid', 'reader', async (_event, { batch }) => {
      seen.push(batch.events.map((e) => e.id));
      await batch.memo('orders', async () => ++loads);
    });
    const ids = await t.db.transaction(async (tx) => [
      await recordEvent(tx, { type: 'OrderPaid', clientId, orderId: 1 }),
      await recordEvent(tx, { type: 'OrderPaid', clientId, orderId: 2 }),
    ]);
    await d.deliverPending({ ids });
    expect(seen).toEqual([ids, ids]);
    expect(loads).toBe(1);
    // A load that fails is not kept: the next asker tries again.
    const batch = new DeliveryBatch([]);
    await expect(batch.memo('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await batch.memo('x', async () => 'up')).toBe('up');
  });

  it('deliverSoon gathers the events of writers within its window into one claim, each delivered once', async () => {
    const d = new Dispatcher(t, { soonWindowMs: 250 });
    const delivered: number[] = [];
    d.subscribe('*', 'count', (_event, { eventId }) => void delivered.push(eventId));
    const claims: number[][] = [];
    const deliver = d.deliverPending.bind(d);
    d.deliverPending = async (options) => {
      const outcomes = await deliver(options);
      claims.push(outcomes.map((o) => o.id));
      return outcomes;
    };
    const record = (event: DomainEvent) => t.db.transaction((tx) => recordEvent(tx, event));
    // A checkout's placement, then its payment a moment later (another writer's event between them).
    const placed = [await record({ type: 'StockChanged', clientId }), await record({ type: 'OrderPlaced', clientId, orderId: 7 })];
    d.deliverSoon(placed);
    const other = await record({ type: 'CatalogChanged', clientId });
    d.deliverSoon([other]);
    await new Promise((r) => setTimeout(r, 5));
    const paid = await record({ type: 'OrderPaid', clientId, orderId: 7 });
    d.deliverSoon([paid]);
    d.deliverSoon([paid]); // handed twice: delivered once
    await d.idle();
    expect(claims).toEqual([[...placed, other, paid]]);
    expect(delivered).toEqual([...placed, other, paid]);
    // A later writer gets a batch of its own.
    const later = await record({ type: 'StockChanged', clientId });
    d.deliverSoon([later]);
    await d.idle();
    expect(claims).toEqual([[...placed, other, paid], [later]]);
    expect(delivered).toEqual([...placed, other, paid, later]);
    const rows = await Promise.all([...placed, other, paid, later].map(rowOf));
    expect(rows.every((r) => r.delivered_at instanceof Date && r.handled.join() === 'count')).toBe(true);
  });

  it('the sweeper leaves fresh events to the request that recorded them', async () => {
    const { d } = recording();
    d.subscribe('*', 'all', () => undefined);
    const id = await t.db.transaction((tx) => recordEvent(tx, { type: 'SiteChanged', clientId }));
    expect(await sweepEvents(d, 60_000)).toEqual({ delivered: 0, failed: 0 });
    expect((await d.deliverPending({ ids: [id] })).map((o) => o.delivered)).toEqual([true]);
  });
});
