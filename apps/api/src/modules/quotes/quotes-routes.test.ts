// The back office's Quotes & invoices on a real database (issue 15; spec §3 order display fields, §4
// "Quotes and invoices: pending, then approved, paid or rejected"): writing a quote for a customer with
// service, product and free-text lines; totals by commerce computeTotals; the list; a deposit; offline
// payments that can never add up to more than the total, even when two race; void. Audit rows for each.
import type { OwnerQuote, OwnerQuotePage } from '@vitrina/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { clients, customers, orders, payments, products, services } from '../../db/schema.js';
import { uniqueLabel } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { QUOTE_AUDIT_ENTITY } from './quotes-repository.js';
import { recordOfflinePayment } from './quotes-service.js';

describe.each(testDatabases())('quote routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  let base: string;
  let serviceId: number;
  let productId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
    base = `/api/client/${clientId}/owner-quotes`;
    const db = f.server.database.db;
    await db.update(clients).set({ tax_rate: '10' }).where(eq(clients.id, clientId));
    const [s] = await db
      .insert(services)
      .values({ client_id: clientId, slug: uniqueLabel('svc'), name: 'Catering', price_cents: 5000 })
      .returning({ id: services.id });
    serviceId = s!.id;
    const [p] = await db
      .insert(products)
      .values({ client_id: clientId, slug: uniqueLabel('prod'), name: 'Cake', price_cents: 1500 })
      .returning({ id: products.id });
    productId = p!.id;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(orders);
  });

  const db = () => f.server.database.db;
  const owner = () => f.as(f.users.owner);
  const quoteBody = (over: Record<string, unknown> = {}) => ({
    kind: 'quote',
    email: 'Ana.Ruiz@Example.com',
    name: 'Ana Ruiz',
    lines: [
      { source: 'service', service_id: serviceId, name: 'Catering', description: 'Lunch for 20', unit_price: '50', quantity: 2 },
      { source: 'text', name: 'Delivery', description: '', unit_price: '12.50', quantity: 1 },
    ],
    discount: '2.50',
    due_date: '2026-12-31',
    terms: 'Net 30',
    note: 'Thanks!',
    ...over,
  });
  async function create(over: Record<string, unknown> = {}) {
    const res = await f.inject({ method: 'POST', url: base, payload: quoteBody(over), headers: await owner() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OwnerQuote;
  }
  const post = async (id: number, action: string, payload: object = {}) =>
    f.inject({ method: 'POST', url: `${base}/${id}/${action}`, payload, headers: await owner() });

  it('writes a quote for a customer: lines, totals by computeTotals, tax, the customer upserted and the link', async () => {
    const quote = await create();
    // 2 × 50 + 12.50 = 112.50; less 2.50 = 110.00; tax 10% = 11.00; total 121.00.
    expect(quote).toMatchObject({
      kind: 'quote',
      state: 'pending',
      customer_name: 'Ana Ruiz',
      email: 'ana.ruiz@example.com',
      subtotal: '112.50',
      discount: '2.50',
      total_before_tax: '110.00',
      estimated_tax: '11.00',
      total: '121.00',
      prior_payments: '0.00',
      total_outstanding: '121.00',
      due_date: '2026-12-31',
      terms: 'Net 30',
      note: 'Thanks!',
      partial_invoices: [],
      payments: [],
    });
    expect(quote.lines).toEqual([
      expect.objectContaining({ source: 'service', service_id: serviceId, name: 'Catering', description: 'Lunch for 20', total: '100.00' }),
      expect.objectContaining({ source: 'text', service_id: null, name: 'Delivery', each_price: '12.50', total: '12.50' }),
    ]);
    expect(quote.order_link).toMatch(new RegExp(`/commerce/order/${quote.uuid}$`));
    const [customer] = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.client_id, clientId), eq(customers.email, 'ana.ruiz@example.com')));
    expect(customer).toMatchObject({ first_name: 'Ana', last_name: 'Ruiz' });
    const audit = await listAuditEntries(db(), clientId, { entity: QUOTE_AUDIT_ENTITY });
    expect(audit[0]).toMatchObject({ action: 'quote.create', entity_id: String(quote.id) });
  });

  it("shares the order number sequence and takes product lines; refuses another client's service and bad input", async () => {
    const a = await create();
    const b = await create({
      kind: 'invoice',
      lines: [{ source: 'product', product_id: productId, name: 'Cake', unit_price: '15', quantity: 3 }],
    });
    expect(Number(b.order_number)).toBe(Number(a.order_number) + 1);
    expect(b.lines[0]).toMatchObject({ source: 'product', product_id: productId, total: '45.00' });

    const [foreign] = await db()
      .insert(services)
      .values({ client_id: f.clients.other.id, slug: uniqueLabel('svc'), name: 'Theirs' })
      .returning({ id: services.id });
    const res = await f.inject({
      method: 'POST',
      url: base,
      payload: quoteBody({ lines: [{ source: 'service', service_id: foreign!.id, name: 'X', unit_price: '1', quantity: 1 }] }),
      headers: await owner(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'lines[0].service_id': 'validation:invalid.value' });

    const bad = await f.inject({
      method: 'POST',
      url: base,
      payload: quoteBody({ email: 'nope', name: ' ', lines: [], due_date: '2026-02-30' }),
      headers: await owner(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      email: 'validation:invalid.email',
      name: 'validation:required.name',
      lines: 'validation:quote.linesRequired',
      due_date: 'validation:invalid.date',
    });
  });

  it('lists quotes and invoices only, filtered by kind and state, searched by name, and paged', async () => {
    const q = await create();
    const inv = await create({ kind: 'invoice', email: 'bo@shop.test', name: 'Bo Chen' });
    const list = async (query: string) => {
      const res = await f.inject({ url: `${base}${query}`, headers: await owner() });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OwnerQuotePage).quotes.map((x) => x.id);
    };
    expect(await list('')).toEqual([inv.id, q.id]);
    expect(await list('?kind=invoice')).toEqual([inv.id]);
    expect(await list('?q=chen')).toEqual([inv.id]);
    expect(await list('?status=paid')).toEqual([]);
    const page = await f.inject({ url: `${base}?limit=1`, headers: await owner() });
    const first = page.json() as OwnerQuotePage;
    expect(first.quotes.map((x) => x.id)).toEqual([inv.id]);
    expect(await list(`?limit=1&cursor=${first.next_cursor}`)).toEqual([q.id]);
  });

  it('records offline payments up to the total: partly paid is approved, fully paid is paid, more is refused', async () => {
    const quote = await create(); // 121.00
    const part = await post(quote.id, 'payments', { amount: '21' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ state: 'approved', prior_payments: '21.00', total_outstanding: '100.00' });
    expect(part.json().payments[0]).toMatchObject({ gateway: 'offline', status: 'succeeded', amount: '21.00' });

    const tooMuch = await post(quote.id, 'payments', { amount: '100.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount: 'validation:quote.amountTooLarge' });

    const rest = await post(quote.id, 'payments', { amount: '100' });
    expect(rest.json()).toMatchObject({ state: 'paid', prior_payments: '121.00', total_outstanding: '0.00' });
    const after = await post(quote.id, 'payments', { amount: '1' });
    expect(after.statusCode).toBe(400);
    const audit = await listAuditEntries(db(), clientId, { entity: QUOTE_AUDIT_ENTITY });
    expect(audit.filter((e) => e.action === 'quote.offline_payment')).toHaveLength(2);
  });

  it('two racing offline payments that together exceed the balance: at most the total is recorded', async () => {
    const quote = await create(); // 121.00
    const results = await Promise.all([post(quote.id, 'payments', { amount: '80' }), post(quote.id, 'payments', { amount: '80' })]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser is refused by the conditional update (409) or, if it read the balance after the winner, by the form rule (400).
    expect([400, 409]).toContain(codes[1]);
    const [row] = await db().select().from(orders).where(eq(orders.id, quote.id));
    expect(row!.paid_cents).toBe(8000);
    const recorded = await db().select().from(payments).where(eq(payments.order_id, quote.id));
    expect(recorded.reduce((s, p) => s + p.amount_cents, 0)).toBe(8000);
  });

  it('many offline payments racing past the form check: the conditional update records at most the total', async () => {
    const quote = await create(); // 121.00
    const actor = { sub: 'test', email: 'owner@example.com' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => recordOfflinePayment(f.server.app.ctx, clientId, quote.id, 3000, actor)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4); // 4 × 30.00 = 120.00 ≤ 121.00; a fifth would be 150.00
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'exceeds_balance')).toBe(true);
    const [row] = await db().select().from(orders).where(eq(orders.id, quote.id));
    expect(row).toMatchObject({ paid_cents: 12_000, status: 'approved' });
    const recorded = await db().select().from(payments).where(eq(payments.order_id, quote.id));
    expect(recorded.reduce((s, p) => s + p.amount_cents, 0)).toBe(12_000);
  });

  it('asks for a deposit (partial invoice) of at most the balance; paying it counts on the parent', async () => {
    const quote = await create(); // 121.00
    const res = await post(quote.id, 'partial-invoices', { amount: '50', due_date: '2026-12-01', note: 'Deposit please' });
    expect(res.statusCode, res.body).toBe(201);
    const deposit = res.json() as OwnerQuote;
    expect(deposit).toMatchObject({ kind: 'partial_invoice', state: 'pending', total: '50.00', parent: { id: quote.id } });
    expect(deposit.order_link).toMatch(new RegExp(`/commerce/order/${deposit.uuid}$`));
    // Open deposits count against what may still be asked.
    const second = await post(quote.id, 'partial-invoices', { amount: '71.01' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('amount_exceeds_balance');

    const paid = await post(deposit.id, 'payments', { amount: '50' });
    expect(paid.json()).toMatchObject({ state: 'paid', prior_payments: '50.00' });
    const parent = await f.inject({ url: `${base}/${quote.id}`, headers: await owner() });
    expect(parent.json()).toMatchObject({ state: 'approved', prior_payments: '50.00', total_outstanding: '71.00' });
    expect(parent.json().partial_invoices).toEqual([expect.objectContaining({ id: deposit.id, state: 'paid', total: '50.00' })]);
  });

  it('voids a quote nothing was paid on (and its open deposits); refuses once something is paid', async () => {
    const quote = await create();
    const deposit = (await post(quote.id, 'partial-invoices', { amount: '10' })).json() as OwnerQuote;
    const voided = await post(quote.id, 'void');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().state).toBe('canceled');
    const [child] = await db().select().from(orders).where(eq(orders.id, deposit.id));
    expect(child!.status).toBe('canceled');
    expect((await post(quote.id, 'void')).json().error.code).toBe('quote_not_open');

    const paid = await create();
    await post(paid.id, 'payments', { amount: '1' });
    const refused = await post(paid.id, 'void');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('quote_has_payments');
  });

  it("moves only by commerce's quote table (issue 27): a rejected or voided quote takes no void, payment, deposit or decision", async () => {
    for (const state of ['rejected', 'canceled'] as const) {
      const quote = await create();
      await db().update(orders).set({ status: state }).where(eq(orders.id, quote.id));
      const [before] = await db().select().from(orders).where(eq(orders.id, quote.id));
      for (const [action, body] of [
        ['void', {}],
        ['payments', { amount: '1' }],
        ['partial-invoices', { amount: '10' }],
      ] as const) {
        const res = await post(quote.id, action, body);
        expect([action, res.statusCode, res.json().error.code]).toEqual([action, 409, 'quote_not_open']);
      }
      const approve = await f.inject({ method: 'POST', url: `/api/client/${clientId}/orders/${before!.uuid}/approve`, payload: {} });
      expect([approve.statusCode, approve.json().error.code]).toEqual([409, 'already_decided']);
      const [after] = await db().select().from(orders).where(eq(orders.id, quote.id));
      expect(after).toEqual(before);
      expect(await db().select().from(orders).where(eq(orders.parent_id, quote.id))).toEqual([]);
    }
  });

  it("answers 404 for another client's quote and 403 forbidden_screen for staff", async () => {
    const quote = await create();
    const other = await f.inject({
      url: `/api/client/${f.clients.other.id}/owner-quotes/${quote.id}`,
      headers: await f.as(f.users.otherAdmin),
    });
    expect(other.statusCode).toBe(404);
    const staff = await f.inject({ url: base, headers: await f.as(f.users.staff) });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.code).toBe('forbidden_screen');
  });
});
