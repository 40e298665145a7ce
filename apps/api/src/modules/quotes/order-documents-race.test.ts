// Issue 15 races, on PGlite and (with DATABASE_URL) Postgres: partial payments racing past the balance never
// capture more than the total; an approval and a rejection racing: exactly one wins.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildPartialInvoice, buildQuote } from '../../testing/quote-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { decideQuote, getOrder, payQuote } from './order-documents-test-fixture.js';

describe.each(testDatabases())('%s: quote and invoice races (issue 15)', (kind) => {
  let t: TestServer;
  let clientId: number;
  const db = () => t.database.db;
  const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const captured = async (orderId: number) =>
    (await db().select().from(payments).where(eq(payments.order_id, orderId)))
      .filter((p) => p.status === 'succeeded')
      .reduce((sum, p) => sum + p.amount_cents, 0);

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
  }, 60_000);
  afterAll(() => t?.close());

  it('20 concurrent payments of 30.00 on a 100.00 quote: 3 captured, the rest 409, outstanding never below 0', async () => {
    const quote = await buildQuote(db(), clientId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => payQuote(t, clientId, quote.uuid, '30.00')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toMatchObject({ error: { code: 'amount_exceeds_balance' } });
    const after = await row(quote.id);
    expect(after).toMatchObject({ paid_cents: 9_000, reserved_cents: 0, status: 'approved' });
    expect(await captured(quote.id)).toBe(after.paid_cents);
    expect(await getOrder(t, clientId, quote.uuid)).toMatchObject({ total_outstanding: '10.00' });
  }, 60_000);

  it('the exact rest paid 10 times at once: one capture, the quote paid', async () => {
    const quote = await buildQuote(db(), clientId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payQuote(t, clientId, quote.uuid, '100.00')));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await row(quote.id)).toMatchObject({ status: 'paid', paid_cents: 10_000, reserved_cents: 0 });
    expect(await captured(quote.id)).toBe(10_000);
  }, 60_000);

  it('a deposit and direct payments racing on one quote: the quote’s paid never passes its total', async () => {
    const quote = await buildQuote(db(), clientId);
    const deposit = await buildPartialInvoice(db(), quote, 6_000);
    const answers = await Promise.all([
      payQuote(t, clientId, deposit.uuid, '60.00'),
      ...Array.from({ length: 6 }, () => payQuote(t, clientId, quote.uuid, '50.00')),
    ]);
    const after = await row(quote.id);
    expect(after.paid_cents).toBeLessThanOrEqual(after.total_cents);
    expect(after.reserved_cents).toBe(0);
    expect((await captured(quote.id)) + (await captured(deposit.id))).toBe(after.paid_cents);
    expect(answers.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('approve and reject racing on 10 quotes: exactly one of each pair wins, the other is 409 already_decided', async () => {
    for (let i = 0; i < 10; i += 1) {
      const quote = await buildQuote(db(), clientId);
      const [a, r] = await Promise.all([
        decideQuote(t, clientId, quote.uuid, 'approve'),
        decideQuote(t, clientId, quote.uuid, 'reject', 'Changed my mind'),
      ]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : r;
      expect(loser.json()).toMatchObject({ error: { code: 'already_decided' } });
      const state = (await row(quote.id)).status;
      expect(state).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
    }
  }, 60_000);
});
