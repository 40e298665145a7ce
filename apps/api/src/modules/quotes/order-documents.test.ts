// Issue 15, the customer's side of quotes and invoices, on PGlite and (with DATABASE_URL) Postgres: §3 display
// fields, §4 approve / reject with a reason, §5 "This information is required", partial payments.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orders, payments, sandboxCharges } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildOrder } from '../../testing/order-builders.js';
import { buildPartialInvoice, buildQuote } from '../../testing/quote-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, newKey } from '../orders/checkout-test-fixture.js';
import { decideQuote, getOrder, payQuote } from './order-documents-test-fixture.js';

describe.each(testDatabases())('%s: the customer’s quote and invoice (issue 15, spec §3 §4 §5)', (kind) => {
  let t: TestServer;
  let clientId: number;
  const db = () => t.database.db;
  const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  /** The payment events of a document, oldest first: [type, delivered]. */
  const eventsOf = async (orderId: number) =>
    (await db().select().from(domainEvents).orderBy(asc(domainEvents.id)))
      .filter((e) => (e.type === 'PaymentSettled' || e.type === 'OrderPaid') && e.payload.orderId === orderId)
      .map((e) => [e.type, e.delivered_at !== null]);

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
  }, 60_000);
  afterAll(() => t?.close());

  it('§3 display fields of a quote: lines with description, discount, tax, due date, terms, note, its deposits', async () => {
    const quote = await buildQuote(db(), clientId, {
      lines: [
        { name: 'Design', description: 'Two visits', unitCents: 5_000, quantity: 2 },
        { name: 'Plants', unitCents: 2_500, quantity: 1 },
      ],
      discountCents: 2_500,
      taxRate: '10',
      note: 'Thanks!',
    });
    const deposit = await buildPartialInvoice(db(), quote, 3_000);
    const body = await getOrder(t, clientId, quote.uuid);
    expect(body).toMatchObject({
      kind: 'quote',
      state: 'pending',
      lines: [
        { name: 'Design', description: 'Two visits', quantity: 2, each_price: '50.00', total: '100.00' },
        { name: 'Plants', description: '', quantity: 1, each_price: '25.00', total: '25.00' },
      ],
      subtotal: '125.00',
      discount: '25.00',
      total_before_tax: '100.00',
      estimated_tax: '10.00',
      total: '110.00',
      prior_payments: '0.00',
      total_outstanding: '110.00',
      note: 'Thanks!',
      due_date: '2030-01-31',
      terms: 'Net 30',
      rejection_reason: '',
      bill_to: { email: 'ana@example.com', firstName: 'Ana' },
      parent_uuid: null,
      partial_invoices: [{ uuid: deposit.uuid, order_number: String(deposit.number), state: 'pending', total: '30.00' }],
    });
    expect(await getOrder(t, clientId, deposit.uuid)).toMatchObject({ kind: 'partial_invoice', parent_uuid: quote.uuid, total: '30.00' });
  });

  it('§4 approve once: a second decision is 409 already_decided; a products order is no quote', async () => {
    const quote = await buildQuote(db(), clientId);
    const ok = await decideQuote(t, clientId, quote.uuid, 'approve');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ uuid: quote.uuid, state: 'approved' });
    expect((await decideQuote(t, clientId, quote.uuid, 'approve')).json()).toMatchObject({ error: { code: 'already_decided' } });
    expect((await decideQuote(t, clientId, quote.uuid, 'reject', 'Too late')).statusCode).toBe(409);
    const order = await buildOrder(db(), clientId);
    expect((await decideQuote(t, clientId, order.uuid, 'approve')).json()).toMatchObject({ error: { code: 'not_a_quote' } });
    const other = (await buildClient(db())).client.id;
    expect((await decideQuote(t, other, quote.uuid, 'approve')).statusCode).toBe(404);
    // One decision, one QuoteDecided event (delivered: the client's caches dropped); the refused ones record none.
    const decided = await db().select().from(domainEvents).where(eq(domainEvents.type, 'QuoteDecided'));
    expect(decided.filter((e) => e.payload.orderId === quote.id)).toHaveLength(1);
    expect(decided.every((e) => e.delivered_at !== null)).toBe(true);
  });

  it('§5 reject needs a reason ("This information is required"); the reason is shown; a rejected quote takes no payment', async () => {
    const quote = await buildQuote(db(), clientId, { kind: 'invoice' });
    for (const blank of ['', '   ', '<b> </b>']) {
      const res = await decideQuote(t, clientId, quote.uuid, 'reject', blank);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { reason: 'validation:informationRequired' } } });
    }
    expect((await row(quote.id)).status).toBe('pending');
    const res = await decideQuote(t, clientId, quote.uuid, 'reject', '  Over <i>budget</i> ');
    expect(res.json()).toMatchObject({ state: 'rejected', rejection_reason: 'Over budget' });
    expect((await payQuote(t, clientId, quote.uuid, '10.00')).json()).toMatchObject({ error: { code: 'not_payable' } });
  });

  it('a deposit then the rest: approved, then paid; prior payments and outstanding follow; more than owed is 409', async () => {
    const quote = await buildQuote(db(), clientId);
    const first = await payQuote(t, clientId, quote.uuid, '40.00');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ order_uuid: quote.uuid, amount: '40.00', next: 'success' });
    expect(await getOrder(t, clientId, quote.uuid)).toMatchObject({
      state: 'approved',
      prior_payments: '40.00',
      total_outstanding: '60.00',
      reserved: '0.00',
      payment_information: 'Visa •••• 4242',
    });
    const tooMuch = await payQuote(t, clientId, quote.uuid, '60.01');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ error: { code: 'amount_exceeds_balance' }, total_outstanding: '60.00' });
    expect((await payQuote(t, clientId, quote.uuid, '0.00')).json()).toMatchObject({ error: { fields: { amount: expect.any(String) } } });
    expect((await payQuote(t, clientId, quote.uuid, '60.00')).statusCode).toBe(201);
    const paid = await getOrder(t, clientId, quote.uuid);
    expect(paid).toMatchObject({ state: 'paid', prior_payments: '100.00', total_outstanding: '0.00' });
    expect((paid.transactions as unknown[]).length).toBe(2);
    expect((await payQuote(t, clientId, quote.uuid, '1.00')).json()).toMatchObject({ error: { code: 'not_payable' } });
    // Each payment committed a PaymentSettled (its page's caches dropped); only the one that closed it, OrderPaid.
    expect(await eventsOf(quote.id)).toEqual([
      ['PaymentSettled', true],
      ['PaymentSettled', true],
      ['OrderPaid', true],
    ]);
  });

  it('a declined card: 402, nothing paid, nothing left reserved', async () => {
    const quote = await buildQuote(db(), clientId);
    const res = await payQuote(t, clientId, quote.uuid, '25.00', CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: { code: 'payment_declined' } });
    expect(await row(quote.id)).toMatchObject({ status: 'pending', paid_cents: 0, reserved_cents: 0 });
    expect((await eventsOf(quote.id)).filter(([type]) => type === 'OrderPaid')).toEqual([]);
  });

  it('paying a partial invoice also pays its quote (prior payments)', async () => {
    const quote = await buildQuote(db(), clientId);
    const deposit = await buildPartialInvoice(db(), quote, 3_000);
    expect((await payQuote(t, clientId, deposit.uuid, '30.00')).statusCode).toBe(201);
    expect(await row(deposit.id)).toMatchObject({ status: 'paid', paid_cents: 3_000, reserved_cents: 0 });
    expect(await row(quote.id)).toMatchObject({ status: 'approved', paid_cents: 3_000, reserved_cents: 0 });
    // The deposit is paid in full (OrderPaid); its quote only part paid (none for it).
    expect((await eventsOf(deposit.id)).map(([type]) => type)).toEqual(['PaymentSettled', 'OrderPaid']);
    expect(await eventsOf(quote.id)).toEqual([]);
    expect(await getOrder(t, clientId, quote.uuid)).toMatchObject({
      total_outstanding: '70.00',
      partial_invoices: [{ uuid: deposit.uuid, state: 'paid', total_outstanding: '0.00' }],
    });
  });

  it('the same Idempotency-Key twice: one charge, the same answer', async () => {
    const quote = await buildQuote(db(), clientId);
    const key = newKey();
    const a = await payQuote(t, clientId, quote.uuid, '10.00', CARDS.success, key);
    const b = await payQuote(t, clientId, quote.uuid, '10.00', CARDS.success, key);
    expect(b.body).toBe(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await row(quote.id)).paid_cents).toBe(1_000);
    const charges = await db().select().from(payments).where(eq(payments.order_id, quote.id));
    expect(charges).toHaveLength(1);
    expect(await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, charges[0]!.transaction_id))).toHaveLength(1);
  });

  it('a card asking for the validation step: reserved until the customer completes it on the payment_validation page', async () => {
    const quote = await buildQuote(db(), clientId);
    const res = await payQuote(t, clientId, quote.uuid, '20.00', CARDS.validation);
    expect(res.json()).toMatchObject({ next: 'validation' });
    const tx = res.json().transaction_id as string;
    expect(await row(quote.id)).toMatchObject({ paid_cents: 0, reserved_cents: 2_000 });
    expect(await getOrder(t, clientId, quote.uuid)).toMatchObject({ total_outstanding: '80.00' });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/orders/${quote.uuid}/payment-validation/${tx}`,
      payload: { approve: true },
    });
    expect(done.json()).toMatchObject({ outcome: 'succeeded' });
    expect(await row(quote.id)).toMatchObject({ status: 'approved', paid_cents: 2_000, reserved_cents: 0 });
    const failed = await payQuote(t, clientId, quote.uuid, '30.00', CARDS.validation);
    const tx2 = failed.json().transaction_id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/orders/${quote.uuid}/payment-validation/${tx2}`,
      payload: { approve: false },
    });
    expect(await row(quote.id)).toMatchObject({ paid_cents: 2_000, reserved_cents: 0 });
  });
});
